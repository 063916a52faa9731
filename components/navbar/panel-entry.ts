// The mobile panel's own history entry (Back closes the panel) must never outlive
// the panel, so each page visited costs one press of Back.
import { isPanelEntry, loadInFull, navigatesThisTab } from "../runtime/history-entries";

/**
 * Called when a link in the panel is tapped. Once the click has reached the window (the router
 * has taken it or not), drops the panel's entry: the router replaces it with the next page's; a
 * full load replaces it here; a new tab or a download leaves the page, so the entry is undone.
 */
export function settlePanelEntryAfterTap(tap: MouseEvent, anchor: HTMLAnchorElement): void {
  const settle = (event: Event) => {
    window.removeEventListener("click", settle);
    if (event !== tap || tap.defaultPrevented || !isPanelEntry()) return;
    if (navigatesThisTab(tap, anchor)) {
      tap.preventDefault();
      loadInFull(anchor.href);
    } else {
      history.back();
    }
  };
  window.addEventListener("click", settle);
}
