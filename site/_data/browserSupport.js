// First browser releases that run the installed mediainfo.js: the WebAssembly features its module
// needs are found by decoding the whole binary (scripts/facts/wasm-features.js), and the versions
// come from @mdn/browser-compat-data at build time (scripts/facts/browser-support.js), not from
// memory. Decoding the 2.5 MB module takes 0.1 to 0.3 s: once per process, not on disk.
import fs from "node:fs";
import { createRequire } from "node:module";
import { browserTable } from "../../scripts/facts/browser-support.js";
import { wasmUsage } from "../../scripts/facts/wasm-features.js";
import { keptUntilChanged } from "../../eleventy/kept-until-changed.js";

const require = createRequire(import.meta.url);

/** @param {string} wasm */
function decode(wasm) {
  const { features, operators } = wasmUsage(fs.readFileSync(wasm));
  return { ...browserTable(features), operators };
}

// Decoded again only when the module changes (an upgrade), not on every dev-loop rebuild.
export default keptUntilChanged(() => {
  const wasm = require.resolve("mediainfo.js/MediaInfoModule.wasm");
  return { value: decode(wasm), files: [wasm] };
});
