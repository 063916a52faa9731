// Every documented release's docs categories that have an index page, each with its cards and
// the release's URL prefix: one generated category page per release and category.
import { categoryCards, linkedCategories } from "../../eleventy/navigation.js";
import { documentedReleases } from "../../eleventy/releases.js";
import { buildSidebars } from "../../eleventy/sidebars.js";

/** @param {{ site: any }} data the global data, with the checked config */
export default ({ site }) =>
  documentedReleases(site).flatMap((release) =>
    linkedCategories(buildSidebars(site.docs.path, release.prefix).docsSidebar).map((category) => ({
      ...category,
      releasePrefix: release.prefix,
      cards: categoryCards(/** @type {any} */ (category)),
    })),
  );
