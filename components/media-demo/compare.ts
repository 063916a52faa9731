// Two results side by side: tracks paired by type and order (the first Video with the first
// Video), and per pair every field of either side, marked same or different.
import { filterRows } from "./filter";
import { trackRows, tracksOf, type AnalysisResult, type Track } from "./result-shape";

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
      map.set(type, [...(map.get(type) ?? []), track]);
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

/** Every field of either track (left's order first), with both values and whether they match. */
export function compareTracks(left?: Track, right?: Track): ComparedRow[] {
  const keyOf = (row: { name: string; under?: string }) =>
    row.under ? `${row.under}.${row.name}` : row.name;
  const rows = new Map<string, ComparedRow>();
  for (const row of left ? trackRows(left) : [])
    rows.set(keyOf(row), { name: row.name, under: row.under, left: row.value, same: false });
  for (const row of right ? trackRows(right) : []) {
    const known = rows.get(keyOf(row));
    if (known) known.right = row.value;
    else rows.set(keyOf(row), { name: row.name, under: row.under, right: row.value, same: false });
  }
  return [...rows.values()].map((row) => ({ ...row, same: row.left === row.right }));
}

/** The rows whose name or either value matches `query`, as the demo's filter box narrows tracks. */
export function filterCompared(rows: ComparedRow[], query: string): ComparedRow[] {
  return rows.filter(
    (row) =>
      filterRows(
        [row.left, row.right].map((value) => ({ name: row.name, value: value ?? "" })),
        query,
      ).length > 0,
  );
}
