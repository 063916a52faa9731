// Which release's types a page's fences are compiled against: an older release's pages
// (site/<version>/…) against that release's package, every other page against the latest's.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiReleases } from "../../api-reference/build/releases.js";

const SITE_DIR = fileURLToPath(new URL("../../../site/", import.meta.url));

/** @typedef {ReturnType<typeof apiReleases>[number] | null} TypesRelease */

/** @type {ReturnType<typeof apiReleases> | undefined} */
let releases;

/**
 * The older release whose sources hold `file` (a path like ./site/0.3.6/docs/intro.md), or null
 * for the latest's.
 * @param {string | undefined} file
 * @returns {TypesRelease}
 */
export function typesReleaseOf(file) {
  if (!file) return null;
  const inSite = path.relative(SITE_DIR, path.resolve(file)).split(path.sep).join("/");
  releases ??= apiReleases();
  return (
    releases.find(
      (release) => !release.isLatest && inSite.startsWith(`${release.prefix.slice(1)}/`),
    ) ?? null
  );
}
