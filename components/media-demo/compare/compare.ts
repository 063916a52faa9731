// Two results side by side: tracks paired by type and order (the first Video with the first
// Video), and per pair every field of either side, marked same or different.
import { trackRows, tracksOf, type AnalysisResult, type Track } from "../results/result-shape";

export type TrackPair = { type: string; number: number; left?: Track; right?: Track };
export type ComparedRow = {
  name: string;
  under?: string;
  left?: string;
  right?: string;
  same: boolean;
};

/** The tracks of `left` and `right` paired: the nth track of a type with the other's nth of it. */
export function pairTracks(left: AnalysisResult, right: AnalysisResult): TrackPair[] {
  const byType = (tracks: Track[]) => {
    const map = new Map<string, Track[]>();
    for (const track of tracks) {
      const type = String(track["@type"]);
      const ofType = map.get(type);
      if (ofType) ofType.push(track);
      else map.set(type, [track]);
    }
    return map;
  };
  const [a, b] = [byType(tracksOf(left)), byType(tracksOf(right))];
  const pairs: TrackPair[] = [];
  for (const type of new Set([...a.keys(), ...b.keys()])) {
    const [ours, theirs] = [a.get(type) ?? [], b.get(type) ?? []];
    for (let i = 0; i < Math.max(ours.length, theirs.length); i++)
      pairs.push({ type, number: i + 1, left: ours[i], right: theirs[i] });
  }
  return pairs;
}

/** Whether two values of one field match; exact text unless a comparison says otherwise. */
export type SameValue = (left: string | undefined, right: string | undefined) => boolean;

const EXACTLY: SameValue = (left, right) => left === right;

/** Every field of either track (left's order first), with both values and whether they match. */
export function compareTracks(left?: Track, right?: Track, same = EXACTLY): ComparedRow[] {
  // Keyed by group, then name: a top-level field whose name holds a dot ("extra.Foo") and the
  // field Foo inside `extra` are two fields, so no joined string may stand for both.
  const groups = new Map<string, Map<string, ComparedRow>>();
  const rows: ComparedRow[] = [];
  const named = (under?: string) => {
    const group = under === undefined ? "" : `@${under}`;
    let names = groups.get(group);
    if (!names) groups.set(group, (names = new Map()));
    return names;
  };
  for (const row of left ? trackRows(left) : []) {
    const compared = { name: row.name, under: row.under, left: row.value, same: false };
    named(row.under).set(row.name, compared);
    rows.push(compared);
  }
  for (const row of right ? trackRows(right) : []) {
    const known = named(row.under).get(row.name);
    if (known) known.right = row.value;
    else rows.push({ name: row.name, under: row.under, right: row.value, same: false });
  }
  return rows.map((row) => ({ ...row, same: same(row.left, row.right) }));
}

/** What the filter searches in a row: its name and both values, lowercased. */
const searchText = (row: ComparedRow) =>
  [row.name, row.left ?? "", row.right ?? ""].map((part) => part.toLowerCase());

/** A pair of tracks with its compared rows and, per row, the lowercase text the filter searches. */
export type ComparedPair = { pair: TrackPair; rows: ComparedRow[]; text: string[][] };

/** Every pair of `left` and `right` compared once, so a filter key only scans prepared text. */
export function comparePairs(
  left: AnalysisResult,
  right: AnalysisResult,
  same = EXACTLY,
): ComparedPair[] {
  return pairTracks(left, right).map((pair) => {
    const rows = compareTracks(pair.left, pair.right, same);
    return { pair, rows, text: rows.map(searchText) };
  });
}

/** The rows of each pair whose name or either value contains `query`, ignoring case and spaces around it. */
export function filterPairs(
  pairs: ComparedPair[],
  query: string,
): { pair: TrackPair; rows: ComparedRow[] }[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return pairs;
  return pairs.map(({ pair, rows, text }) => ({
    pair,
    rows: rows.filter((_, i) => text[i].some((part) => part.includes(needle))),
  }));
}

/** The rows whose name or either value matches `query`, as the demo's filter box narrows tracks. */
export function filterCompared(rows: ComparedRow[], query: string): ComparedRow[] {
  const pair: TrackPair = { type: "", number: 1 };
  return filterPairs([{ pair, rows, text: rows.map(searchText) }], query)[0].rows;
}
