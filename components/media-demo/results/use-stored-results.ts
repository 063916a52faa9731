// The demo's result list, restored from and saved to localStorage `results` after mount (the
// server render shows none), with notices that say what happened to saved data: entries that
// could not be read or were larger than any result (their words in saved-results-notices.ts), a
// save refused because storage is full, or no storage at all.
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { loadResults, saveResults } from "./persistence";
import type { ResultEntry } from "./result-shape";

export type NoticeId = "unreadable" | "oversized" | "quota" | "unavailable";
export type Notice = { id: NoticeId; text: string };

const NOTHING_YET: ResultEntry[] = [];

/** Entries (newest first), a setter, and the notices to show. */
export function useStoredResults() {
  const [entries, setEntries] = useState<ResultEntry[]>(NOTHING_YET);
  const [notices, setNotices] = useState<Notice[]>([]);
  // What the storage holds as far as we know: saving it again would change nothing.
  const saved = useRef<ResultEntry[] | null>(NOTHING_YET);
  const storageMissing = useRef(false);
  const dismissed = useRef(new Set<NoticeId>());

  const show = (id: NoticeId, text: string) => {
    if (dismissed.current.has(id)) return;
    setNotices((current) =>
      current.some((notice) => notice.id === id) ? current : [...current, { id, text }],
    );
  };
  const hide = (id: NoticeId) =>
    setNotices((current) => current.filter((notice) => notice.id !== id));
  // A failed save is rare, so its words load when one happens; a save that works before they
  // arrive (and moves `saved` on) cancels them.
  const showFailure = (id: "quota" | "unavailable") => {
    const before = saved.current;
    import("./saved-results-notices").then(
      (words) => saved.current === before && show(id, words.SAVE_FAILURES[id]),
    );
  };

  useEffect(() => {
    const { entries: stored, unreadable, available, oversized } = loadResults();
    storageMissing.current = !available;
    // With unreadable entries dropped, the next save writes the readable ones back.
    saved.current = unreadable === 0 && !oversized ? stored : null;
    setEntries(stored);
    // Rare enough that their words load only when needed.
    if (unreadable !== 0 || oversized)
      import("./saved-results-notices").then((words) => {
        const text = words.unreadableNotice(unreadable, stored.length);
        if (text) show("unreadable", text);
        if (oversized) show("oversized", words.oversizedNotice(oversized));
      });
  }, []);

  // Saved in the same task as the render that shows the change, so a reload right after a result
  // appears (or is removed) cannot lose it. Nothing is written until something changed, so a full
  // storage says nothing on a visit with nothing to save.
  useLayoutEffect(() => {
    if (entries === saved.current) return;
    if (storageMissing.current) {
      if (entries.length > 0) showFailure("unavailable");
      return;
    }
    const outcome = saveResults(entries);
    if (outcome === "saved") {
      saved.current = entries;
      hide("quota");
    } else if (outcome === "quota") {
      showFailure("quota");
    } else {
      storageMissing.current = true;
      if (entries.length > 0) showFailure("unavailable");
    }
  }, [entries]);

  const dismissNotice = (id: NoticeId) => {
    dismissed.current.add(id);
    hide(id);
  };
  return { entries, setEntries, notices, dismissNotice };
}
