// The demo's result list, restored from and saved to localStorage `results` after mount (the
// server render shows none), with a notice when stored data was unreadable or could not be saved.
import { useEffect, useLayoutEffect, useState } from "react";
import { browserStorage, loadResults, saveResults } from "./persistence";
import type { ResultEntry } from "./result-shape";

export const DISCARDED_NOTICE = "Saved results could not be read and were discarded.";
export const QUOTA_NOTICE = "These results could not be saved (the browser's storage is full): they stay here until you leave the page.";

/** Entries (newest first), a setter, and the storage notice to show, if any. */
export function useStoredResults() {
  const [entries, setEntries] = useState<ResultEntry[]>([]);
  const [restored, setRestored] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    const { entries: stored, discarded } = loadResults(browserStorage());
    setEntries(stored);
    if (discarded) setNotice(DISCARDED_NOTICE);
    setRestored(true);
  }, []);

  // Saved in the same task as the render that shows the change, so a reload right after a result
  // appears (or is removed) cannot lose it.
  useLayoutEffect(() => {
    if (!restored) return;
    const outcome = saveResults(browserStorage(), entries);
    if (outcome === "quota") setNotice(QUOTA_NOTICE);
    else if (outcome === "saved") setNotice((current) => (current === QUOTA_NOTICE ? null : current));
  }, [entries, restored]);

  return { entries, setEntries, notice, dismissNotice: () => setNotice(null) };
}
