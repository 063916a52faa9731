// `npm run build`: API reference, client bundle, Eleventy, search index, each step timed, then the
// check of everything they wrote (a build that wrote a broken file fails here, naming it).
// `npm run bench` times the same steps.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";

/** @type {[label: string, args: string[]][]} each step is a Node.js script */
export const BUILD_STEPS = [
  ["api reference (TypeDoc)", ["scripts/build-api.js"]],
  ["client bundle, demo worker and WASM (esbuild)", ["scripts/build-bundles.js"]],
  ["pages (Eleventy)", ["node_modules/@11ty/eleventy/cmd.cjs"]],
  ["search index (Pagefind)", ["scripts/build-search.js"]],
  ["offline worker (build id, precache list)", ["scripts/build-service-worker.js"]],
  ["output check (every file whole, search answers)", ["scripts/check-output.js"]],
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.rmSync("_site", { recursive: true, force: true });
  const total = performance.now();
  for (const [label, args] of BUILD_STEPS) {
    const started = performance.now();
    const result = spawnSync("node", args, { stdio: "inherit" });
    if (result.status !== 0) {
      console.error(`build failed in step: ${label}`);
      process.exit(result.status ?? 1);
    }
    console.log(`✓ ${label}: ${Math.round(performance.now() - started)} ms`);
  }
  console.log(`✓ build: ${Math.round(performance.now() - total)} ms`);
}
