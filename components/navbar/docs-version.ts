// Docs version preference (BEHAVIOUR §12): stored when a version link is chosen, and forgotten on
// load when the stored name is not a version this site has.
import { useEffect } from "react";
import { getItem, removeItem, setItem } from "../shared/storage";
import { DOCS_VERSION_ATTRIBUTE } from "../../contract/index.js";

/** Removes a stored preference that names no known version; returns the preference kept. */
export function checkPreferredVersion(storageKey: string, versionNames: string[]): string | null {
  const stored = getItem(storageKey);
  if (stored == null || versionNames.includes(stored)) return stored;
  removeItem(storageKey);
  return null;
}

/** Keeps the preference valid and records choices made with version links. */
export function useDocsVersionPreference(storageKey: string | undefined, versionNames: string[]): void {
  const names = versionNames.join("\n");
  useEffect(() => {
    if (!storageKey) return;
    const known = names.split("\n");
    checkPreferredVersion(storageKey, known);
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[${DOCS_VERSION_ATTRIBUTE}]`);
      const name = link?.getAttribute(DOCS_VERSION_ATTRIBUTE);
      if (name && known.includes(name)) setItem(storageKey, name);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [storageKey, names]);
}
