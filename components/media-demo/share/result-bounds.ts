// How large a result can be: what MediaInfo reports for real files, with room to spare. A result
// from a link or from storage is measured against these before anything walks, renders or stores
// it, so a forged one (tens of thousands of tracks, or thousands of levels deep) gets a message
// instead of freezing the tab or overflowing the stack. The walk that measures is itself a loop
// over an explicit list, and it stops at the first limit passed. Its words are in bounds-words.ts,
// loaded only when a result is over, so the demo's code at load carries none of them.

/**
 * Tracks in one result. The corpus's most is 7 (Matroska with audio, subtitles, an attachment and
 * chapters); a Blu-ray or DVD stream with every language and subtitle reaches a few dozen. 500 is
 * far above any file MediaInfo reports on.
 */
export const MAX_TRACKS = 500;
/**
 * Fields of one track, those of its nested objects (`extra`) included. The corpus's most is 97
 * (an HDR video track with `full`); a menu track lists one field per chapter, and discs and long
 * recordings have hundreds of chapters. 2 000 leaves room for both.
 */
export const MAX_FIELDS_PER_TRACK = 2000;
/**
 * Levels of objects and arrays, the result itself the first. A track's fields sit at level 4 and
 * `extra`'s at 5; the corpus's deepest is 9 (a truncated file's conformance report in `extra`).
 * 16 leaves room for deeper reports, and keeps every walk of a result shallow.
 */
export const MAX_DEPTH = 16;

/**
 * Which limit a result passes, and the limit: its tracks (how many it has), one track's fields
 * (which track), or its depth.
 */
export type BoundsProblem =
  | { limit: "tracks"; max: number; count: number }
  | { limit: "fields"; max: number; track: number }
  | { limit: "depth"; max: number };

/** What a result has too much of; null when it is within every limit. */
export function boundsProblem(result: unknown): BoundsProblem | null {
  const tracks = (result as { media?: { track?: unknown } } | null)?.media?.track;
  if (Array.isArray(tracks) && tracks.length > MAX_TRACKS)
    return { limit: "tracks", max: MAX_TRACKS, count: tracks.length };
  // Breadth first: each container with its level and the track it is in (-1 outside tracks); the
  // loop reaches what it appends. A track's fields are counted as its containers are reached.
  const fields: number[] = [];
  const queue: [unknown, number, number][] = [[result, 1, -1]];
  for (const [value, level, track] of queue) {
    if (!value || typeof value !== "object") continue;
    if (level > MAX_DEPTH) return { limit: "depth", max: MAX_DEPTH };
    const children = Object.values(value);
    if (
      track >= 0 &&
      (fields[track] = (fields[track] ?? 0) + children.length) > MAX_FIELDS_PER_TRACK
    )
      return { limit: "fields", max: MAX_FIELDS_PER_TRACK, track };
    children.forEach((child, index) =>
      queue.push([child, level + 1, value === tracks ? index : track]),
    );
  }
  return null;
}
