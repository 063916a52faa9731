// `npm run build`: API reference, client bundle, Eleventy, search index, each step timed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

/** @type {[label: string, command: string, args: string[]][]} */
const STEPS = [
  ["api reference (TypeDoc)", "node", ["scripts/build-api.js"]],
  ["client bundle (esbuild)", "node", ["scripts/build-client.js"]],
  ["demo worker and WASM (esbuild)", "node", ["scripts/build-demo.js"]],
  ["pages (Eleventy)", "node", ["node_modules/@11ty/eleventy/cmd.cjs"]],
  ["search index (Pagefind)", "node", ["scripts/build-search.js"]],
];

fs.rmSync("_site", { recursive: true, force: true });
const total = performance.now();
for (const [label, command, args] of STEPS) {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`build failed in step: ${label}`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${label}: ${Math.round(performance.now() - started)} ms`);
}
console.log(`✓ build: ${Math.round(performance.now() - total)} ms`);
