// Permalinks on the field index, added with JavaScript (the page itself stays light): each entry's
// name becomes a link to the entry, and a button beside it copies that link.

import { announce, announcer } from "../runtime/announce";

const COPIED = "Link copied";

/** Turns each entry's name into a link to it and adds its copy button. */
export function addPermalinks(entries: HTMLElement[], signal: AbortSignal): void {
  for (const entry of entries) {
    // Already done when the page was attached before (a client navigation can attach twice).
    const name = entry.querySelector<HTMLElement>(":scope > code");
    if (!name || entry.querySelector(":scope > .field-copy")) continue;
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
  announcer();
  const list = entries[0]?.parentElement;
  list?.addEventListener("click", (event) => void copyLink(event), { signal });
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
