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
/** How the page names each feature eleventy/facts/wasm-vocabulary.js can report. */
export const FEATURE_NAMES = {
  "BigInt-to-i64-integration": "BigInt for i64 values",
  "bulk-memory-operations": "bulk memory operations",
  "exception-handling": "exception handling",
  exceptionsFinal: "exception references (exnref)",
  "extended-constant-expressions": "extended constant expressions",
  "fixed-width-SIMD": "fixed-width SIMD",
  "garbage-collection": "garbage collection",
  memory64: "64-bit memory",
  "multi-value": "multi-value",
  multiMemory: "multiple memories",
  "non-trapping-float-to-int-conversions": "non-trapping float-to-int conversions",
  "reference-types": "reference types",
  "relaxed-SIMD": "relaxed SIMD",
  "sign-extension-operations": "sign-extension operations",
  "tail-calls": "tail calls",
  "threads-and-atomics": "threads and atomics",
  typedFunctionReferences: "typed function references",
};

/** Compares "18.2" with "18", "≤79" with "91", part by part. */
function compareVersions(/** @type {string} */ a, /** @type {string} */ b) {
  const parts = (/** @type {string} */ v) => v.replace("≤", "").split(".").map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1)
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/**
 * The later of two `version_added` values; null when either browser lacks the feature.
 * @param {string | null} a @param {string | null} b
 */
export function later(a, b) {
  if (!a || !b) return null;
  return compareVersions(b, a) > 0 ? b : a;
}

/** The first version of a browser with one feature, or null (absent, behind a flag, preview). */
function firstVersion(/** @type {string} */ feature, /** @type {string} */ browser) {
  const compat = /** @type {any} */ (bcd.webassembly)[feature]?.__compat;
  if (!compat) throw new Error(`@mdn/browser-compat-data has no webassembly.${feature}`);
  const added = [compat.support[browser]].flat()[0]?.version_added;
  return typeof added === "string" && /^≤?\d/.test(added) ? added : null;
}

/**
 * @param {string[]} features keys of bcd.webassembly, as eleventy/facts/wasm-features.js names them
 */
export function browserTable(features) {
  const featureNames = features.map((key) => {
    const name = /** @type {Record<string, string>} */ (FEATURE_NAMES)[key];
    if (!name) throw new Error(`no name for the WebAssembly feature ${key}`);
    return name;
  });
  // A module that needs nothing beyond WebAssembly 1.0 runs wherever the WebAssembly API does.
  const keys = features.length > 0 ? features : ["api"];
  const browsers = BROWSERS.map(([key, name]) => {
    const versions = keys.map((feature) => firstVersion(feature, key));
    const version = versions.reduce(later);
    // The features that hold this browser back to that version, for the table's last column.
    const setBy = version
      ? features.filter((_, i) => versions[i] && compareVersions(versions[i], version) === 0)
      : [];
    return { key, name, version, setBy: setBy.map((f) => featureNames[features.indexOf(f)]) };
  });
  return { features, featureNames, bcdVersion: bcd.__meta.version, browsers };
}
