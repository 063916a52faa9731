// Per-page navigation derived from the sidebars, so layouts only render (STYLE.md §1).
import { annotateSidebar, breadcrumbs, pagination } from "../../eleventy/navigation.js";
import { checkPageDocsUsage } from "../../eleventy/check-site-config.js";

export default {
  nav(data) {
    const sidebarId = data.sidebar;
    const url = data.page?.url;
    // Eleventy first calls this with placeholder data to find dependencies: skip that pass.
    if (!sidebarId || typeof url !== "string" || url === "" || !Array.isArray(data.sidebars?.[sidebarId])) return null;
    const tree = data.sidebars[sidebarId];
    checkPageDocsUsage({
      inputPath: data.page.inputPath,
      url,
      layout: data.layout,
      sidebarId,
      sidebars: data.sidebars,
      categoryIndex: Boolean(data.categoryIndex),
    });
    return {
      sidebar: annotateSidebar(tree, url),
      breadcrumbs: breadcrumbs(tree, url),
      pagination: data.noPagination ? { previous: null, next: null } : pagination(tree, url),
    };
  },
};
