// The words for saved results that could not be kept: unreadable entries, entries larger than any
// MediaInfo result, and saves that failed. Loaded only when there are some, so the demo's code at
// load has none.
import { boundsText } from "../share/bounds-words";
import type { LoadOutcome } from "./persistence";
import type { BoundsProblem } from "../share/result-bounds";

/** What a failed save says: storage full, or no storage at all. */
export const SAVE_FAILURES = {
  quota:
    "These results could not be saved (the browser's storage is full): they stay here until you leave the page.",
  unavailable:
    "This browser does not let the page store data, so these results will not survive a reload.",
};

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

/** The notice for saved results dropped for their size: each one's name and what it has too much of. */
export const oversizedNotice = (dropped: { name: string; problem: BoundsProblem }[]) =>
  dropped
    .map(
      ({ name, problem }) =>
        `“${name}” was removed from your saved results: ${boundsText(problem)}.`,
    )
    .join(" ");
