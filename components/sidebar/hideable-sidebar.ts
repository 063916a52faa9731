// Hideable desktop sidebar: a "Collapse sidebar" button shrinks the column to a narrow strip
// and an "Expand sidebar" strip brings it back. Not stored; kept while the same sidebar stays,
// reset when the sidebar changes.
import { SIDEBAR_ATTRIBUTE } from "../../contract/index.js";
import { collapseSlotAttribute } from "./names.js";

/** Name of the sidebar that was hidden when the page was last left, if any. */
let hiddenSidebar: string | null = null;

const ARROW =
  '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z"/></svg>';

function labelled<T extends HTMLElement>(element: T, label: string): T {
  element.title = label;
  element.setAttribute("aria-label", label);
  element.innerHTML = ARROW;
  return element;
}

/** Behaviour on the sidebar column. */
export function enhanceHideableSidebar(sidebar: HTMLElement): (() => void) | void {
  const slot = sidebar.querySelector(`[${collapseSlotAttribute}]`);
  if (!slot) return;
  const name = sidebar.getAttribute(SIDEBAR_ATTRIBUTE) ?? "";
  const collapse = labelled(
    Object.assign(document.createElement("button"), {
      type: "button",
      className: "doc-sidebar__collapse",
    }),
    "Collapse sidebar",
  );
  const expand = labelled(
    Object.assign(document.createElement("div"), { className: "doc-sidebar__expand", tabIndex: 0 }),
    "Expand sidebar",
  );
  expand.setAttribute("role", "button");
  const setHidden = (hidden: boolean, moveFocus: boolean) => {
    sidebar.classList.toggle("doc-sidebar--hidden", hidden);
    expand.hidden = !hidden;
    if (moveFocus) (hidden ? expand : collapse).focus();
  };
  collapse.addEventListener("click", () => setHidden(true, true));
  expand.addEventListener("click", () => setHidden(false, true));
  expand.addEventListener("keydown", (event) => {
    if (event.key === "Tab" || event.key === "Shift") return; // let focus leave the strip
    event.preventDefault();
    setHidden(false, true);
  });
  slot.append(collapse);
  sidebar.append(expand);
  setHidden(hiddenSidebar === name, false);
  return () => {
    hiddenSidebar = sidebar.classList.contains("doc-sidebar--hidden") ? name : null;
    collapse.remove();
    expand.remove();
  };
}
