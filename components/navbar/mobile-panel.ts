// Opens and closes the mobile side panel `#navbar-sidebar` (SPEC §2, BEHAVIOUR §5): body scroll
// lock, focus kept inside and returned to the menu button, and every closing rule: close
// button, backdrop, Escape, a link click, the browser's back button, a desktop-sized window.
import { useLayoutEffect, useRef, type RefObject } from "react";
import { openActiveDropdowns } from "./dropdowns";
import { fillSecondaryMenu, showMenu, trapTab } from "./panel-dom";
import { settlePanelEntryAfterTap, useStalePanelEntrySkip } from "./panel-entry";
import { addPanelEntry, isPanelEntry } from "../shared/history-entries";

/** Wires the panel to `isOpen`; `setOpen(false)` is called for every closing rule. */
export function useMobilePanel(isOpen: boolean, setOpen: (isOpen: boolean) => void, breakpoint: number, button: RefObject<HTMLButtonElement>): void {
  const wasOpen = useRef(false);
  useStalePanelEntrySkip();

  // A layout effect, so the panel opens and closes in the same frame as the press.
  useLayoutEffect(() => {
    const root = document.getElementById("navbar-sidebar");
    const navbar = document.getElementById("navbar");
    if (!root) return;
    if (!isOpen) {
      root.hidden = true;
      navbar?.classList.remove("navbar-sidebar--show");
      document.body.style.removeProperty("overflow");
      if (wasOpen.current) button.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const panel = root.querySelector<HTMLElement>(".navbar-sidebar__panel") ?? root;
    const hasSecondary = fillSecondaryMenu(root, document.getElementById("doc-sidebar-menu"));
    showMenu(root, hasSecondary ? "secondary" : "primary");
    openActiveDropdowns(root);
    root.hidden = false;
    navbar?.classList.add("navbar-sidebar--show");
    document.body.style.overflow = "hidden";
    root.querySelector<HTMLElement>(".navbar-sidebar__close")?.focus();
    addPanelEntry();

    let leavesHistoryEntry = false;
    const close = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
      else trapTab(event, panel);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest(".navbar-sidebar__back")) {
        showMenu(root, "primary");
        root.querySelector<HTMLElement>(".navbar-sidebar__item--primary a[href]")?.focus();
      } else if (target.closest(".navbar-sidebar__close, .navbar-sidebar__backdrop")) {
        close();
      } else if (target.closest("a[href]")) {
        leavesHistoryEntry = true; // settled once the click is handled: going back now would undo it
        settlePanelEntryAfterTap(event, target.closest("a[href]") as HTMLAnchorElement);
        close();
      }
    };
    const onPopState = () => {
      leavesHistoryEntry = true; // back was pressed: the entry is gone already
      close();
    };
    const desktop = matchMedia(`(min-width: ${breakpoint + 1}px)`);
    const onWidth = () => desktop.matches && close();
    document.addEventListener("keydown", onKeyDown);
    root.addEventListener("click", onClick);
    window.addEventListener("popstate", onPopState);
    desktop.addEventListener("change", onWidth);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      root.removeEventListener("click", onClick);
      window.removeEventListener("popstate", onPopState);
      desktop.removeEventListener("change", onWidth);
      if (!leavesHistoryEntry && isPanelEntry()) history.back();
    };
  }, [isOpen, breakpoint, setOpen, button]);
}
