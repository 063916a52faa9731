// The client router: same-origin page links load by fetching the next page's HTML and swapping
// its page-specific parts, keeping the navbar, footer and the open mobile panel state. Any failure
// falls back to a full load of the target, so nothing is ever lost.
import { canPrefetch, PrefetchBudget } from "./prefetch-rules";
import { isHashOnlyChange, normalisePath, routedUrl } from "./link-rules";
import { ProgressBar } from "./progress";
import { MAIN_SELECTOR, swapHead, swapMain, swapNavbarState } from "./swap";

export type RouterHooks = {
  /** Called with the part about to be removed (unmount its islands). */
  beforeSwap(scope: HTMLElement): void;
  /** Called with the freshly inserted part (mount its islands, enhance its markup). */
  afterSwap(scope: HTMLElement): void;
};

const pageCache = new Map<string, Promise<string>>();
const progress = new ProgressBar();
let inFlight: AbortController | null = null;
/** Path and query of the page on screen: history moves that keep it (hash jumps, the mobile
 * panel's own history entry) must not reload it. */
let shownPath = "";

function fetchPage(path: string, signal?: AbortSignal): Promise<string> {
  const cached = pageCache.get(path);
  if (cached) return cached;
  const request = fetch(path, { signal, headers: { Accept: "text/html" } }).then((response) => {
    if (!response.ok || !(response.headers.get("content-type") ?? "").includes("text/html")) {
      throw new Error(`${path} answered ${response.status}`);
    }
    return response.text();
  });
  pageCache.set(path, request);
  request.catch(() => pageCache.delete(path));
  return request;
}

/** Fetches a page once and keeps it, unless the connection is slow or saving data. */
export function prefetch(path: string): void {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  if (!canPrefetch(connection) || pageCache.has(path)) return;
  fetchPage(path).catch(() => {});
}

function announce(title: string): void {
  let region = document.getElementById("route-announcer");
  if (!region) {
    region = Object.assign(document.createElement("div"), { id: "route-announcer", className: "visually-hidden" });
    region.setAttribute("aria-live", "assertive");
    region.setAttribute("aria-atomic", "true");
    document.body.append(region);
  }
  region.textContent = title;
}

function scrollAndFocus(url: URL, scrollY: number | null): void {
  const id = decodeURIComponent(url.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (scrollY !== null) window.scrollTo(0, scrollY);
  else if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
  const heading = document.querySelector<HTMLElement>(`${MAIN_SELECTOR} h1`) ?? document.querySelector<HTMLElement>("main");
  if (heading) {
    heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }
}

/** Loads `url` into the page; `push` adds a history entry, `scrollY` restores a position. */
export async function navigate(url: URL, hooks: RouterHooks, { push, scrollY = null }: { push: boolean; scrollY?: number | null }): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  progress.start();
  let html: string;
  try {
    html = await fetchPage(url.pathname + url.search, controller.signal);
  } catch (error) {
    if (controller.signal.aborted) return;
    progress.done();
    window.location.assign(url.href); // fall back to a full load: the host knows best
    return;
  }
  if (controller.signal.aborted) return;
  const next = new DOMParser().parseFromString(html, "text/html");
  if (!next.querySelector(MAIN_SELECTOR)) {
    window.location.assign(url.href);
    return;
  }
  shownPath = url.pathname + url.search;
  if (push) {
    history.replaceState({ ...history.state, scrollY: window.scrollY }, "");
    history.pushState({ scrollY: 0 }, "", url.href);
  }
  const oldMain = document.querySelector<HTMLElement>(MAIN_SELECTOR);
  if (oldMain) hooks.beforeSwap(oldMain);
  swapHead(document, next);
  swapNavbarState(document, next);
  const newMain = swapMain(document, next);
  hooks.afterSwap(newMain);
  visibleBudget = new PrefetchBudget(); // a new page view
  watchVisibleLinks(newMain);
  scrollAndFocus(url, scrollY);
  announce(document.title);
  progress.done();
  inFlight = null;
}

/** Starts handling clicks, history and prefetching. */
export function startRouter(hooks: RouterHooks): void {
  // The 404 page answers any unknown path: its links load in full.
  if (document.documentElement.dataset.pageKind === "not-found") return;
  history.scrollRestoration = "manual";
  const clean = normalisePath(location.pathname);
  if (clean !== location.pathname) history.replaceState(history.state, "", clean + location.search + location.hash);

  document.addEventListener("click", (event) => {
    const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    if (!anchor) return;
    const current = new URL(location.href);
    const url = routedUrl(event, anchor, current);
    if (!url || isHashOnlyChange(url, current) || url.href === current.href) return;
    event.preventDefault();
    void navigate(url, hooks, { push: true });
  });

  shownPath = location.pathname + location.search;
  window.addEventListener("popstate", (event) => {
    const url = new URL(location.href);
    if (url.pathname + url.search === shownPath) return;
    void navigate(url, hooks, { push: false, scrollY: (event.state as { scrollY?: number } | null)?.scrollY ?? null });
  });

  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    const url = anchor ? routedUrl({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }, anchor, new URL(location.href)) : null;
    if (url && url.pathname !== location.pathname) prefetch(url.pathname + url.search);
  };
  for (const type of ["pointerover", "focusin", "touchstart"]) document.addEventListener(type, onIntent, { passive: true });
  watchVisibleLinks(document.body);
}

let visibleBudget = new PrefetchBudget();

/** Prefetches links that scroll into view, in idle time, up to the per-page-view cap. */
export function watchVisibleLinks(scope: HTMLElement): void {
  if (!("IntersectionObserver" in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const anchor = entry.target as HTMLAnchorElement;
      const url = routedUrl({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }, anchor, new URL(location.href));
      if (!url || url.pathname === location.pathname) continue;
      const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
      idle(() => {
        if (visibleBudget.take(url.pathname)) prefetch(url.pathname + url.search);
      });
    }
  });
  for (const anchor of scope.querySelectorAll("main a[href^='/'], .doc-sidebar a[href^='/'], .navbar a[href^='/']")) observer.observe(anchor);
}
