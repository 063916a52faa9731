// First browser releases that run the installed mediainfo.js: the WebAssembly features its module
// needs are found by decoding the whole binary (eleventy/facts/wasm-features.js), and the versions
// come from @mdn/browser-compat-data at build time (eleventy/facts/browser-support.js), not from
// memory. Decoding the 2.5 MB module takes 0.1 to 0.3 s: once per process, not on disk. With the
// checked config (as Eleventy's global data), `older` gives the same table for each older
// documented release, for the pages that say where the latest differs from it (empty without it).
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { browserTable } from "../../eleventy/facts/browser-support.js";
import { wasmUsage } from "../../eleventy/facts/wasm-features.js";
import { keptUntilChanged } from "../../eleventy/kept-until-changed.js";
import { documentedReleases } from "../../eleventy/releases.js";

const require = createRequire(import.meta.url);

/** @param {string} wasm */
function decode(wasm) {
  const { features, operators } = wasmUsage(fs.readFileSync(wasm));
  return { ...browserTable(features), operators };
}

/** One kept table per module file. @type {Map<string, () => ReturnType<typeof decode>>} */
const tables = new Map();
/** Decoded again only when the module changes (an upgrade), not on every dev-loop rebuild. */
function tableOf(/** @type {string} */ wasm) {
  if (!tables.has(wasm))
    tables.set(
      wasm,
      keptUntilChanged(() => ({ value: decode(wasm), files: [wasm] })),
    );
  return /** @type {() => ReturnType<typeof decode>} */ (tables.get(wasm))();
}

/** @param {{ site?: Parameters<typeof documentedReleases>[0] }} [data] */
export default function browserSupport(data) {
  const latest = tableOf(require.resolve("mediainfo.js/MediaInfoModule.wasm"));
  const older = (data?.site ? documentedReleases(data.site) : [])
    .filter((release) => !release.isLatest)
    .map((release) => {
      const { featureNames, browsers } = tableOf(
        path.join(release.packageDir, "dist/MediaInfoModule.wasm"),
      );
      // What the older module needed that the latest does not, as the pages name it.
      const dropped = featureNames.filter((name) => !latest.featureNames.includes(name));
      return { version: release.version, featureNames, dropped, browsers };
    });
  return { ...latest, older };
}
