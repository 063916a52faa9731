// The demo's result list, restored from and saved to localStorage `results` after mount (the
// server render shows none), with notices that say what happened to saved data:
// entries that could not be read, a save refused because storage is full, or no storage at all.
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { loadResults, saveResults, type LoadOutcome } from "./persistence";
import type { ResultEntry } from "./result-shape";

export type NoticeId = "unreadable" | "oversized" | "quota" | "unavailable";
export type Notice = { id: NoticeId; text: string };

export const QUOTA_NOTICE =
  "These results could not be saved (the browser's storage is full): they stay here until you leave the page.";
export const UNAVAILABLE_NOTICE =
  "This browser does not let the page store data, so these results will not survive a reload.";

/** The notice for stored entries that could not be read (`kept` were read), or null when all were read. */
export function unreadableNotice(
  unreadable: LoadOutcome["unreadable"],
  kept: number,
): string | null {
  if (unreadable === 0) return null;
  if (unreadable === "all") return "Saved results could not be read and were discarded.";
  const removed =
    unreadable === 1
      ? "1 saved result could not be read and was removed"
      : `${unreadable} saved results could not be read and were removed`;
  if (kept === 0) return `${removed}.`;
  return `${removed}; ${kept === 1 ? "the other one is" : "the others are"} kept.`;
}

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

  useEffect(() => {
    const { entries: stored, unreadable, available, oversized } = loadResults();
    storageMissing.current = !available;
    // With unreadable entries dropped, the next save writes the readable ones back.
    saved.current = unreadable === 0 && !oversized ? stored : null;
    setEntries(stored);
    const text = unreadableNotice(unreadable, stored.length);
    if (text) show("unreadable", text);
    // Rare enough that its words load only when needed.
    if (oversized)
      import("./bounds-words").then((words) => show("oversized", words.oversizedNotice(oversized)));
  }, []);

  // Saved in the same task as the render that shows the change, so a reload right after a result
  // appears (or is removed) cannot lose it. Nothing is written until something changed, so a full
  // storage says nothing on a visit with nothing to save.
  useLayoutEffect(() => {
    if (entries === saved.current) return;
    if (storageMissing.current) {
      if (entries.length > 0) show("unavailable", UNAVAILABLE_NOTICE);
      return;
    }
    const outcome = saveResults(entries);
    if (outcome === "saved") {
      saved.current = entries;
      hide("quota");
    } else if (outcome === "quota") {
      show("quota", QUOTA_NOTICE);
    } else {
      storageMissing.current = true;
      if (entries.length > 0) show("unavailable", UNAVAILABLE_NOTICE);
    }
  }, [entries]);

  const dismissNotice = (id: NoticeId) => {
    dismissed.current.add(id);
    hide(id);
  };
  return { entries, setEntries, notices, dismissNotice };
}
