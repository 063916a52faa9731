// How an address maps onto the site's clean routes (`/docs/intro/`). One rule set for the preview
// server, the client router, the 404 page's redirect and search results; each caller adds only
// what its place needs (the server checks that the route exists, the 404 page asks /routes.json).

/** The one page whose `.html` address is its real address: hosts serve it for unknown paths. */
export const NOT_FOUND_PATH = "/404.html";

/** The 404 page's page kind (the router leaves that page's links to load in full). */
export const NOT_FOUND_PAGE_KIND = "not-found";

/** The page listing every field of every track type (site/api-fields.njk). */
export const FIELD_INDEX_URL = "/api/fields/";
/** The page of what changed in the API and the fields between releases (site/api-changes.njk). */
export const API_CHANGES_URL = "/api/changes/";

/** A page route (every route ends with `/`; the 404 page, feeds and text files do not). @param {unknown} url */
export const isRoute = (url) => typeof url === "string" && url.endsWith("/");

/** `/docs/intro/` → `/docs/intro/index.html.md`: a page's Markdown twin, the llms.txt proposal's name for a URL ending in `/`. */
export const twinUrl = (/** @type {string} */ url) => `${url}index.html.md`;

/**
 * `/x/index.html` → `/x/` and `/x.html` → `/x/`, except `/404.html`; any other path, such as
 * `/x`, `/x/` or a file like `/x.md`, `/llms.txt` or `/feed.atom`, comes back unchanged. The
 * router uses this alone: it cannot tell a file without a dot from a page, so it loads those in full.
 * @param {string} pathname
 * @returns {string}
 */
export function cleanHtmlPath(pathname) {
  return pathname === NOT_FOUND_PATH ? pathname : pathname.replace(/(\/index)?\.html$/, "/");
}

/**
 * The clean route `pathname` stands for: `cleanHtmlPath`, and also `/x` → `/x/` when the last
 * segment has no dot. Files (`/x.md`, `/x/index.html.md`, `/sitemap.xml`) come back unchanged.
 * @param {string} pathname
 * @returns {string}
 */
export function cleanPath(pathname) {
  const page = cleanHtmlPath(pathname);
  return page === pathname && /\/[^/.]+$/.test(pathname) ? pathname + "/" : page;
}

/**
 * `cleanPath` for an address that may carry a query and a fragment (`/x/index.html#a` → `/x/#a`).
 * @param {string} url a path, optionally followed by `?query` and/or `#fragment`
 * @returns {string}
 */
export function cleanUrl(url) {
  const cut = url.search(/[?#]/);
  const [path, rest] = cut === -1 ? [url, ""] : [url.slice(0, cut), url.slice(cut)];
  return cleanPath(path) + rest;
}
