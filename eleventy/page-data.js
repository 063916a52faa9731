// Adds each page's route data to the data cascade as the computed `route`, from the checked site
// config that .eleventy.js hands over and the page's section (sections.js): layouts render it and
// decide nothing.
import { routeData } from "./route-data.js";
import { sectionOf } from "./sections.js";
import { buildSidebars, checkPageDocsUsage } from "./sidebars.js";
import { lastUpdatedOf } from "./git-dates.js";
import { pageTitle } from "./filters.js";
import { documentedReleases } from "./releases.js";
import { releaseRoute } from "./release-routes.js";

/** @param {any} eleventyConfig @param {{ site: any }} options */
export default function pageDataPlugin(eleventyConfig, { site }) {
  // Config and sidebars come from here, not through the data cascade: Eleventy first calls computed
  // data with placeholder values to learn which keys it reads.
  eleventyConfig.addGlobalData("eleventyComputed.route", () => route);

  /** @param {any} data */
  function route(data) {
    // Read first: the placeholder pass records these reads to order computed data.
    const { noPagination, noEditLink, inheritedMembers, fieldFilter, fieldIndexLink } = data;
    const { heading, title, description, pageKind, categoryIndex } = data;
    const url = data.page?.url;
    if (typeof url !== "string" || url === "") return null;
    const releases = documentedReleases(site);
    const release = releaseRoute(url, releases, (entry) =>
      buildSidebars(site.docs.path, entry.prefix),
    );
    // An older release's pages are the latest's routes under its prefix, from its own folders.
    const section = sectionOf(release.local);
    const sources = section.sources?.replace("./site/", `./site${release.prefix}/`);
    const inputPath = data.page.inputPath;
    // Generated pages (category indexes) have no source of their own to edit or date.
    const source = sources && !categoryIndex ? inputPath : null;
    const sidebars = buildSidebars(site.docs.path, release.prefix);
    checkPageDocsUsage({
      inputPath,
      url,
      layout: data.layout,
      sidebarId: section.sidebar,
      sidebars,
      categoryIndex: Boolean(categoryIndex),
    });
    const page = {
      url,
      title: heading || title,
      sidebar: section.sidebar,
      noPagination,
      noEditLink,
      editPath: source?.replace(/^\.\/site\//, ""),
      inheritedMembers,
      fieldFilter,
      fieldIndexLink,
      searchScope: section.searchScope,
    };
    return {
      ...routeData(page, { site, sidebars, release }),
      release,
      pageKind: section.pageKind ?? pageKind ?? "page",
      docId: sources ? inputPath.replace(sources, "").replace(/\.md$/, "") : null,
      lastUpdated: source ? lastUpdatedOf(source) : null,
      title: pageTitle(title, site.title, section.titleSection),
      description: description || null,
    };
  }
}
