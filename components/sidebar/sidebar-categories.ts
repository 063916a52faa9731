// Sidebar categories: animated open/close, caret labels and aria-expanded in step, and a
// linked category's own link toggles it when that page is already shown.
import { animateDetails, isShown, markShown, toggleAnimated } from "../runtime/collapse-animation";
import { caretClass, categoryLabelAttribute } from "./names.js";

const CATEGORY = "details.menu__category";

function syncCategory(details: HTMLDetailsElement, open: boolean): void {
  const summary = details.querySelector(":scope > summary");
  if (!summary) return;
  summary.setAttribute("aria-expanded", String(open));
  if (summary.classList.contains(caretClass)) {
    const label = details.getAttribute(categoryLabelAttribute) ?? "";
    summary.setAttribute(
      "aria-label",
      `${open ? "Collapse" : "Expand"} sidebar category '${label}'`,
    );
  }
}

/** Behaviour on a sidebar menu (the page's, and the mobile panel's copy of it). */
export function enhanceSidebarCategories(scope: HTMLElement, signal: AbortSignal): void {
  // The category holding the current page is open whenever that page is shown.
  for (const current of scope.querySelectorAll(".menu [aria-current='page']")) {
    let node = current.parentElement;
    while (node) {
      if (node instanceof HTMLDetailsElement && node.matches(CATEGORY)) node.open = true;
      node = node.parentElement;
    }
    const own = current.nextElementSibling;
    if (own instanceof HTMLDetailsElement && own.matches(CATEGORY)) own.open = true;
  }
  animateDetails(scope, CATEGORY, syncCategory, signal);
  const onLinkClick = (event: Event) => {
    const link = (event.target as Element).closest?.("a.menu__link--sublist[aria-current='page']");
    const details = link?.nextElementSibling;
    if (!(details instanceof HTMLDetailsElement)) return;
    event.preventDefault();
    toggleAnimated(details, !isShown(details), (now) => {
      markShown(details, now);
      syncCategory(details, now);
    });
  };
  // On the menu itself: runs before the router's document listener, which would reload the page.
  scope.addEventListener("click", onLinkClick, { capture: true, signal });
}
