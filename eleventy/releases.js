// The documented mediainfo.js releases, read from the checked config (`docs.versions`): the latest
// is the installed `mediainfo.js` package at the site's own routes; every older one is the npm
// alias `mediainfo.js-<version>` with its pages under `/<version>/`. Everything that builds a
// release's pages, API reference, demo engine or search scope asks here.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * @typedef {{ version: string, label: string, isLatest: boolean, mediaInfoLib: string,
 *   packageName: string, packageDir: string, prefix: string, docsPath: string, mainDocId: string }} Release
 */

/** The site config the build checked (.eleventy.js and scripts hand it over). @type {any} */
let checked = null;

/** Makes `site`, the checked config, the one `checkedSiteConfig()` gives. @param {any} site */
export function useCheckedSiteConfig(site) {
  checked = site;
}

/** The checked site config handed over by the build; throws when none was. */
export function checkedSiteConfig() {
  if (!checked)
    throw new Error("no checked site config: pass one, or call useCheckedSiteConfig first");
  return checked;
}

/** The npm package a release is installed as. @param {string} version @param {boolean} isLatest */
export const packageNameOf = (version, isLatest) =>
  isLatest ? "mediainfo.js" : `mediainfo.js-${version}`;

/**
 * Every documented release, the latest first.
 * @param {{ docs: { versions: { name: string, label: string, isLast?: boolean, path: string, mainDocId: string, mediaInfoLib: string }[] } }} site
 * @returns {Release[]}
 */
export function documentedReleases(site) {
  return [...site.docs.versions]
    .map((entry) => {
      const isLatest = Boolean(entry.isLast);
      const packageName = packageNameOf(entry.name, isLatest);
      return {
        version: entry.name,
        label: entry.label,
        isLatest,
        mediaInfoLib: entry.mediaInfoLib,
        packageName,
        packageDir: path.join(ROOT, "node_modules", packageName),
        prefix: isLatest ? "" : `/${entry.name}`,
        docsPath: entry.path,
        mainDocId: entry.mainDocId,
      };
    })
    .sort((a, b) => Number(b.isLatest) - Number(a.isLatest));
}

/** The latest documented release. @param {Parameters<typeof documentedReleases>[0]} site */
export const latestRelease = (site) => documentedReleases(site)[0];

/**
 * The release whose pages `url` belongs to: an older one when the URL starts with its prefix.
 * @param {Release[]} releases @param {string} url
 */
export const releaseOfUrl = (releases, url) =>
  releases.find((release) => release.prefix && url.startsWith(`${release.prefix}/`)) ??
  releases.find((release) => release.isLatest) ??
  releases[0];

/** The version the package in `packageDir` states, or null when it is not installed. @param {string} packageDir */
export function installedVersionOf(packageDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8")).version;
  } catch {
    return null;
  }
}

/**
 * What is wrong with the documented releases on this machine, one line each naming the config
 * item: a release whose package is not installed at its version, an older release without its
 * pages' folder or frozen facts, or not exactly one latest.
 * @param {Parameters<typeof documentedReleases>[0]} site
 */
export function releaseProblems(site) {
  const problems = [];
  const latest = site.docs.versions.filter((entry) => entry.isLast);
  if (latest.length !== 1)
    problems.push(`docs.versions: ${latest.length} entries have isLast; exactly one must`);
  documentedReleases(site).forEach((release) => {
    const item = `docs.versions[${site.docs.versions.findIndex((entry) => entry.name === release.version)}]`;
    const installed = installedVersionOf(release.packageDir);
    if (installed !== release.version)
      problems.push(
        `${item}: ${release.packageName} is ${installed ? `${installed}, not ${release.version}` : "not installed"} (package.json: "${release.packageName}": "${release.isLatest ? release.version : `npm:mediainfo.js@${release.version}`}", then npm install)`,
      );
    if (release.isLatest) return;
    for (const needed of ["docs", "facts.json", `${release.version}.11tydata.js`]) {
      if (!fs.existsSync(path.join(ROOT, "site", release.version, needed)))
        problems.push(
          `${item}: site/${release.version}/${needed} is missing (an older release's pages and frozen facts)`,
        );
    }
  });
  return problems;
}
