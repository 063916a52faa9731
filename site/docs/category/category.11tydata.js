// One generated index page per docs category that has its own link, with a card per item.
// The categories come from this build's docs sidebar.
import { categoryCards, linkedCategories } from "../../../eleventy/navigation.js";

export default {
  pagination: {
    data: "sidebars.docsSidebar",
    size: 1,
    alias: "category",
    addAllPagesToCollections: true,
    /** @param {import("../../../eleventy/navigation.js").SidebarItem[]} tree */
    before: (tree) =>
      linkedCategories(tree).map((category) => ({
        ...category,
        cards: categoryCards(/** @type {any} */ (category)),
      })),
  },
};
