// The Installation page's browser table: for the WebAssembly features a module needs, the first
// release of each browser that has all of them, from @mdn/browser-compat-data.
import bcd from "@mdn/browser-compat-data" with { type: "json" };

const BROWSERS = [
  ["chrome", "Chrome"],
  ["edge", "Edge"],
  ["firefox", "Firefox"],
  ["safari", "Safari"],
  ["opera", "Opera"],
  ["chrome_android", "Chrome for Android"],
  ["safari_ios", "Safari on iOS"],
];
/** How the page names each feature a module may need. */
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
 * @param {string | null} a @param {string | null} b
 */
export function later(a, b) {
  if (!a || !b) return null;
  return parseFloat(b.replace("≤", "")) > parseFloat(a.replace("≤", "")) ? b : a;
}

/**
 * @param {string[]} features keys of bcd.webassembly, as scripts/facts/wasm-features.js names them
 */
export function browserTable(features) {
  // A module that needs nothing beyond WebAssembly 1.0 runs wherever the WebAssembly API does.
  /** @type {Record<string, any>[]} */
  const supports = (features.length > 0 ? features : ["api"]).map(
    (feature) => /** @type {any} */ (bcd.webassembly)[feature].__compat?.support ?? {},
  );
  const browsers = BROWSERS.map(([key, name]) => {
    const versions = supports.map((support) => [support[key]].flat()[0]?.version_added || null);
    return { key, name, version: versions.reduce(later) };
  });
  const names = features.map(
    (key) => /** @type {Record<string, string>} */ (FEATURE_NAMES)[key] ?? key,
  );
  const feature = names.length > 0 ? `WebAssembly ${names.join(", ")}` : "WebAssembly";
  return { feature, features, bcdVersion: bcd.__meta.version, browsers };
}
