// Adds each page's route data (route-data.js) to the data cascade as the computed `route`, from the
// checked site config that .eleventy.js hands over: layouts render it and decide nothing.
import { routeData } from "./route-data.js";
import { buildSidebars, checkPageDocsUsage } from "./sidebars.js";

/** @param {any} eleventyConfig @param {{ site: any }} options */
export default function pageDataPlugin(eleventyConfig, { site }) {
  // Config and sidebars come from here, not through the data cascade: Eleventy first calls computed
  // data with placeholder values to learn which keys it reads.
  eleventyConfig.addGlobalData("eleventyComputed.route", () => route);

  /** @param {any} data */
  function route(data) {
    // Read first: the placeholder pass records these reads to order computed data (editPath is
    // computed too).
    const {
      sidebar,
      noPagination,
      noEditLink,
      editPath,
      inheritedMembers,
      fieldFilter,
      fieldIndexLink,
      searchScope,
      heading,
      title,
    } = data;
    const url = data.page?.url;
    if (typeof url !== "string" || url === "") return null;
    const sidebars = buildSidebars(site.docs.path);
    checkPageDocsUsage({
      inputPath: data.page.inputPath,
      url,
      layout: data.layout,
      sidebarId: data.sidebar,
      sidebars,
      categoryIndex: Boolean(data.categoryIndex),
    });
    return routeData(
      {
        url,
        title: heading || title,
        sidebar,
        noPagination,
        noEditLink,
        editPath,
        inheritedMembers,
        fieldFilter,
        fieldIndexLink,
        searchScope,
      },
      { site, sidebars },
    );
  }
}
