// The demo's filter box: narrows track rows by field name or value, case-insensitively.
import type { Row } from "./result-shape";

/** Rows whose name or value contains `query` (ignoring case and surrounding spaces); all rows for an empty query. */
export function filterRows(rows: Row[], query: string): Row[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return rows;
  return rows.filter(
    (row) => row.name.toLowerCase().includes(needle) || row.value.toLowerCase().includes(needle),
  );
}
