// The data every page of an older release shares, for the directory data file in its folder
// (site/<version>/<version>.11tydata.js): its version facts in place of the latest's, its facts
// measured while it was the latest (site/<version>/facts.json, frozen: not re-measured), and its
// own sidebars.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSidebars } from "./sidebars.js";
import { documentedReleases } from "./releases.js";

/**
 * @param {string} dataFileUrl the directory data file's `import.meta.url`
 * @returns {(data: { site: any }) => Record<string, unknown>}
 */
export function olderReleaseData(dataFileUrl) {
  const folder = path.dirname(fileURLToPath(dataFileUrl));
  const version = path.basename(folder);
  const facts = JSON.parse(fs.readFileSync(path.join(folder, "facts.json"), "utf8"));
  return ({ site }) => {
    const release = documentedReleases(site).find((entry) => entry.version === version);
    if (!release || release.isLatest)
      throw new Error(`${folder}: ${version} is not an older release in docs.versions`);
    // Eleventy deep-merges data files and concatenates their arrays (an older page listed both
    // releases' browsers): computed data sets each frozen fact, and the sidebars, outright.
    const sidebars = buildSidebars(site.docs.path, release.prefix);
    const replacing = Object.fromEntries(
      Object.entries({ ...facts, sidebars }).map(([key, value]) => [key, () => value]),
    );
    return {
      eleventyComputed: replacing,
      // Docs and API pages alike: the latest's pages get it from their own folders' data.
      layout: "layouts/doc.njk",
      // Merged into the latest's build facts: only the release's own versions change.
      build: { wrapperVersion: release.version, libraryVersion: release.mediaInfoLib },
    };
  };
}
