// Everything a page's layout shows about where the page sits, computed once per page from the
// config and the sidebars (in the spirit of Starlight's route data): the navbar with its current
// item, the sidebar with its current item and open categories, breadcrumbs, previous/next, the
// page's addresses (canonical, Markdown twin), its actions, the edit link and the page options.
// Templates render this and decide nothing.
import { annotateSidebar, breadcrumbs, findTrail, firstLink, pagination } from "./navigation.js";
import { isRoute, twinUrl } from "../contract/index.js";
import { isVersionedPath } from "./release-routes.js";

/** @typedef {import("./navigation.js").SidebarItem} SidebarItem */
/** @typedef {{ label: string, href: string, isActive: boolean, isExternal?: boolean }} NavLink */
/** @typedef {ReturnType<typeof import("./release-routes.js").releaseRoute>} ReleaseRoute */

/**
 * The navbar for the page at `url`: links on the left, items on the right (search and the colour
 * switch are the layout's fixed parts), and what the mobile panel lists. Items marked `mobileOnly`
 * show only in the panel.
 * @param {any} site @param {Record<string, SidebarItem[]>} sidebars @param {string} url
 * @param {ReleaseRoute | null} [release] the page's release, when it has one
 */
export function navbarData(site, sidebars, url, release = null) {
  const items = site.navbar.items.map((/** @type {any} */ item) =>
    navbarItem(item, site, sidebars, url, release),
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
 * On an older release's page, links into versioned sections stay in that release.
 * @param {any} item @param {any} site @param {Record<string, SidebarItem[]>} sidebars
 * @param {string} url @param {ReleaseRoute | null} release */
function navbarItem(item, site, sidebars, url, release) {
  switch (item.type) {
    case "docSidebar": {
      const tree = sidebars[item.sidebarId];
      return { ...item, href: firstLink(tree), isActive: findTrail(tree, url).length > 0 };
    }
    case "link": {
      const to = item.to && release ? inRelease(item.to, release.prefix) : item.to;
      return { ...item, href: to ?? item.href, isActive: Boolean(to) && url.startsWith(to) };
    }
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
      // Every release's copy of this page (or its closest page there), the latest first.
      const versions = (release?.versions ?? [])
        .filter((version) => names.includes(version.name))
        .map((version) => ({ ...version, isActive: version.isCurrent }));
      return {
        ...item,
        label: release ? release.label : "Versions",
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

/** `path` in the release at `prefix`, when it is a path into a versioned section.
 * @param {string} path @param {string} prefix */
export const inRelease = (path, prefix) => (isVersionedPath(path) ? `${prefix}${path}` : path);

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
 * @param {{ site: any, sidebars: Record<string, SidebarItem[]>, release?: ReleaseRoute | null }} context
 */
export function routeData(page, { site, sidebars, release = null }) {
  const tree = page.sidebar ? sidebars[page.sidebar] : undefined;
  const navbar = navbarData(site, sidebars, page.url, release);
  // The sidebar is named after the navbar item it belongs to: "Docs sidebar", "API sidebar".
  const section = navbar.panel.find((item) => item.isActive)?.label ?? "Page";
  // An older release's page names the latest's copy as canonical (or its closest page there).
  const isOlder = Boolean(release && !release.isLatest);
  const canonical = new URL(isOlder && release ? release.latest.href : page.url, site.url).href;
  // Pages (not the 404 page, feeds or text files) have a Markdown twin and page actions.
  const twin = isRoute(page.url) ? twinUrl(page.url) : null;
  return {
    locale: site.i18n.locales[site.i18n.defaultLocale],
    navbar,
    canonical,
    isHome: page.url === site.baseUrl,
    // Older releases' pages stay out of search engines: the latest's copy is the one to find.
    noindex: isOlder,
    twin,
    pageActions: twin
      ? {
          twin,
          report: reportIssueUrl(site.repoUrl, page.title ?? "", new URL(page.url, site.url).href),
        }
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
