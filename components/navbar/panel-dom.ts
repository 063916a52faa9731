// DOM helpers for the mobile side panel: the secondary menu copied from the page's
// own sidebar, which menu is shown (the other is inert), and the focus trap's Tab handling.
import { mountBehaviours } from "../runtime/behaviours";
import { BEHAVIOUR_READY_ATTRIBUTE } from "../../contract/index.js";
import { panelItem, panelItems, panelViewAttribute } from "./names.js";

const COPY = "navbar-sidebar__menu";
const FOCUSABLE =
  'a[href], button:not([disabled]), summary, input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Fills the secondary menu with a copy of the page's docs or API sidebar, once. Copying at open
 * time keeps the sidebar HTML in the page once. Returns whether the panel has a secondary menu.
 */
export function fillSecondaryMenu(panel: HTMLElement, source: HTMLElement | null): boolean {
  const secondary = panel.querySelector<HTMLElement>(`.${panelItem}--secondary`);
  if (!secondary || !source) return false;
  if (!secondary.querySelector(`.${COPY}`)) {
    const copy = source.cloneNode(true) as HTMLElement;
    copy.removeAttribute("id");
    for (const element of copy.querySelectorAll("[id]")) element.removeAttribute("id");
    copy.classList.add(COPY);
    copy.setAttribute("aria-label", `${source.getAttribute("aria-label") ?? "Sidebar"} (menu)`);
    // The copy runs its own behaviours (category toggles), so it must not look mounted already.
    for (const element of [copy, ...copy.querySelectorAll(`[${BEHAVIOUR_READY_ATTRIBUTE}]`)])
      element.removeAttribute(BEHAVIOUR_READY_ATTRIBUTE);
    secondary.append(copy);
    mountBehaviours(copy);
  }
  return true;
}

/** Drops the copy of the page's sidebar (the next page brings its own), after `unmount` ran on it. */
export function dropSecondaryMenu(unmount: (copy: HTMLElement) => void): void {
  const copy = document.querySelector<HTMLElement>(`.${panelItem}--secondary .${COPY}`);
  if (!copy) return;
  unmount(copy);
  copy.remove();
}

export type PanelView = "primary" | "secondary";

/** Shows one menu of the panel; the other becomes inert and hidden. */
export function showMenu(panel: HTMLElement, view: PanelView): void {
  panel.querySelector(`.${panelItems}`)?.setAttribute(panelViewAttribute, view);
  for (const name of ["primary", "secondary"] as const) {
    const menu = panel.querySelector<HTMLElement>(`.${panelItem}--${name}`);
    if (!menu) continue;
    if (name === view) menu.removeAttribute("inert");
    else menu.setAttribute("inert", "");
  }
}

/** True when `element` sits in a collapsed <details> (its own summary stays reachable). */
function isInClosedDetails(element: HTMLElement): boolean {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (
      node instanceof HTMLDetailsElement &&
      !node.open &&
      !(element.tagName === "SUMMARY" && element.parentElement === node)
    )
      return true;
  }
  return false;
}

/** The elements Tab can reach inside `container` (not inert, hidden or collapsed). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      !element.closest("[inert]") &&
      !element.closest("[hidden]") &&
      !isInClosedDetails(element) &&
      element.getClientRects().length > 0,
  );
}

/** Keeps Tab and Shift+Tab cycling inside `container`; returns true when it moved focus. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== "Tab") return false;
  const focusable = focusableIn(container);
  if (focusable.length === 0) return false;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement as HTMLElement | null;
  const isInside = active != null && container.contains(active);
  if (event.shiftKey ? !isInside || active === first : !isInside || active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
    return true;
  }
  return false;
}
