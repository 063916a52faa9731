// `npm test`: the build, the type check and the formatting check side by side (the build keeps one
// core busy, tsc and Prettier the other), then the unit tests and the checks of the built site, also side by side. Fails when any
// part fails.
import { spawn } from "node:child_process";

/** Runs an npm script; its output is kept and printed when it ends, so two runs do not interleave. */
function runQuietly(script) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ script, code: code ?? 1, output }));
  });
}

const build = spawn("npm", ["run", "build"], { stdio: "inherit" });
const checks = Promise.all(["typecheck", "format:check"].map(runQuietly));
const buildCode = await new Promise((resolve) => build.on("close", (code) => resolve(code ?? 1)));
const checked = await checks;
for (const { script, code, output } of checked) {
  process.stdout.write(output);
  const hint = script === "format:check" ? " (`npm run format` rewrites the files)" : "";
  console.log(code === 0 ? `✓ ${script}` : `✗ ${script} failed${hint}`);
}
if (buildCode !== 0 || checked.some(({ code }) => code !== 0)) process.exit(1);

// The unit tests and the checks of the built site side by side too: each prints when it ends.
const suites = await Promise.all(["test:unit", "test:site"].map(runQuietly));
for (const { script, code, output } of suites) {
  process.stdout.write(output);
  console.log(code === 0 ? `✓ ${script}` : `✗ ${script} failed`);
}
if (suites.some(({ code }) => code !== 0)) process.exit(1);
