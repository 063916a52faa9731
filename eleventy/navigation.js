// Pure helpers that turn a sidebar tree and the current URL into what layouts render:
// the annotated sidebar, breadcrumbs and previous/next links.
import { isExternal } from "../contract/index.js";

/**
 * @typedef {{ type: "doc", id: string, label: string, href: string, description?: string }} DocItem
 * @typedef {{ type: "link", label: string, href: string, description?: string }} LinkItem
 * @typedef {{ type: "category", label: string, href?: string | null, description?: string, items: SidebarItem[] }} CategoryItem
 * @typedef {DocItem | LinkItem | CategoryItem} SidebarItem
 */

/** Strips the fragment so `/api/#Extra` and `/api/` compare as one page. */
export function pagePath(href) {
  const hash = href.indexOf("#");
  return hash === -1 ? href : href.slice(0, hash);
}

export { isExternal };

/** True when the item (or, for a category, its own page) is the page at `url`. */
function isItemPage(item, url) {
  return Boolean(item.href) && !isExternal(item.href) && item.href === url;
}

/**
 * Every item of a sidebar tree, depth first in reading order, with the categories above it. The
 * one walker of sidebar trees: navigation, config checks, category pages and llms.txt use it.
 * @param {SidebarItem[]} items @param {CategoryItem[]} [ancestors]
 * @returns {Generator<{ item: SidebarItem, ancestors: CategoryItem[] }>}
 */
export function* walkSidebar(items, ancestors = []) {
  for (const item of items) {
    yield { item, ancestors };
    if (item.type === "category") yield* walkSidebar(item.items, [...ancestors, item]);
  }
}

/**
 * The chain of sidebar items from the top down to the page at `url`, or [] when the page is
 * not in the sidebar. Categories without a page stay in the chain (rendered unlinked).
 * @param {SidebarItem[]} items @param {string} url @returns {SidebarItem[]}
 */
export function findTrail(items, url) {
  for (const { item, ancestors } of walkSidebar(items))
    if (isItemPage(item, url)) return [...ancestors, item];
  return [];
}

/**
 * Returns a copy of the sidebar with `isActive` on the current page's item and `isOpen` on
 * every category that holds it (the others start collapsed).
 * @param {SidebarItem[]} items @param {string} url
 */
export function annotateSidebar(items, url) {
  const copy = structuredClone(items);
  const trail = new Set(findTrail(copy, url));
  for (const { item } of walkSidebar(copy)) {
    Object.assign(
      item,
      { isActive: isItemPage(item, url) },
      item.type === "category" && { isOpen: trail.has(item) },
    );
  }
  return copy;
}

/**
 * Breadcrumbs for the page at `url`: each ancestor with its link (if it has a page) and the
 * current page last. The home link is the layout's job.
 * @returns {{ label: string, href: string | null, isCurrent: boolean }[]}
 */
export function breadcrumbs(items, url) {
  const trail = findTrail(items, url);
  return trail.map((item, index) => ({
    label: item.label,
    href: item.href && !isExternal(item.href) ? item.href : null,
    isCurrent: index === trail.length - 1,
  }));
}

/**
 * Every internal page of the sidebar in reading order: a category's own page comes before
 * its items; external links are left out.
 * @param {SidebarItem[]} items
 * @returns {{ label: string, href: string }[]}
 */
export function readingOrder(items) {
  return [...walkSidebar(items)]
    .filter(({ item }) => item.href && !isExternal(item.href))
    .map(({ item }) => ({ label: item.label, href: /** @type {string} */ (item.href) }));
}

/** The first internal page of a sidebar (what a navbar item pointing at it opens), or null. */
export function firstLink(items) {
  return readingOrder(items)[0]?.href ?? null;
}

/** Categories that have their own generated index page, in reading order. @param {SidebarItem[]} items */
export function linkedCategories(items) {
  return [...walkSidebar(items)].flatMap(({ item }) =>
    item.type === "category" && item.href ? [item] : [],
  );
}

/** Previous and next pages around `url` in sidebar order (null at either end). */
export function pagination(items, url) {
  const pages = readingOrder(items).filter(
    (page, index, all) => all.findIndex((other) => other.href === page.href) === index,
  );
  const index = pages.findIndex((page) => page.href === url);
  if (index === -1) return { previous: null, next: null };
  return {
    previous: index > 0 ? pages[index - 1] : null,
    next: index < pages.length - 1 ? pages[index + 1] : null,
  };
}

/**
 * The cards of a generated category index page: one per item, with the icon
 * for its kind (📄️ doc, 🔗 external link, 🗃️ sub-category) and its description.
 * @param {CategoryItem} category
 * @returns {{ icon: string, label: string, href: string, description: string, isExternal: boolean }[]}
 */
export function categoryCards(category) {
  return category.items.map((item) => {
    const external = Boolean(item.href) && isExternal(item.href);
    const isCategory = item.type === "category";
    return {
      icon: external ? "🔗" : isCategory ? "🗃️" : "📄️",
      label: item.label,
      href: item.href ?? readingOrder(isCategory ? item.items : [])[0]?.href ?? "#",
      // a sub-category without a description says how many items it holds
      description:
        item.description ||
        (isCategory ? (item.items.length === 1 ? "1 item" : `${item.items.length} items`) : ""),
      isExternal: external,
    };
  });
}
