// First browser releases that run the installed mediainfo.js: the WebAssembly features its module
// needs are read from the binary (scripts/facts/wasm-features.js), and the versions come from
// @mdn/browser-compat-data at build time (scripts/facts/browser-support.js), not from memory.
import fs from "node:fs";
import { createRequire } from "node:module";
import { browserTable } from "../../scripts/facts/browser-support.js";
import { wasmFeatures } from "../../scripts/facts/wasm-features.js";

const require = createRequire(import.meta.url);

export default function browserSupport() {
  return browserTable(
    wasmFeatures(fs.readFileSync(require.resolve("mediainfo.js/MediaInfoModule.wasm"))),
  );
}
