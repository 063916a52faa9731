// What every page under a URL prefix shares: its sidebar, page kind, search scope (Pagefind's
// `scope` filter), the section its title names, and where its sources live (which gives them an
// edit link, a last-updated date and a doc id). Front matter states only what is particular to a page.

/** @typedef {{ prefix: string, sidebar?: string, pageKind?: string, searchScope?: string, titleSection?: string, sources?: string }} Section */

const API = { sidebar: "api", pageKind: "api", titleSection: "API" };

/** Longest prefix first: a URL belongs to the first section whose prefix it starts with. */
export const SECTIONS = /** @type {Section[]} */ ([
  { prefix: "/api/changelog/", ...API, searchScope: "Changelog" },
  { prefix: "/api/", ...API, searchScope: "API" },
  {
    prefix: "/docs/",
    sidebar: "docsSidebar",
    pageKind: "doc",
    searchScope: "Guides",
    sources: "./site/docs/",
  },
]);

/** The section of the page at `url` (an empty one for pages outside every section). */
export const sectionOf = (/** @type {string} */ url) =>
  SECTIONS.find((section) => url.startsWith(section.prefix)) ?? /** @type {Section} */ ({});
