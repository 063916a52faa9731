// Every docs category with a generated index page, for docs/category/category.njk.
import sidebars from "./sidebars.js";

function categories(items) {
  return items.flatMap((item) => (item.type === "category" ? [...(item.href ? [item] : []), ...categories(item.items)] : []));
}

export default function categoryPages() {
  return categories(sidebars().docsSidebar);
}
