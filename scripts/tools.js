// Test- and bench-only tools, installed on demand: each folder in tools/ has a package.json and a
// committed package-lock.json, and is installed with `npm ci` the first time a command needs it, so
// the default `npm install` stays lean. CLI: `node scripts/tools.js <name>…` installs and prints paths.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const TOOLS_DIR = path.resolve(fileURLToPath(new URL("../tools", import.meta.url)));

/** Installs tools/<name> from its lockfile unless the install is current; returns the tool's folder. */
export function ensureTool(name) {
  const dir = path.join(TOOLS_DIR, name);
  const lock = path.join(dir, "package-lock.json");
  if (!fs.existsSync(lock)) throw new Error(`Unknown tool "${name}": ${lock} does not exist`);
  return ensureInstalled(dir, `tools/${name}`);
}

/**
 * Installs the package in `dir` from its lockfile unless the install is current (a tool, or a
 * package of this repository such as packages/mcp-server); returns `dir`.
 * @param {string} dir @param {string} label how messages name it
 */
export function ensureInstalled(dir, label) {
  const lock = path.join(dir, "package-lock.json");
  // npm writes node_modules/.package-lock.json on every install: newer than the lockfile = current.
  const installed = path.join(dir, "node_modules", ".package-lock.json");
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs)
    return dir;
  console.error(`Installing ${label} from its lockfile (first use)…`);
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: dir,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`npm ci in ${label} failed (exit ${result.status})`);
  return dir;
}

/** The Node.js 22 binary, by explicit path: only the tests that run the library outside a browser use it. */
export function node22Path() {
  return path.join(ensureTool("node22"), "node_modules", "node", "bin", "node");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const name of process.argv.slice(2)) console.log(ensureTool(name));
}
