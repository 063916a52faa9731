// `npm run runtime-matrix`: runs the Node.js recipe's script (site/docs/recipes/nodejs.md, the
// block that saves analyse-file.mjs) with each documented release under each runtime readers ask
// about, on corpus files, and writes what happened to site/_data/runtimeMatrix.json (the Support
// matrix page is made from it); workerd, which has no file system, runs the Worker that page
// prints (scripts/runtime-matrix-workerd.js). `--check` runs the same and fails when a result
// differs from the committed file (the date and versions aside), which is how the browser suite
// proves the page.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { validSiteConfig } from "../config/check.js";
import siteConfig from "../config/site.js";
import { documentedReleases } from "../eleventy/releases.js";
import { ensureTool, node22Path } from "./tools.js";
import { workerdRows } from "./runtime-matrix-workerd.js";

const ROOT = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
export const MATRIX_FILE = path.join(ROOT, "site/_data/runtimeMatrix.json");
const RECIPE = path.join(ROOT, "site/docs/recipes/nodejs.md");
const SCRIPT_NAME = "analyse-file.mjs";
/** Corpus files of two containers, each with the tracks the recipe prints. */
export const MATRIX_FILES = ["h264-aac.mp4", "tone.flac"];
const FIXTURES = path.join(ROOT, "test/fixtures/media");

/** The recipe's script, as the Node.js page shows it (the code block that saves it). */
export function recipeScript(markdown = fs.readFileSync(RECIPE, "utf8")) {
  const match = markdown.match(
    new RegExp('```js [^\\n]*file="' + SCRIPT_NAME + '"\\n([\\s\\S]*?)```'),
  );
  if (!match) throw new Error(`${RECIPE} has no code block saving ${SCRIPT_NAME}`);
  return match[1];
}

/** @typedef {[string, string[]]} Command a binary and its arguments */
/** @typedef {{ runtime: string, version: Command, parse: (out: string) => string,
 *   run: (script: string, file: string) => Command }} Runtime */
/** @typedef {{ runtime: string, version: string, release: string, pass: boolean,
 *   outputs?: Record<string, string>, error?: string }} MatrixRow */

/** The runtimes: name, how to read its version, how to run a script with arguments.
 * @returns {Runtime[]} */
function runtimes() {
  const tool = (name) => path.join(ensureTool("runtimes"), "node_modules", ".bin", name);
  /** @param {string} binary @returns {Omit<Runtime, "runtime">} */
  const node = (binary) => ({
    version: [binary, ["--version"]],
    run: (script, file) => [binary, [script, file]],
    parse: (out) => out.trim().replace(/^v/, ""),
  });
  return [
    { runtime: "Node.js 20", ...node(process.execPath) },
    { runtime: "Node.js 22", ...node(node22Path()) },
    { runtime: "Node.js 24", ...node(tool("node")) },
    {
      runtime: "Deno",
      version: [tool("deno"), ["--version"]],
      parse: (out) => out.match(/deno (\S+)/)?.[1] ?? out.trim(),
      // The reads the script makes: the file; Deno asks for nothing else.
      run: (script, file) => [tool("deno"), ["run", "--allow-read", script, file]],
    },
    {
      runtime: "Bun",
      version: [tool("bun"), ["--version"]],
      parse: (out) => out.trim(),
      run: (script, file) => [tool("bun"), [script, file]],
    },
  ];
}

/** A project folder as a reader's: package.json (an ES module package) and the release installed. */
function project(release) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `runtime-matrix-${release.version}-`));
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ type: "module", dependencies: { "mediainfo.js": release.version } }),
  );
  fs.mkdirSync(path.join(dir, "node_modules"));
  fs.cpSync(release.packageDir, path.join(dir, "node_modules", "mediainfo.js"), {
    recursive: true,
  });
  fs.writeFileSync(path.join(dir, SCRIPT_NAME), recipeScript());
  return dir;
}

const run = ([binary, args], cwd) =>
  spawnSync(binary, args, { cwd, encoding: "utf8", timeout: 120_000 });

/** The first line that names the error, from a failed run's output. */
const errorOf = (result) =>
  (result.stderr || result.stdout || String(result.error ?? `exit ${result.status}`))
    .split("\n")
    .map((line) => line.trim())
    .find((line) => /error|failed|not a function|unsupported|invalid/i.test(line)) ??
  (result.stderr || `exit ${result.status}`).trim().split("\n")[0];

/** Runs every runtime × release on each file; one row per runtime and release, with the first error. */
export function runMatrix() {
  const releases = documentedReleases(validSiteConfig(siteConfig));
  /** @type {MatrixRow[]} */
  const results = [];
  for (const release of releases) {
    const dir = project(release);
    try {
      for (const runtime of runtimes()) {
        const version = runtime.parse(run(runtime.version, dir).stdout);
        const failures = [];
        /** @type {Record<string, string>} */
        const outputs = {};
        for (const file of MATRIX_FILES) {
          const result = run(runtime.run(SCRIPT_NAME, path.join(FIXTURES, file)), dir);
          outputs[file] = result.stdout.trim();
          if (result.status !== 0 || !outputs[file].startsWith("General"))
            failures.push(errorOf(result));
        }
        const pass = failures.length === 0;
        results.push({
          runtime: runtime.runtime,
          version,
          release: release.version,
          pass,
          ...(pass ? { outputs } : { error: failures[0] }),
        });
      }
      const workerd = path.join(ensureTool("runtimes"), "node_modules", ".bin", "workerd");
      results.push(
        ...workerdRows(
          workerd,
          release,
          MATRIX_FILES.map((file) => path.join(FIXTURES, file)),
        ),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return { date: new Date().toISOString().slice(0, 10), files: MATRIX_FILES, results };
}

/** The rows as the check compares them: what ran and what it gave, not when or which patch. */
export const comparable = ({ results }) =>
  results.map(({ runtime, release, pass, outputs, error }) =>
    JSON.stringify({ runtime, release, pass, outputs, error }),
  );

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const matrix = runMatrix();
  for (const row of matrix.results)
    console.log(
      `${row.pass ? "✓" : "✗"} ${row.runtime} ${row.version}, mediainfo.js ${row.release}: ${row.pass ? "passes" : row.error}`,
    );
  if (process.argv.includes("--check")) {
    const committed = comparable(JSON.parse(fs.readFileSync(MATRIX_FILE, "utf8")));
    const now = comparable(matrix);
    const differ = now.filter((row, index) => row !== committed[index]);
    if (differ.length || now.length !== committed.length) {
      console.error(`✗ ${MATRIX_FILE} differs from this run:\n${differ.join("\n")}`);
      process.exit(1);
    }
    console.log("✓ the committed runtime matrix matches this run");
  } else {
    fs.writeFileSync(MATRIX_FILE, JSON.stringify(matrix, null, 2) + "\n");
    console.log(`wrote ${path.relative(ROOT, MATRIX_FILE)}`);
  }
}
