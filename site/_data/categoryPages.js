// Every docs category with a generated index page, with its cards, for docs/category/category.njk.
import sidebars from "./sidebars.js";
import { categoryCards } from "../../eleventy/navigation.js";

/**
 * @param {import("../../eleventy/navigation.js").SidebarItem[]} items
 * @returns {import("../../eleventy/navigation.js").CategoryItem[]}
 */
function categories(items) {
  return items.flatMap((item) => (item.type === "category" ? [...(item.href ? [item] : []), ...categories(item.items)] : []));
}

export default function categoryPages() {
  return categories(sidebars().docsSidebar).map((category) => ({ ...category, cards: categoryCards(category) }));
}
