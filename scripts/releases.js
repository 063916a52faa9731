// `npm run releases [-- --check]`: asks the npm registry which mediainfo.js releases are newer than
// the installed (documented) one and writes site/_data/newerReleases.json: each one's publish date
// and declared engines from the registry, beside the facts checked by hand (Node.js 20, CSP), which
// this script keeps as they are and leaves null for a release nobody has checked yet. The build
// reads that file and never asks the registry. --check only reports whether the file is current.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { compareVersions, installedVersion, readReleaseData } from "../eleventy/release-notice.js";
import { DATA_FILE as RELEASE_DATA_FILE } from "../eleventy/release-data.js";

const DATA_FILE = fileURLToPath(RELEASE_DATA_FILE);

export const SOURCES = {
  "version, registry":
    "the npm registry: `npm view mediainfo.js versions time` and `npm view mediainfo.js@<version> engines`, by scripts/releases.js",
  checked: "by hand against the published package, as each `how` says; kept by scripts/releases.js",
};

/** Runs `npm view … --json` and parses it. @param {string[]} args */
function npmView(args) {
  const out = execFileSync("npm", ["view", ...args, "--json"], { encoding: "utf8" });
  return JSON.parse(out);
}

/**
 * What the registry says: every version with its publish time, and the engines of each version
 * newer than `documented` (plus the documented one).
 * @param {string} documented
 */
function askRegistry(documented) {
  const { versions, time } = npmView(["mediainfo.js", "versions", "time"]);
  const wanted = versions.filter((/** @type {string} */ v) => compareVersions(v, documented) >= 0);
  const engines = Object.fromEntries(
    wanted.map((/** @type {string} */ v) => [v, npmView([`mediainfo.js@${v}`, "engines"]) ?? {}]),
  );
  return { versions: wanted, time, engines };
}

/**
 * The data file's content from the registry's answer and the current file: registry facts are
 * refreshed, hand-checked facts carried over by version (null when a release has none yet).
 * @param {{ versions: string[], time: Record<string, string>, engines: Record<string, object> }} registry
 * @param {import("../eleventy/release-notice.js").ReleaseData | null} current
 * @param {string} documented
 */
export function releaseData(registry, current, documented) {
  const known = new Map(
    [current?.documented, ...(current?.releases ?? [])]
      .filter((entry) => entry?.checked)
      .map((entry) => [entry?.version, entry?.checked]),
  );
  const entry = (/** @type {string} */ version) => ({
    version,
    registry: {
      published: new Date(registry.time[version]).toISOString().slice(0, 10),
      engines: registry.engines[version] ?? {},
    },
    checked: known.get(version) ?? null,
  });
  return {
    $comment:
      "mediainfo.js releases newer than the one this site documents. Never fetched by the build.",
    $sources: SOURCES,
    documented: entry(documented),
    releases: registry.versions
      .filter((version) => compareVersions(version, documented) > 0)
      .sort(compareVersions)
      .map(entry),
  };
}

/** The file's text, formatted as Prettier leaves JSON. @param {object} data */
const serialise = (data) => `${JSON.stringify(data, null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const documented = installedVersion();
  const current = fs.existsSync(DATA_FILE) ? readReleaseData() : null;
  const text = serialise(releaseData(askRegistry(documented), current, documented));
  if (process.argv.includes("--check")) {
    const same = fs.existsSync(DATA_FILE) && fs.readFileSync(DATA_FILE, "utf8") === text;
    console.log(same ? "newerReleases.json is current" : "newerReleases.json is out of date");
    process.exit(same ? 0 : 1);
  }
  fs.writeFileSync(DATA_FILE, text);
  const data = JSON.parse(text);
  const unchecked = data.releases.filter((/** @type {any} */ r) => !r.checked);
  console.log(
    `${data.releases.length} newer release(s) than ${documented} written to ${DATA_FILE}`,
  );
  if (!data.documented.checked || unchecked.length > 0) {
    const names = [
      ...(data.documented.checked ? [] : [documented]),
      ...unchecked.map((/** @type {any} */ r) => r.version),
    ];
    console.log(`Check by hand and fill in "checked" for: ${names.join(", ")}`);
  }
}
