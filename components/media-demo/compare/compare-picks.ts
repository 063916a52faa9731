// Which two results the comparison shows: the reader's picks, with a pick whose result has left
// the list replaced by another result (not the other side's, where there is one).

type Side = "A" | "B";

/** The ids to compare, and for each side whose pick was replaced, the list index now shown. */
export function pickedOrReplaced(
  stored: [string, string],
  entries: { id: string }[],
): { picked: [string, string]; replaced: { side: Side; index: number }[] } {
  const ids = entries.map((entry) => entry.id);
  const picked: [string, string] = [...stored];
  const replaced: { side: Side; index: number }[] = [];
  for (const side of [0, 1] as const) {
    if (ids.includes(picked[side])) continue;
    const other = picked[1 - side];
    const index = Math.max(
      0,
      ids.findIndex((id) => id !== other),
    );
    picked[side] = ids[index];
    replaced.push({ side: side === 0 ? "A" : "B", index });
  }
  return { picked, replaced };
}
