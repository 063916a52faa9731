// npm scripts run on the machine's Node.js, the one package.json's engines promise: nothing in
// the install puts a `node` binary on an npm script's PATH, where it would come first and
// silently replace it. Only the tests that need Node.js 22 call it, by path (scripts/tools.js).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";

const ROOT = process.cwd();

/** The machine's `node`: the first on PATH once the node_modules folders npm prepends are left out. */
function machineNode(): string {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (!dir || dir.split(path.sep).includes("node_modules")) continue;
    const candidate = path.join(dir, "node");
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here: try the next folder
    }
  }
  throw new Error("no node on PATH");
}

const version = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();

test("no package in the root lockfile installs a node command", () => {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, "package-lock.json"), "utf8"));
  const withNode = Object.entries<{ bin?: Record<string, string> }>(lock.packages)
    .filter(([name, entry]) => name === "node_modules/node" || (entry.bin && "node" in entry.bin))
    .map(([name]) => name);
  assert.equal(withNode, []);
});

test("no node_modules/.bin/node is on the PATH npm gives scripts", () => {
  // npm prepends node_modules/.bin of the project folder and of every folder above it.
  const found: string[] = [];
  for (let dir = ROOT; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "node_modules/.bin/node"))) found.push(dir);
    if (path.dirname(dir) === dir) break;
  }
  assert.equal(found, []);
});

test("node -v inside an npm script, and inside this test run, is the machine's Node.js", () => {
  const machine = version(machineNode(), ["-v"]);
  assert.is(version("npm", ["exec", "--call", "node -v"]), machine);
  assert.is(process.version, machine);
});

test.run();
