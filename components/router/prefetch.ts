// The page cache that navigation and prefetching share, and prefetching itself: hover
// and focus prefetch any page; links that scroll into view prefetch small pages only, within a
// byte budget per page view, using the sizes the build lists in /routes.json.
import { canPrefetch } from "../../contract/prefetch.js";
import { PrefetchBudget } from "./prefetch-rules";
import { routedUrl } from "./link-rules";
import { ROUTES_ATTRIBUTE } from "../../contract/attributes.js";

type RouteSizes = Record<string, { gzipBytes?: number } | undefined>;

const pageCache = new Map<string, Promise<string>>();
let routeSizes: Promise<RouteSizes> | null = null;
let budget = new PrefetchBudget();

const PLAIN_CLICK = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

/** The HTML of the page at `path` (path and query), fetched once and kept. */
export function fetchPage(path: string): Promise<string> {
  const cached = pageCache.get(path);
  if (cached) return cached;
  const request = fetch(path, { headers: { Accept: "text/html" } }).then((response) => {
    if (!response.ok || !(response.headers.get("content-type") ?? "").includes("text/html")) {
      throw new Error(`${path} answered ${response.status}`);
    }
    return response.text();
  });
  pageCache.set(path, request);
  request.catch(() => pageCache.delete(path));
  return request;
}

function isPrefetchAllowed(): boolean {
  return canPrefetch(
    (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })
      .connection,
  );
}

/** Fetches a page once and keeps it, unless the connection is slow or saving data. */
export function prefetch(path: string): void {
  if (!isPrefetchAllowed() || pageCache.has(path)) return;
  fetchPage(path).catch(() => {});
}

/** The route sizes the build wrote, loaded once; without them visible links prefetch nothing. */
function loadRouteSizes(): Promise<RouteSizes> {
  routeSizes ??= (async () => {
    const url = document
      .querySelector(`script[${ROUTES_ATTRIBUTE}]`)
      ?.getAttribute(ROUTES_ATTRIBUTE);
    if (!url) return {};
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as RouteSizes;
  })().catch((error) => {
    console.warn("Visible links will not be prefetched:", error);
    return {};
  });
  return routeSizes;
}

/** The same-origin page a link leads to (path and query), or null. */
function linkTarget(anchor: HTMLAnchorElement): URL | null {
  const url = routedUrl(PLAIN_CLICK, anchor, new URL(location.href));
  return url && url.pathname !== location.pathname ? url : null;
}

/** Prefetches the page of the link under the pointer or focus (any size: the visitor shows intent). */
export function onIntent(event: Event): void {
  const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  const url = anchor ? linkTarget(anchor) : null;
  if (url) prefetch(url.pathname + url.search);
}

/** Starts a page view: a fresh budget, and the links of `scope` watched as they scroll into view. */
export function watchVisibleLinks(scope: HTMLElement): void {
  budget = new PrefetchBudget();
  if (!("IntersectionObserver" in window) || !isPrefetchAllowed()) return;
  const sizes = loadRouteSizes();
  const idle =
    (window as Window & { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ??
    ((cb: () => void) => setTimeout(cb, 200));
  const pageView = budget;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const url = linkTarget(entry.target as HTMLAnchorElement);
      if (!url) continue;
      const path = url.pathname + url.search;
      idle(() => {
        void sizes.then((known) => {
          if (
            pageView === budget &&
            !pageCache.has(path) &&
            budget.take(url.pathname, known[url.pathname]?.gzipBytes)
          )
            prefetch(path);
        });
      });
    }
  });
  for (const anchor of scope.querySelectorAll(
    "main a[href^='/'], .doc-sidebar a[href^='/'], .navbar a[href^='/']",
  ))
    observer.observe(anchor);
}
