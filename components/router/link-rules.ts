// Which link clicks the client router takes; everything else is a normal browser navigation.
import { type ClickLike, navigatesThisTab } from "../runtime/history-entries";
import { NOT_FOUND_PATH, cleanHtmlPath } from "../../contract/routes.js";

/** Paths that always load in full: the demo (its own heavy chunk and worker) and the 404 page. */
const loadsInFull = (path: string) => path.startsWith("/demo/") || path === NOT_FOUND_PATH;

/**
 * The URL the router should load for a click on `anchor`, or null to let the browser handle it
 * (modified or non-primary clicks, other origins, targets, downloads, non-page files, the demo).
 */
export function routedUrl(event: ClickLike, anchor: HTMLAnchorElement, current: URL): URL | null {
  if (event.defaultPrevented || !navigatesThisTab(event, anchor)) return null;
  const href = anchor.getAttribute("href");
  if (!href || href.startsWith("mailto:") || href.startsWith("javascript:")) return null;
  const url = new URL(href, current);
  if (url.origin !== current.origin) return null;
  url.pathname = cleanHtmlPath(url.pathname);
  if (!url.pathname.endsWith("/")) return null; // a file, not a page
  if (loadsInFull(url.pathname) || loadsInFull(current.pathname)) return null;
  return url;
}

/** True when only the fragment differs: scroll, never fetch. */
export function isHashOnlyChange(next: URL, current: URL): boolean {
  return (
    next.pathname === current.pathname &&
    next.search === current.search &&
    next.hash !== current.hash
  );
}
