// Docs version preference: stored when a version link is chosen, and forgotten on
// load when the stored name is not a version this site has.
import { getItem, removeItem, setItem } from "../runtime/storage";
import { readProps } from "../runtime/mount";
import { DOCS_VERSION_ATTRIBUTE } from "../../contract/index.js";

/** Removes a stored preference that names no known version; returns the preference kept. */
export function checkPreferredVersion(storageKey: string, versionNames: string[]): string | null {
  const stored = getItem(storageKey);
  if (stored == null || versionNames.includes(stored)) return stored;
  removeItem(storageKey);
  return null;
}

/**
 * Behaviour on a version link (its props name the storage key and the versions): keeps the stored
 * preference valid and records the version when the link is chosen.
 */
export function docsVersionLink(link: HTMLElement, signal: AbortSignal): void {
  const { storageKey, versions } = readProps(link) as { storageKey?: string; versions?: string[] };
  if (!storageKey || !Array.isArray(versions)) return;
  checkPreferredVersion(storageKey, versions);
  const onClick = () => {
    const name = link.getAttribute(DOCS_VERSION_ATTRIBUTE);
    if (name && versions.includes(name)) setItem(storageKey, name);
  };
  link.addEventListener("click", onClick, { signal });
}
