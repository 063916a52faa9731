// The documented mediainfo.js releases, read from the checked config (`docs.versions`): the latest
// is the installed `mediainfo.js` package at the site's own routes; every older one is the npm
// alias `mediainfo.js-<version>` with its pages under `/<version>/`. Plain ESM, so a part's build
// half asks here as Eleventy does (no `node:`: the package folder is a URL beside this file).

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
        packageDir: decodeURIComponent(
          new URL(`../node_modules/${packageName}`, import.meta.url).pathname,
        ),
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
