// First browser releases that run the installed mediainfo.js: the WebAssembly features its module
// needs are found by decoding the whole binary (scripts/facts/wasm-features.js), and the versions
// come from @mdn/browser-compat-data at build time (scripts/facts/browser-support.js), not from
// memory. Decoding the 2.5 MB module takes well under a second (0.1 to 0.3 s), so it is not cached.
import fs from "node:fs";
import { createRequire } from "node:module";
import { browserTable } from "../../scripts/facts/browser-support.js";
import { wasmUsage } from "../../scripts/facts/wasm-features.js";

const require = createRequire(import.meta.url);

export default function browserSupport() {
  const { features, operators } = wasmUsage(
    fs.readFileSync(require.resolve("mediainfo.js/MediaInfoModule.wasm")),
  );
  return { ...browserTable(features), operators };
}
