// Everything a page's layout shows about where the page sits, computed once per page from the
// config and the sidebars (in the spirit of Starlight's route data): the navbar with its current
// item, the sidebar with its current item and open categories, breadcrumbs, previous/next, the
// page's addresses (canonical, Markdown twin), its actions, the edit link and the page options.
// Templates render this and decide nothing.
import { annotateSidebar, breadcrumbs, findTrail, firstLink, pagination } from "./navigation.js";
import { isRoute, twinUrl } from "../contract/index.js";

/** @typedef {import("./navigation.js").SidebarItem} SidebarItem */
/** @typedef {{ label: string, href: string, isActive: boolean, isExternal?: boolean }} NavLink */

/**
 * The navbar for the page at `url`: links on the left, items on the right (search and the colour
 * switch are the layout's fixed parts), and what the mobile panel lists. Items marked `mobileOnly`
 * show only in the panel.
 * @param {any} site @param {Record<string, SidebarItem[]>} sidebars @param {string} url
 */
export function navbarData(site, sidebars, url) {
  const items = site.navbar.items.map((/** @type {any} */ item) =>
    navbarItem(item, site, sidebars, url),
  );
  const desktop = items.filter((item) => !item.mobileOnly);
  return {
    left: desktop.filter((item) => item.position === "left"),
    right: desktop.filter((item) => item.position === "right"),
    panel: items,
    colorSwitch: !site.colorMode.disableSwitch,
    hideOnScroll: site.navbar.hideOnScroll,
  };
}

/** One configured navbar item with what rendering needs: its link and whether it is current.
 * @param {any} item @param {any} site @param {Record<string, SidebarItem[]>} sidebars
 * @param {string} url */
function navbarItem(item, site, sidebars, url) {
  switch (item.type) {
    case "docSidebar": {
      const tree = sidebars[item.sidebarId];
      return { ...item, href: firstLink(tree), isActive: findTrail(tree, url).length > 0 };
    }
    case "link":
      return {
        ...item,
        href: item.to ?? item.href,
        isActive: Boolean(item.to) && url.startsWith(item.to),
      };
    case "localeDropdown": {
      const locales = Object.values(site.i18n.locales).map((/** @type {any} */ locale) => ({
        ...locale,
        href: url,
      }));
      return { ...item, label: "Languages", locales };
    }
    case "docsVersionDropdown": {
      const names =
        item.versions ?? site.docs.versions.map((/** @type {any} */ version) => version.name);
      // The latest release (`isLast`) comes first.
      const versions = site.docs.versions
        .filter((/** @type {any} */ version) => names.includes(version.name))
        .toSorted(
          (/** @type {any} */ a, /** @type {any} */ b) => Number(b.isLast) - Number(a.isLast),
        )
        .map((/** @type {any} */ version) => ({
          name: version.name,
          label: version.label,
          href: `${version.path}/${version.mainDocId}/`,
        }));
      return {
        ...item,
        versions,
        preference: {
          storageKey: site.docs.preferredVersionKey,
          versions: site.docs.versions.map((/** @type {any} */ version) => version.name),
        },
      };
    }
    default:
      return item;
  }
}

/** A new-issue link on the library's repository, with the page's title and address filled in.
 * @param {string} repoUrl @param {string} title @param {string} pageUrl */
function reportIssueUrl(repoUrl, title, pageUrl) {
  const query = new URLSearchParams({
    title: `Docs: ${title}`,
    body: `Page: ${pageUrl}\n\nWhat is wrong or missing:\n`,
  });
  return `${repoUrl}/issues/new?${query}`;
}

/**
 * The page data of one page.
 * @param {{ url: string, title?: string, sidebar?: string, noPagination?: boolean, noEditLink?: boolean, editPath?: string | null, inheritedMembers?: boolean, fieldFilter?: boolean, fieldIndexLink?: boolean, searchScope?: string }} page
 * @param {{ site: any, sidebars: Record<string, SidebarItem[]> }} context
 */
export function routeData(page, { site, sidebars }) {
  const tree = page.sidebar ? sidebars[page.sidebar] : undefined;
  const navbar = navbarData(site, sidebars, page.url);
  // The sidebar is named after the navbar item it belongs to: "Docs sidebar", "API sidebar".
  const section = navbar.panel.find((item) => item.isActive)?.label ?? "Page";
  const canonical = new URL(page.url, site.url).href;
  // Pages (not the 404 page, feeds or text files) have a Markdown twin and page actions.
  const twin = isRoute(page.url) ? twinUrl(page.url) : null;
  return {
    locale: site.i18n.locales[site.i18n.defaultLocale],
    navbar,
    canonical,
    isHome: page.url === site.baseUrl,
    twin,
    pageActions: twin
      ? { twin, report: reportIssueUrl(site.repoUrl, page.title ?? "", canonical) }
      : null,
    sidebar: tree
      ? {
          id: page.sidebar,
          label: `${section} sidebar`,
          hideable: site.docs.sidebarHideable,
          items: annotateSidebar(tree, page.url),
        }
      : null,
    breadcrumbs: tree ? breadcrumbs(tree, page.url) : [],
    pagination:
      tree && !page.noPagination ? pagination(tree, page.url) : { previous: null, next: null },
    editUrl: page.editPath && !page.noEditLink ? site.editUrl + page.editPath : null,
    // The search scope the page belongs to (Pagefind's `scope` filter), if any.
    searchScope: page.searchScope ?? null,
    pageOptions: {
      hideInherited: Boolean(page.inheritedMembers),
      fieldFilter: Boolean(page.fieldFilter),
      fieldIndexLink: Boolean(page.fieldIndexLink),
    },
  };
}
