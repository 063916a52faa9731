// The demo's filter box: narrows track rows by field name or value, case-insensitively.
import type { Row } from "./result-shape";

/** Rows whose name or value contains `query` (ignoring case and surrounding spaces); all rows for an empty query. */
export function filterRows(rows: Row[], query: string): Row[] {
  return matchingRows(prepareRows(rows), query);
}

/** A track's rows with their names and values lowercased once, for a filter run per key. */
export type PreparedRows = { rows: Row[]; names: string[]; values: string[] };

export function prepareRows(rows: Row[]): PreparedRows {
  return {
    rows,
    names: rows.map((row) => row.name.toLowerCase()),
    values: rows.map((row) => row.value.toLowerCase()),
  };
}

/** The prepared rows whose name or value contains `query`, as filterRows. */
export function matchingRows({ rows, names, values }: PreparedRows, query: string): Row[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return rows;
  return rows.filter((_, i) => names[i].includes(needle) || values[i].includes(needle));
}
