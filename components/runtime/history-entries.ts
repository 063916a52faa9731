// The history entries the site writes, shared by the client router (one entry per page, with a key
// and the page's scroll position) and the mobile panel (one entry of its own at the page's address,
// so the browser's Back closes it). A page navigation from the panel's entry replaces that entry,
// so each page visited costs one press of Back (test/e2e/navbar/panel-history.test.ts).

/** Marks the mobile panel's entry in `history.state`. */
export const PANEL_ENTRY_MARK = "navbarSidebar";

export type EntryState = { key?: string; scrollY?: number; [PANEL_ENTRY_MARK]?: boolean };

/** The current entry's state as an object (entries the browser made itself have none). */
export function entryState(state: unknown = history.state): EntryState {
  return state !== null && typeof state === "object" ? (state as EntryState) : {};
}

export function isPanelEntry(state: unknown = history.state): boolean {
  return entryState(state)[PANEL_ENTRY_MARK] === true;
}

export type ClickLike = Pick<
  MouseEvent,
  "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented"
>;

/** True when a click on `anchor` would load another document in this tab: a plain primary click, no other target, no download. */
export function navigatesThisTab(event: ClickLike, anchor: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const target = anchor.getAttribute("target");
  return (!target || target === "_self") && !anchor.hasAttribute("download");
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The current entry's key, given one first if it has none (first load, hash jumps). */
export function currentKey(): string {
  const state = entryState();
  if (state.key) return state.key;
  const key = newKey();
  history.replaceState({ ...state, key }, "");
  return key;
}

/** Records the page's scroll position in the current entry. */
export function rememberScroll(): void {
  history.replaceState({ ...entryState(), scrollY: window.scrollY }, "");
}

/** Adds the entry of a newly shown page at `href`, replacing the panel's entry if that is current. */
export function addPageEntry(href: string): void {
  const state: EntryState = { key: newKey(), scrollY: 0 };
  if (isPanelEntry()) history.replaceState(state, "", href);
  else history.pushState(state, "", href);
}

/** Loads `href` in full, in place of the panel's entry if that is current. */
export function loadInFull(href: string): void {
  if (isPanelEntry()) window.location.replace(href);
  else window.location.assign(href);
}

const panelListeners = new Set<() => void>();

/** Calls `listener` each time the panel adds its entry; returns the unsubscribe function. */
export function onPanelEntry(listener: () => void): () => void {
  panelListeners.add(listener);
  return () => panelListeners.delete(listener);
}

/** Adds the panel's entry at the current address, or reuses one it left behind. */
export function addPanelEntry(): void {
  if (!isPanelEntry()) {
    rememberScroll();
    history.pushState({ [PANEL_ENTRY_MARK]: true, key: newKey(), scrollY: window.scrollY }, "");
  }
  for (const listener of panelListeners) listener();
}
