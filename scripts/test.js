// `npm test`: the build, the type check and the formatting check side by side (the build keeps one
// core busy, tsc and Prettier the other), then the unit tests and the checks of the built site, also
// in two lanes side by side. Fails when any part fails.
import { spawn } from "node:child_process";

/**
 * Runs a command; its output is kept and printed when it ends, so two runs do not interleave.
 * @param {string} name @param {string} command @param {string[]} args
 * @returns {Promise<{ name: string, code: number, output: string }>}
 */
function runQuietly(name, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ name, code: code ?? 1, output }));
  });
}
const npmScript = (/** @type {string} */ script) =>
  runQuietly(script, "npm", ["run", "--silent", script]);

/** @param {{ name: string, code: number, output: string }[]} runs */
function report(runs) {
  for (const { name, code, output } of runs) {
    process.stdout.write(output);
    const hint = name === "format:check" ? " (`npm run format` rewrites the files)" : "";
    console.log(code === 0 ? `✓ ${name}` : `✗ ${name} failed${hint}`);
  }
  return runs.every(({ code }) => code === 0);
}

const build = spawn("npm", ["run", "build"], { stdio: "inherit" });
const checks = Promise.all(["typecheck", "format:check"].map(npmScript));
const buildCode = await new Promise((resolve) => build.on("close", (code) => resolve(code ?? 1)));
if (!report(await checks) || buildCode !== 0) process.exit(1);

// Then the tests in two lanes of about equal length, each run printing when it ends. The checks of
// the built site are `test:site`, in two halves: those that read every built page (the search
// index's answers, the social cards, html-validate, the output check on damaged copies, the Markdown
// twins) take as long as the unit tests and the other site checks together, so they get a core.
const lanes = await Promise.all([
  (async () => [await npmScript("test:unit"), await npmScript("test:site:parts")])(),
  npmScript("test:site:whole").then((run) => [run]),
]);
if (!report(lanes.flat())) process.exit(1);
