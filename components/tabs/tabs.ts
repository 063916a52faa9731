// Tabs, a behaviour on each tab set: click, Enter and Space select; arrows, Home and
// End move focus with wrap-around; a group's choice is stored under `tab.{groupId}` and followed by
// every tab set of the group, on later pages and in other browser tabs. The clicked tab keeps its
// place on screen.
import { getItem, listen, setItem } from "../runtime/storage";
import { nextRovingIndex } from "../runtime/roving-keys";
import { STORAGE_KEYS } from "../../contract/index.js";
import { activeTabClass, groupAttribute, valueAttribute } from "./names.js";

export const groupKey = STORAGE_KEYS.tabGroup;

const valueOf = (element: Element | undefined) => element?.getAttribute(valueAttribute) ?? "";

/** Shows the tab with `value` in `container`; false when no tab has that value. */
export function selectTab(container: HTMLElement, value: string): boolean {
  const tabs = [...container.querySelectorAll<HTMLElement>(":scope > .tabs > [role='tab']")];
  if (!tabs.some((tab) => valueOf(tab) === value)) return false;
  for (const tab of tabs) {
    const selected = valueOf(tab) === value;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle(activeTabClass, selected);
  }
  for (const panel of container.querySelectorAll<HTMLElement>(
    ":scope > .tabs__panels > [role='tabpanel']",
  )) {
    panel.hidden = valueOf(panel) !== value;
  }
  return true;
}

/** Behaviour on one tab set; a group's sets follow each other through the stored choice. */
export function enhanceTabs(container: HTMLElement, signal: AbortSignal): (() => void) | void {
  const tabs = [...container.querySelectorAll<HTMLElement>(":scope > .tabs > [role='tab']")];
  const groupId = container.getAttribute(groupAttribute) ?? undefined;
  const fallback = valueOf(
    tabs.find((tab) => tab.getAttribute("aria-selected") === "true") ?? tabs[0],
  );
  const stored = groupId ? getItem(groupKey(groupId)) : null;
  // A stored value that is not one of this set's tabs is ignored.
  if (stored === null || !selectTab(container, stored)) selectTab(container, fallback);
  const choose = (tab: HTMLElement) => {
    const value = valueOf(tab);
    const top = tab.getBoundingClientRect().top;
    selectTab(container, value);
    if (groupId) setItem(groupKey(groupId), value);
    // Tab sets above may have changed height: keep the clicked tab where the pointer is.
    window.scrollBy(0, tab.getBoundingClientRect().top - top);
  };
  const list = container.querySelector(":scope > .tabs");
  list?.addEventListener(
    "click",
    (event) => {
      const tab = (event.target as Element).closest<HTMLElement>("[role='tab']");
      if (tab) choose(tab);
    },
    { signal },
  );
  list?.addEventListener(
    "keydown",
    (event) => {
      const { key } = event as KeyboardEvent;
      const index = tabs.indexOf(event.target as HTMLElement);
      if (index < 0) return;
      if (key === "Enter" || key === " ") {
        event.preventDefault();
        choose(tabs[index]);
        return;
      }
      const next = nextRovingIndex(index, key, tabs.length, "horizontal");
      if (next === null) return;
      event.preventDefault();
      tabs[next].focus();
    },
    { signal },
  );
  // A choice stored by a set of the group (on this page or in another browser tab) is followed.
  if (groupId)
    return listen(groupKey(groupId), (value) => value !== null && selectTab(container, value));
}
