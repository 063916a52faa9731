// Where a page stands among the documented releases: its release, and for every release the same
// page there (or, where that release lacks it, the closest page: its section's first page). The
// version menu, the older-release banner and the canonical link of an older page all read this.
import { findTrail, firstLink } from "./navigation.js";

/** @typedef {import("./releases.js").Release} Release */
/** @typedef {Record<string, import("./navigation.js").SidebarItem[]>} Sidebars */

/** Sections every release has its own copy of; the release history pages are shared. */
const VERSIONED = /^\/(docs|api)\/(?!changelog\/|changes\/)/;

/** Whether `path` (without release prefix) leads into a section each release has a copy of. */
export const isVersionedPath = (/** @type {string} */ path) => VERSIONED.test(path);

/** Pages every release has whether or not a sidebar lists them (the field index and track pages). */
const EVERY_RELEASE = [/^\/api\/fields\//];

/**
 * The page at `local` (a URL without release prefix) in the release at `prefix`, whose sidebars
 * (with prefixed links) are given.
 * @param {string} local @param {Sidebars} sidebars @param {string} prefix
 * @returns {{ local: string, isSamePage: boolean }}
 */
export function counterpartOf(local, sidebars, prefix) {
  const trees = Object.values(sidebars);
  if (EVERY_RELEASE.some((pattern) => pattern.test(local))) return { local, isSamePage: true };
  if (trees.some((tree) => findTrail(tree, `${prefix}${local}`).length > 0))
    return { local, isSamePage: true };
  const tree = local.startsWith("/api/") ? sidebars.api : sidebars.docsSidebar;
  const first = tree ? firstLink(tree) : null;
  return { local: first ? first.slice(prefix.length) : "/", isSamePage: false };
}

/**
 * The release data of the page at `url`.
 * @param {string} url
 * @param {Release[]} releases the latest first
 * @param {(release: Release) => Sidebars} sidebarsOf
 */
export function releaseRoute(url, releases, sidebarsOf) {
  const release =
    releases.find((entry) => entry.prefix && url.startsWith(`${entry.prefix}/`)) ?? releases[0];
  const local = url.slice(release.prefix.length);
  // Only docs and API pages are versioned; every other page (home, demo, history) is shared.
  const isVersioned = isVersionedPath(local);
  const versions = releases.map((entry) => {
    const there =
      entry === release || !isVersioned
        ? { local, isSamePage: true }
        : counterpartOf(local, sidebarsOf(entry), entry.prefix);
    return {
      name: entry.version,
      label: entry.label,
      isLatest: entry.isLatest,
      isCurrent: entry === release,
      href: isVersioned ? `${entry.prefix}${there.local}` : url,
      isSamePage: there.isSamePage,
    };
  });
  return {
    version: release.version,
    label: release.label,
    isLatest: release.isLatest,
    prefix: release.prefix,
    mediaInfoLib: release.mediaInfoLib,
    isVersioned,
    local,
    // Pagefind's release filter: a versioned page belongs to its release, a shared page to every one.
    searchReleases: (isVersioned ? [release] : releases).map((entry) => entry.version),
    latest: versions.find((entry) => entry.isLatest) ?? versions[0],
    versions,
  };
}
