// The mobile side panel, a behaviour on the panel element itself: the
// navbar's menu button (the element whose aria-controls names the panel) opens it; it closes on
// its close button, the backdrop, Escape, a link, the browser's Back and a desktop-sized window.
// Focus stays inside while open and returns to the menu button. Scroll locking is the
// stylesheet's, keyed on the panel being shown.
import { openActiveDropdowns } from "./dropdowns";
import { fillSecondaryMenu, showMenu, trapTab } from "./panel-dom";
import { settlePanelEntryAfterTap } from "./panel-entry";
import { addPanelEntry, isPanelEntry } from "../runtime/history-entries";
import { MEDIA } from "../../contract/index.js";
import { panelBack, panelBackdrop, panelClose, panelDialog, panelItem } from "./names.js";

export function mobilePanel(root: HTMLElement, signal: AbortSignal): (() => void) | void {
  const button = document.querySelector<HTMLButtonElement>(`[aria-controls="${root.id}"]`);
  const panel = root.querySelector<HTMLElement>(`.${panelDialog}`) ?? root;
  const navbar = root.parentElement;
  if (!button) return;
  let closeOpen: ((restoreFocus: boolean) => void) | null = null;

  function open(): void {
    if (closeOpen) return;
    const hasSecondary = fillSecondaryMenu(root, document.getElementById("doc-sidebar-menu"));
    showMenu(root, hasSecondary ? "secondary" : "primary");
    openActiveDropdowns(root);
    root.hidden = false;
    navbar?.classList.add("navbar-sidebar--show");
    button!.setAttribute("aria-expanded", "true");
    root.querySelector<HTMLElement>(`.${panelClose}`)?.focus();
    addPanelEntry();

    let leavesHistoryEntry = false;
    const whileOpen = new AbortController();
    const listening = { signal: whileOpen.signal };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
      else trapTab(event, panel);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest(`.${panelBack}`)) {
        showMenu(root, "primary");
        root.querySelector<HTMLElement>(`.${panelItem}--primary a[href]`)?.focus();
      } else if (target.closest(`.${panelClose}, .${panelBackdrop}`)) {
        close();
      } else if (target.closest("a[href]")) {
        leavesHistoryEntry = true; // settled once the click is handled: going back now would undo it
        settlePanelEntryAfterTap(event, target.closest("a[href]") as HTMLAnchorElement);
        close();
      }
    };
    const onPopState = () => {
      leavesHistoryEntry = true; // Back was pressed: the entry is gone already
      close();
    };
    const desktop = matchMedia(MEDIA.desktop);
    const onWidth = () => desktop.matches && close();
    document.addEventListener("keydown", onKeyDown, listening);
    root.addEventListener("click", onClick, listening);
    window.addEventListener("popstate", onPopState, listening);
    desktop.addEventListener("change", onWidth, listening);
    closeOpen = (restoreFocus) => {
      whileOpen.abort();
      root.hidden = true;
      navbar?.classList.remove("navbar-sidebar--show");
      button!.setAttribute("aria-expanded", "false");
      if (restoreFocus) button!.focus();
      if (!leavesHistoryEntry && isPanelEntry()) history.back();
    };
  }

  function close(restoreFocus = true): void {
    const closing = closeOpen;
    closeOpen = null;
    closing?.(restoreFocus);
  }

  const toggle = () => (closeOpen ? close() : open());
  // A history move never lands on the entry of an open panel (opening pushes it last): one
  // reached with the panel closed (Forward, a reload) is stepped over.
  const skipStaleEntry = () => !closeOpen && isPanelEntry() && history.back();
  skipStaleEntry();
  button.addEventListener("click", toggle, { signal });
  window.addEventListener("popstate", skipStaleEntry, { signal });
  button.disabled = false;
  return () => close(false);
}
