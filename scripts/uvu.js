// Runs uvu over test files (arguments as uvu takes them) and fails when a suite ran fewer tests than
// it holds with none of them failing: uvu reports a suite whose `before` hook threw as "(0 / N)",
// prints no error and exits 0, so a setup that breaks would otherwise pass in silence.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const UVU = [
  "--import",
  "tsx",
  "--import",
  "./test/helpers/checked-site.ts",
  "node_modules/uvu/bin.js",
];

/** uvu's output without its colours. @param {string} text */
const plain = (text) => text.replace(/\x1b\[[\d;]*m/g, "");
/** The test file a line of uvu's output starts, if it is a file's header. @param {string} line */
const fileHeader = (line) =>
  /^\S.*\.test\.tsx?$/.test(line.trimEnd()) ? line.trimEnd() : undefined;

/**
 * The suites in uvu's output that stopped before their tests: "(ran / total)" with ran below
 * total and no failed test (✘) on the line.
 * @param {string} output uvu's output, colours included
 * @returns {string[]} each as "file: suite (ran / total)"
 */
export function suitesCutShort(output) {
  let file = "";
  const cut = [];
  for (const line of plain(output).split("\n")) {
    file = fileHeader(line) ?? file;
    const counts = line.match(/^(.*?)[\s•]*\((\d+) \/ (\d+)\)\s*$/);
    if (!counts || line.includes("✘")) continue;
    const [, suite, ran, total] = counts;
    if (Number(ran) < Number(total))
      cut.push(
        `${file}: ${suite.replace(/•/g, "").trim() || "(unnamed suite)"} (${ran} / ${total})`,
      );
  }
  return cut;
}

/**
 * Runs uvu with `args`; its output streams unless `quiet`, and is returned either way.
 * @param {string[]} args
 * @param {{ quiet?: boolean }} [options]
 * @returns {Promise<{ code: number, output: string, slowest: { file: string, seconds: number }[] }>}
 *   slowest: each test file with the seconds from its header to the next, slowest first
 */
export function runUvu(args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...UVU, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    // When each file's header came: uvu prints no timings, and a lane's slowest files are what
    // balancing the lanes needs.
    const started = /** @type {[string, number][]} */ ([]);
    let scanned = 0;
    const keep = (/** @type {NodeJS.WriteStream} */ stream) => (/** @type {Buffer} */ chunk) => {
      output += chunk;
      if (!quiet) stream.write(chunk);
      const end = output.lastIndexOf("\n") + 1;
      for (const line of plain(output.slice(scanned, end)).split("\n")) {
        const file = fileHeader(line);
        if (file) started.push([file, Date.now()]);
      }
      scanned = Math.max(scanned, end);
    };
    child.stdout.on("data", keep(process.stdout));
    child.stderr.on("data", keep(process.stderr));
    child.on("close", (code) => {
      const cut = suitesCutShort(output);
      const note = cut.length
        ? `✗ ${cut.length} suite(s) ran fewer tests than they hold, with no test failing: their ` +
          `before hook threw (uvu does not print its error):\n${cut.map((s) => `  ${s}\n`).join("")}`
        : "";
      if (note && !quiet) process.stderr.write(note);
      resolve({
        code: cut.length ? 1 : (code ?? 1),
        output: output + note,
        slowest: started
          .map(([file, at], index) => ({
            file,
            seconds: Math.round(((started[index + 1]?.[1] ?? Date.now()) - at) / 1000),
          }))
          .sort((a, b) => b.seconds - a.seconds),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { code } = await runUvu(process.argv.slice(2));
  process.exit(code);
}
