// How an address maps onto the site's clean routes (`/docs/intro/`). One rule set for the preview
// server, the client router, the 404 page's redirect and search results; each caller adds only
// what its place needs (the server checks that the route exists, the 404 page asks /routes.json).

/** The one page whose `.html` address is its real address: hosts serve it for unknown paths. */
export const NOT_FOUND_PATH = "/404.html";

/**
 * The clean route `pathname` stands for: `/x/index.html` → `/x/`, `/x.html` → `/x/`, and (unless
 * `extensionless` is false) `/x` → `/x/`. Anything else, such as `/404.html`, `/x/` or a file like
 * `/x.md`, `/llms.txt` or `/feed.atom`, comes back unchanged.
 * @param {string} pathname
 * @param {{ extensionless?: boolean }} [options] false where a path without a dot may be a file
 * @returns {string}
 */
export function cleanPath(pathname, { extensionless = true } = {}) {
  if (pathname === NOT_FOUND_PATH) return pathname;
  if (pathname.endsWith("/index.html")) return pathname.slice(0, -"index.html".length);
  if (pathname.endsWith(".html")) return pathname.slice(0, -".html".length) + "/";
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (extensionless && last !== "" && !last.includes(".")) return pathname + "/";
  return pathname;
}

/**
 * `cleanPath` for an address that may carry a query and a fragment (`/x/index.html#a` → `/x/#a`).
 * @param {string} url a path, optionally followed by `?query` and/or `#fragment`
 * @param {{ extensionless?: boolean }} [options]
 * @returns {string}
 */
export function cleanUrl(url, options) {
  const cut = url.search(/[?#]/);
  const [path, rest] = cut === -1 ? [url, ""] : [url.slice(0, cut), url.slice(cut)];
  return cleanPath(path, options) + rest;
}
