// Each page's route data (eleventy/route-data.js): computed once here, rendered by the layouts.
// Config and sidebars come from their modules, not through the data cascade's placeholder pass.
import { routeData } from "../../eleventy/route-data.js";
import { checkPageDocsUsage } from "../../eleventy/check-site-config.js";
import site from "./site.js";
import sidebars from "./sidebars.js";

export default {
  route(data) {
    // Read first: Eleventy's placeholder pass records these reads to order computed data (editPath
    // is computed too), and that pass stops at the check below.
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
    const context = { site, sidebars: sidebars() };
    checkPageDocsUsage({
      inputPath: data.page.inputPath,
      url,
      layout: data.layout,
      sidebarId: data.sidebar,
      sidebars: context.sidebars,
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
      context,
    );
  },
};
