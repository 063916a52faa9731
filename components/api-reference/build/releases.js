// The API reference of every documented release: where build-api.js writes it, the URL root of its
// pages, the folder of its field facts (examples, corpus formats, common fields and unit
// corrections, all measured with that release: the latest's in site/_data, an older release's
// frozen in site/<version>/facts), and the TypeDoc options that point TypeDoc at that release's
// package. The TypeDoc theme, the field catalogue and the field index read the release being
// generated or rendered from here.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkedSiteConfig, documentedReleases } from "../../../contract/releases.js";
import { historyAt } from "../../../contract/api-history.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url)).replace(/\/$/, "");
const TYPEDOC_OPTIONS = path.join(ROOT, "typedoc.json");
const TYPEDOC_TSCONFIG = path.join(ROOT, "typedoc.tsconfig.json");
/** Where the per-release TypeDoc options are written (git-ignored). */
const OPTIONS_DIR = path.join(ROOT, ".cache", "api");

/**
 * @typedef {import("../../../contract/releases.js").Release & { apiDir: string, apiRoot: string,
 *   factsDir: string }} ApiRelease
 */

/** @param {import("../../../contract/releases.js").Release} release @returns {ApiRelease} */
export const apiReleaseOf = (release) => ({
  ...release,
  // Relative to the project root, as Eleventy and the build scripts name site files.
  apiDir: path.posix.join("site", release.prefix, "api"),
  apiRoot: `${release.prefix}/api/`,
  factsDir: release.isLatest ? "site/_data" : path.posix.join("site", release.prefix, "facts"),
});

/**
 * Every documented release with its API places, the latest first, from the checked site config
 * (the one the build checked: nothing here imports config/site.js, which would make every save of
 * it a change of Eleventy's own configuration and restart the dev server on another port).
 * @param {Parameters<typeof documentedReleases>[0]} [site]
 * @returns {ApiRelease[]}
 */
export function apiReleases(site = checkedSiteConfig()) {
  return documentedReleases(site).map(apiReleaseOf);
}

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));

/**
 * What a release's pages say about its fields and members: the examples and corpus formats of its
 * own facts folder, and the API history as it stood at that release (an older release's pages
 * never name a later one).
 * @param {ApiRelease} release
 */
export function releaseFacts(release) {
  return {
    /** @type {Record<string, Record<string, { value: string, file: string }>>} */
    examples: readJson(`${release.factsDir}/fieldExamples.json`),
    /** @type {Record<string, Record<string, string[]>>} */
    formats: readJson(`${release.factsDir}/fieldFormats.json`),
    /** @type {{ fields: { field: string, track: string, unit: string | null, what: string }[] }} */
    common: readJson(`${release.factsDir}/fieldCommon.json`),
    /** @type {import("./unit-corrections.js").UnitCorrection[]} */
    corrections: readJson(`${release.factsDir}/fieldUnitCorrections.json`).corrections,
    history: historyAt(readJson("site/_data/apiHistory.json"), release.version),
  };
}

/** The facts files of a release, for caches that must notice a change. @param {ApiRelease} release */
export const factsFilesOf = (release) => [
  `${release.factsDir}/fieldExamples.json`,
  `${release.factsDir}/fieldFormats.json`,
  `${release.factsDir}/fieldCommon.json`,
  `${release.factsDir}/fieldUnitCorrections.json`,
  "site/_data/apiHistory.json",
];

/**
 * typedoc.json's source-link template at the release's own tag: `/blob/v<version>/`.
 * @param {string} template @param {string} version
 */
export function sourceLinkAt(template, version) {
  const tagged = template.replace(/\/blob\/v[^/]+\//, `/blob/v${version}/`);
  if (tagged === template && !template.includes(`/blob/v${version}/`))
    throw new Error(`typedoc.json: sourceLinkTemplate names no /blob/v<version>/ tag: ${template}`);
  return tagged;
}

/**
 * Writes the TypeDoc options for one release (typedoc.json with that release's package as entry
 * point, base path, tsconfig and source tag) and returns their file.
 * @param {ApiRelease} release
 */
export function typedocOptionsFor(release) {
  const base = JSON.parse(fs.readFileSync(TYPEDOC_OPTIONS, "utf8"));
  const sources = path.join(release.packageDir, "src");
  if (!fs.existsSync(path.join(sources, "index.ts")))
    throw new Error(`${release.packageName} is not installed with its sources (${sources})`);
  const dir = path.join(OPTIONS_DIR, release.version);
  fs.mkdirSync(dir, { recursive: true });
  // TypeDoc reads the tsconfig named by typedoc.json before any override applies: each release
  // gets one of its own that includes its package's sources.
  const tsconfig = path.join(dir, "tsconfig.json");
  fs.writeFileSync(
    tsconfig,
    JSON.stringify({ extends: TYPEDOC_TSCONFIG, include: [path.join(sources, "*.ts")] }, null, 2),
  );
  const options = path.join(dir, "typedoc.json");
  fs.writeFileSync(
    options,
    JSON.stringify(
      {
        extends: [TYPEDOC_OPTIONS],
        tsconfig,
        entryPoints: [path.join(sources, "index.ts")],
        basePath: sources,
        sourceLinkTemplate: sourceLinkAt(base.sourceLinkTemplate, release.version),
      },
      null,
      2,
    ),
  );
  return options;
}

/** @type {{ release: ApiRelease, facts: ReturnType<typeof releaseFacts> } | null} */
let current = null;

/**
 * Makes `release` the one whose reference is generated: its URL root, facts and history are what
 * the TypeDoc theme, the sidebar and the field catalogue use until the next call.
 * @param {ApiRelease} release
 */
export function generateFor(release) {
  current = { release, facts: releaseFacts(release) };
  return current;
}

/** The release being generated: the latest until generateFor names another. */
export const generating = () => current ?? generateFor(apiReleases()[0]);
