// The client router: same-origin page links load by fetching the next page's HTML and swapping
// its page-specific parts, keeping the navbar, footer and the open mobile panel state. Any failure
// falls back to a full load of the target, so nothing is ever lost. The newest history move wins:
// it cancels any navigation still waiting for its page, so the page shown is the address's.
import { isHashOnlyChange, routedUrl } from "./link-rules";
import { fetchPage, onIntent, watchVisibleLinks } from "./prefetch";
import { landOn } from "./landing";
import { ProgressBar } from "./progress";
import { MAIN_SELECTOR, swapHead, swapMain, swapNavbarState, swapPageParts } from "./swap";
import {
  addPageEntry,
  currentKey,
  entryState,
  loadInFull,
  onPanelEntry,
  rememberScroll,
} from "../runtime/history-entries";
import { NOT_FOUND_PAGE_KIND, PAGE_KIND_ATTRIBUTE, cleanHtmlPath } from "../../contract/index.js";

export type RouterHooks = {
  /** Called with the part about to be removed (unmount its islands). */
  beforeSwap(scope: HTMLElement): void;
  /** Called with the freshly inserted part (mount its islands, enhance its markup). */
  afterSwap(scope: HTMLElement): void;
};

const progress = new ProgressBar();
/** Counts navigations: one that finds a newer number when its page arrives was cancelled. */
let latestNavigation = 0;
/** The page on screen (path and query) and the key of its history entry. History moves that keep
 * the page (hash jumps, the mobile panel's own entry) must not reload it. */
const shown = { path: "", key: "" };

const pathOf = (url: URL | Location) => url.pathname + url.search;

/** Cancels the navigation waiting for its page, if any: a newer history move happened. */
function cancelPending(): void {
  latestNavigation += 1;
  progress.done();
}

/** Loads `url` into the page; `push` adds a history entry, `scrollY` restores a position. */
export async function navigate(
  url: URL,
  hooks: RouterHooks,
  { push, scrollY = null }: { push: boolean; scrollY?: number | null },
): Promise<void> {
  const navigation = ++latestNavigation;
  progress.start();
  let html: string;
  try {
    html = await fetchPage(pathOf(url));
  } catch {
    if (navigation !== latestNavigation) return;
    progress.done();
    loadInFull(url.href); // fall back to a full load: the host knows best
    return;
  }
  if (navigation !== latestNavigation) return;
  const next = new DOMParser().parseFromString(html, "text/html");
  if (!next.querySelector(MAIN_SELECTOR)) {
    loadInFull(url.href);
    return;
  }
  if (push) {
    // Only the entry of the page on screen gets its scroll position (not one Back just reached).
    if (entryState().key === shown.key) rememberScroll();
    addPageEntry(url.href);
  }
  shown.path = pathOf(url);
  shown.key = currentKey();
  const oldMain = document.querySelector<HTMLElement>(MAIN_SELECTOR);
  if (oldMain) hooks.beforeSwap(oldMain);
  swapHead(document, next);
  swapNavbarState(document, next);
  // After the navbar's links took the new page's: the parts' behaviours may point them elsewhere.
  swapPageParts(document, next, hooks.beforeSwap, hooks.afterSwap);
  const newMain = swapMain(document, next);
  hooks.afterSwap(newMain);
  watchVisibleLinks(newMain);
  landOn(url, scrollY);
  progress.done();
}

/** Starts handling clicks, history and prefetching. */
export function startRouter(hooks: RouterHooks): void {
  // The 404 page answers any unknown path: its links load in full.
  if (document.documentElement.getAttribute(PAGE_KIND_ATTRIBUTE) === NOT_FOUND_PAGE_KIND) return;
  history.scrollRestoration = "manual";
  const clean = cleanHtmlPath(location.pathname);
  if (clean !== location.pathname)
    history.replaceState(history.state, "", clean + location.search + location.hash);

  document.addEventListener("click", (event) => {
    const anchor = (event.target as Element | null)?.closest?.(
      "a[href]",
    ) as HTMLAnchorElement | null;
    if (!anchor) return;
    const current = new URL(location.href);
    const url = routedUrl(event, anchor, current);
    if (!url) return;
    if (
      pathOf(current) === shown.path &&
      (isHashOnlyChange(url, current) || url.href === current.href)
    ) {
      cancelPending(); // the browser jumps within the page on screen: the newest move wins
      return;
    }
    event.preventDefault();
    // A link to the address Back just reached (its page still loading) shows it without a new entry.
    void navigate(url, hooks, { push: url.href !== current.href });
  });

  shown.path = pathOf(location);
  shown.key = currentKey();
  window.addEventListener("popstate", (event) => {
    cancelPending();
    if (pathOf(location) === shown.path) {
      shown.key = currentKey();
      return;
    }
    void navigate(new URL(location.href), hooks, {
      push: false,
      scrollY: entryState(event.state).scrollY ?? null,
    });
  });
  onPanelEntry(cancelPending); // opening the mobile panel is a history move too

  for (const type of ["pointerover", "focusin", "touchstart"])
    document.addEventListener(type, onIntent, { passive: true });
  watchVisibleLinks(document.body);
}
