// Replaces the page-specific parts of the current document with those of a fetched one: head
// metadata, <html> page attributes, the main wrapper (sidebar, breadcrumbs, content, TOC,
// pagination) and the navbar's current-page marks. The navbar and footer nodes stay.
import {
  DOC_ID_ATTRIBUTE,
  RELEASE_ATTRIBUTE,
  RELEASE_PREFIX_ATTRIBUTE,
  NAVBAR_ID,
  PAGE_KIND_ATTRIBUTE,
  PAGE_LINK_ATTRIBUTE,
  SIDEBAR_ATTRIBUTE,
} from "../../contract/index.js";

const HEAD_SELECTORS = [
  "meta[name='description']",
  "link[rel='canonical']",
  "link[rel='alternate']",
  "meta[property^='og:']",
  "meta[name^='twitter:']",
  "script[type='application/ld+json']",
];
const HTML_ATTRIBUTES = [
  PAGE_KIND_ATTRIBUTE,
  DOC_ID_ATTRIBUTE,
  RELEASE_ATTRIBUTE,
  RELEASE_PREFIX_ATTRIBUTE,
];
export const MAIN_SELECTOR = ".main-wrapper";
const SIDEBAR_MENU = ".doc-sidebar__menu";

/** Copies title and page metadata of `next` into `current`'s head. */
export function swapHead(current: Document, next: Document): void {
  current.title = next.title;
  for (const selector of HEAD_SELECTORS) {
    for (const old of current.head.querySelectorAll(selector)) old.remove();
    for (const fresh of next.head.querySelectorAll(selector))
      current.head.append(current.importNode(fresh, true));
  }
  for (const name of HTML_ATTRIBUTES) {
    const value = next.documentElement.getAttribute(name);
    if (value === null) current.documentElement.removeAttribute(name);
    else current.documentElement.setAttribute(name, value);
  }
}

/**
 * Marks the navbar links the new page marks (same links in the same order on every page). Links
 * to "this page" (with the page-link attribute, such as the language menu's entry) take the new
 * page's address.
 */
export function swapNavbarState(current: Document, next: Document): void {
  const fresh = [...next.querySelectorAll(`#${NAVBAR_ID} a[href]`)];
  current.querySelectorAll<HTMLAnchorElement>(`#${NAVBAR_ID} a[href]`).forEach((link, index) => {
    const match = fresh[index];
    if (!match) return;
    if (link.hasAttribute(PAGE_LINK_ATTRIBUTE))
      link.setAttribute("href", match.getAttribute("href")!);
    else if (match.getAttribute("href") !== link.getAttribute("href")) return;
    link.className = match.className;
    const currentMark = match.getAttribute("aria-current");
    if (currentMark) link.setAttribute("aria-current", currentMark);
    else link.removeAttribute("aria-current");
  });
}

/**
 * Replaces the main wrapper with the new page's and returns it. When both pages show the same
 * sidebar, its scroll position carries over.
 */
export function swapMain(current: Document, next: Document): HTMLElement {
  const oldMain = current.querySelector<HTMLElement>(MAIN_SELECTOR);
  const newMain = next.querySelector<HTMLElement>(MAIN_SELECTOR);
  if (!oldMain || !newMain) throw new Error(`page has no ${MAIN_SELECTOR}`);
  const oldSidebar = oldMain.querySelector<HTMLElement>(`[${SIDEBAR_ATTRIBUTE}]`);
  const sidebarScroll = oldSidebar?.querySelector<HTMLElement>(SIDEBAR_MENU)?.scrollTop ?? 0;
  const imported = current.importNode(newMain, true) as HTMLElement;
  oldMain.replaceWith(imported);
  const newSidebar = imported.querySelector<HTMLElement>(`[${SIDEBAR_ATTRIBUTE}]`);
  if (
    oldSidebar &&
    newSidebar &&
    oldSidebar.getAttribute(SIDEBAR_ATTRIBUTE) === newSidebar.getAttribute(SIDEBAR_ATTRIBUTE)
  ) {
    const menu = newSidebar.querySelector<HTMLElement>(SIDEBAR_MENU);
    if (menu) menu.scrollTop = sidebarScroll;
  }
  return imported;
}
