// The client router: same-origin page links load by fetching the next page's HTML and swapping
// its page-specific parts, keeping the navbar, footer and the open mobile panel state. Any failure
// falls back to a full load of the target, so nothing is ever lost.
import { isHashOnlyChange, normalisePath, routedUrl } from "./link-rules";
import { fetchPage, onIntent, watchVisibleLinks } from "./prefetch";
import { ProgressBar } from "./progress";
import { MAIN_SELECTOR, swapHead, swapMain, swapNavbarState } from "./swap";

export type RouterHooks = {
  /** Called with the part about to be removed (unmount its islands). */
  beforeSwap(scope: HTMLElement): void;
  /** Called with the freshly inserted part (mount its islands, enhance its markup). */
  afterSwap(scope: HTMLElement): void;
};

const progress = new ProgressBar();
let inFlight: AbortController | null = null;
/** Path and query of the page on screen: history moves that keep it (hash jumps, the mobile
 * panel's own history entry) must not reload it. */
let shownPath = "";

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
    html = await fetchPage(url.pathname + url.search);
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

  for (const type of ["pointerover", "focusin", "touchstart"]) document.addEventListener(type, onIntent, { passive: true });
  watchVisibleLinks(document.body);
}
