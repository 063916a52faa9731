// Permalinks on the field index and track pages, added with JavaScript (the page itself stays
// light): each entry's name becomes a link to the entry, and a button beside it copies that link.
// Hundreds of entries are done in idle slices, not in one long task at load; an entry pointed at
// or focused before its turn is done at once.

import { announce, announcer } from "../runtime/announce";
import { inIdleSlices } from "../runtime/idle-slices";

const COPIED = "Link copied";
const ENTRY = ".field-list > li[id]";

/** Turns the entry's name into a link to it and adds its copy button, unless that is done. */
function addPermalink(entry: HTMLElement): void {
  // Already done when the page was attached before (a client navigation can attach twice).
  const name = entry.querySelector<HTMLElement>(":scope > code");
  if (!name || entry.querySelector(":scope > .field-copy")) return;
  const link = document.createElement("a");
  link.href = `#${entry.id}`;
  name.replaceWith(link);
  link.append(name);
  const button = document.createElement("button");
  button.type = "button";
  button.className = "field-copy";
  button.textContent = "Copy link";
  button.setAttribute("aria-label", `Copy link to ${entry.id}`);
  link.after(button);
}

/** Gives every entry its link and copy button, in idle time, until `signal` aborts. */
export function addPermalinks(entries: HTMLElement[], signal: AbortSignal): void {
  const list = entries[0]?.parentElement;
  if (!list) return;
  announcer();
  list.addEventListener("click", (event) => void copyLink(event), { signal });
  const now = (event: Event) => {
    const entry = (event.target as Element).closest<HTMLElement>(ENTRY);
    if (entry) addPermalink(entry);
  };
  list.addEventListener("pointerover", now, { signal });
  list.addEventListener("focusin", now, { signal });
  inIdleSlices(entries, addPermalink, signal);
}

async function copyLink(event: Event) {
  const button = (event.target as Element).closest<HTMLButtonElement>(".field-copy");
  const entry = button?.parentElement;
  if (!button || !entry) return;
  const url = new URL(`#${entry.id}`, location.href).href;
  try {
    await navigator.clipboard.writeText(url);
    button.textContent = COPIED;
    announce(`Copied the link to ${entry.id}.`);
  } catch {
    // No clipboard (permission refused): the name's link still carries the address.
    button.textContent = "Copy failed: use the name's link";
    announce(button.textContent);
  }
}
