// First browser releases that run the installed mediainfo.js: the WebAssembly features its module
// needs are read from the binary (eleventy/wasm-features.js), and the versions come from
// @mdn/browser-compat-data at build time, not from memory.
import fs from "node:fs";
import { createRequire } from "node:module";
import bcd from "@mdn/browser-compat-data" with { type: "json" };
import { wasmFeatures } from "../../eleventy/wasm-features.js";

const require = createRequire(import.meta.url);

const BROWSERS = [
  ["chrome", "Chrome"],
  ["edge", "Edge"],
  ["firefox", "Firefox"],
  ["safari", "Safari"],
  ["opera", "Opera"],
  ["chrome_android", "Chrome for Android"],
  ["safari_ios", "Safari on iOS"],
];
/** How the page names each feature the module may need. */
const FEATURE_NAMES = {
  typedFunctionReferences: "typed function references",
  "garbage-collection": "garbage collection",
  "fixed-width-SIMD": "fixed-width SIMD",
  "reference-types": "reference types",
  "exception-handling": "exception handling",
  exceptionsFinal: "exception references (exnref)",
};

/**
 * The later of two `version_added` values; null when either browser lacks the feature.
 * @param {string | null} a
 * @param {string | null} b
 */
export function later(a, b) {
  if (!a || !b) return null;
  return parseFloat(b.replace("≤", "")) > parseFloat(a.replace("≤", "")) ? b : a;
}

export default function browserSupport() {
  const features = wasmFeatures(fs.readFileSync(require.resolve("mediainfo.js/MediaInfoModule.wasm")));
  // A module that needs nothing beyond WebAssembly 1.0 runs wherever the WebAssembly API does.
  /** @type {Record<string, any>[]} */
  const supports = (features.length > 0 ? features : ["api"]).map((feature) => /** @type {any} */ (bcd.webassembly)[feature].__compat?.support ?? {});
  const browsers = BROWSERS.map(([key, name]) => {
    const versions = supports.map((support) => [support[key]].flat()[0]?.version_added || null);
    return { key, name, version: versions.reduce(later) };
  });
  const names = features.map((key) => /** @type {Record<string, string>} */ (FEATURE_NAMES)[key] ?? key);
  const feature = names.length > 0 ? `WebAssembly ${names.join(", ")}` : "WebAssembly";
  return { feature, features, bcdVersion: bcd.__meta.version, browsers };
}
