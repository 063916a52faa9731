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
