// `npm test`: the build and the type check side by side (the build keeps one core busy, tsc the
// other), then the unit tests and the checks of the built HTML. Fails on the first failing part.
import { spawn, spawnSync } from "node:child_process";

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
const typecheck = runQuietly("typecheck");
const buildCode = await new Promise((resolve) => build.on("close", (code) => resolve(code ?? 1)));
const checked = await typecheck;
process.stdout.write(checked.output);
console.log(checked.code === 0 ? "✓ typecheck: no errors" : "✗ typecheck failed");
if (buildCode !== 0 || checked.code !== 0) process.exit(1);

for (const script of ["test:unit", "test:site"]) {
  const result = spawnSync("npm", ["run", script], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
