// localStorage behind a guard: when storage is unavailable (iframe, incognito, strict privacy
// settings) the site warns once and every call quietly does nothing.

let unavailableWarned = false;

/** Message of the single warning logged when storage cannot be used at all. */
export const STORAGE_UNAVAILABLE =
  "Browser storage is not available.\nPossible reasons: running the site in an iframe, in an incognito browser session, or using too strict browser privacy settings.";

/** The page's localStorage, or null (after one warning) when touching it throws. */
function area(): Storage | null {
  try {
    const store = window.localStorage;
    if (!store) throw new Error("window.localStorage is missing");
    return store;
  } catch (error) {
    if (!unavailableWarned) console.warn(STORAGE_UNAVAILABLE, error);
    unavailableWarned = true;
    return null;
  }
}

/** Tells listeners in this tab about a write, as the browser does for other tabs. */
function announce(
  store: Storage,
  key: string,
  oldValue: string | null,
  newValue: string | null,
): void {
  if (oldValue === newValue) return;
  window.dispatchEvent(
    new StorageEvent("storage", {
      key,
      oldValue,
      newValue,
      storageArea: store,
      url: location.href,
    }),
  );
}

/** Reads a key; null when it is absent or storage fails. */
export function getItem(key: string): string | null {
  const store = area();
  if (!store) return null;
  try {
    return store.getItem(key);
  } catch (error) {
    console.error(`Storage error, can't get key=${key}`, error);
    return null;
  }
}

/** What a write did: stored, refused because storage is full, or no storage to write to. */
export type WriteOutcome = "saved" | "quota" | "unavailable";

/** True when the page can use storage at all (site data not blocked). */
export function isStorageAvailable(): boolean {
  return area() !== null;
}

/** Writes a key and notifies same-tab listeners when the value changed; says how it went. */
export function setItem(key: string, value: string): WriteOutcome {
  const store = area();
  if (!store) return "unavailable";
  try {
    const old = store.getItem(key);
    store.setItem(key, value);
    announce(store, key, old, value);
    return "saved";
  } catch (error) {
    console.error(
      `Storage error, can't set ${key}=${value.length > 100 ? `${value.slice(0, 100)}…` : value}`,
      error,
    );
    return /quota/i.test(`${(error as { name?: string })?.name} ${error}`)
      ? "quota"
      : "unavailable";
  }
}

/** Deletes a key and notifies same-tab listeners when it existed. */
export function removeItem(key: string): void {
  const store = area();
  if (!store) return;
  try {
    const old = store.getItem(key);
    store.removeItem(key);
    announce(store, key, old, null);
  } catch (error) {
    console.error(`Storage error, can't delete key=${key}`, error);
  }
}

/** Calls `onChange` with the new value whenever `key` changes (other tabs or this one). */
export function listen(key: string, onChange: (value: string | null) => void): () => void {
  const store = area();
  if (!store) return () => {};
  const handler = (event: StorageEvent) => {
    if (event.key === key && (event.storageArea == null || event.storageArea === store))
      onChange(event.newValue);
  };
  window.addEventListener("storage", handler);
  return () => window.removeEventListener("storage", handler);
}

/** Forgets the one-warning state; for tests only. */
export function resetStorageWarning(): void {
  unavailableWarned = false;
}
