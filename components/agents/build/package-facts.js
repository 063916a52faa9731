// What the agents' index and skill state about a release's own package, read from the installed
// package itself: a fact the index states but the package no longer shows stops the build.
import fs from "node:fs";
import path from "node:path";

/** The WebAssembly file every release ships, and the export naming it. */
export const WASM_FILE = "MediaInfoModule.wasm";
/** The error an instance gives for a second analysis started before the first settled. */
export const BUSY_MESSAGE = "cannot start a new analysis while another is in progress";

/**
 * @typedef {{ version: string, wasmBytes: number, wasmExport: string, defaultFormat: string }} PackageFacts
 */

/**
 * The facts of the package installed in `packageDir`, checked: its version, the size of its
 * WebAssembly file, the export that names that file, the busy message and the default format.
 * @param {string} packageDir @param {string} version the release the caller documents
 * @returns {PackageFacts}
 */
export function packageFacts(packageDir, version) {
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8"));
  const problems = [];
  if (manifest.version !== version) problems.push(`is ${manifest.version}, not ${version}`);
  const wasmExport = `./${WASM_FILE}`;
  if (manifest.exports?.[wasmExport] !== `./dist/${WASM_FILE}`)
    problems.push(`does not export ${wasmExport} as ./dist/${WASM_FILE}`);
  const wasm = path.join(packageDir, "dist", WASM_FILE);
  const wasmBytes = fs.existsSync(wasm) ? fs.statSync(wasm).size : 0;
  if (!wasmBytes) problems.push(`has no dist/${WASM_FILE}`);
  const code = fs.readFileSync(path.join(packageDir, "dist", "esm", "MediaInfo.js"), "utf8");
  if (!code.includes(BUSY_MESSAGE)) problems.push(`no longer says "${BUSY_MESSAGE}"`);
  const defaultFormat = code.match(/format:\s*['"](\w+)['"]/)?.[1] ?? "";
  if (!defaultFormat) problems.push("states no default format");
  if (problems.length > 0)
    throw new Error(`${packageDir}: the package ${problems.join("; ")} (components/agents)`);
  return { version, wasmBytes, wasmExport: `${manifest.name}/${WASM_FILE}`, defaultFormat };
}
