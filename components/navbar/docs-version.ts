// Choosing a docs version (the version menus, the older-release banner): the choice is kept as the
// preference, and forgotten on load when it names no version this site has; a link to the same
// page in another release keeps the reader's anchor; one to another page says so once it has
// loaded; on a shared page (home, demo) the Docs and API links follow the kept release.
import { getItem, removeItem, setItem } from "../runtime/storage";
import { readProps } from "../runtime/mount";
import { announce, announcer } from "../runtime/announce";
import {
  DOCS_VERSION_ATTRIBUTE,
  NAVBAR_ID,
  STORAGE_KEYS,
  VERSION_NOTE_ATTRIBUTE,
} from "../../contract/index.js";

type Props = { storageKey?: string; versions?: string[]; links?: Record<string, string[][]> };

/** Removes a stored preference that names no known version; returns the preference kept. */
export function checkPreferredVersion(storageKey: string, versionNames: string[]): string | null {
  const stored = getItem(storageKey);
  if (stored == null || versionNames.includes(stored)) return stored;
  removeItem(storageKey);
  return null;
}

/** Points the navbar's links at the kept release: `links` pairs the latest's href with its own. */
export function followPreference(navbar: ParentNode, links: string[][]): void {
  for (const [from, to] of links)
    for (const link of navbar.querySelectorAll(`a[href="${from}"]`)) link.setAttribute("href", to);
}

/** Says, once, what a version choice that opened another page left to say, on that page. */
function sayLanding(): void {
  const pending = getItem(STORAGE_KEYS.docsVersionLanding);
  if (!pending) return;
  removeItem(STORAGE_KEYS.docsVersionLanding);
  const [path, text] = pending.split("\n");
  // The region must be in the page before its text changes for a screen reader to speak it.
  announcer();
  if (path === location.pathname) setTimeout(() => announce(text), 300);
}

/** Behaviour on a host of version links (its props name the storage key and the versions). */
export function docsVersionLink(host: HTMLElement, signal: AbortSignal): void {
  const { storageKey, versions, links } = readProps(host) as Props;
  if (!storageKey || !Array.isArray(versions)) return;
  const kept = checkPreferredVersion(storageKey, versions);
  const navbar = document.getElementById(NAVBAR_ID);
  if (kept && links?.[kept] && navbar) followPreference(navbar, links[kept]);
  sayLanding();
  // Before the router's click handler on the document reads the link's address.
  const onChoose = (event: Event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>(
      `a[${DOCS_VERSION_ATTRIBUTE}]`,
    );
    const name = link?.getAttribute(DOCS_VERSION_ATTRIBUTE);
    if (!link || !name || !versions.includes(name)) return;
    const note = link.getAttribute(VERSION_NOTE_ATTRIBUTE);
    if (note) {
      if (event.type === "click")
        setItem(STORAGE_KEYS.docsVersionLanding, `${link.pathname}\n${note}`);
    } else if (!links) link.hash = location.hash;
    if (event.type === "click") setItem(storageKey, name);
  };
  for (const type of ["click", "pointerdown", "focusin"])
    host.addEventListener(type, onChoose, { signal });
}
