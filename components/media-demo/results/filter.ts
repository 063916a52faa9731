// The demo's filter box: narrows track rows by field name or value, case-insensitively.
import type { Row } from "./result-shape";

/** The query as rows are matched against it: trimmed, lower case. */
export const needleOf = (query: string) => query.trim().toLowerCase();

/** What the filter searches in a row, lowercased (a search box's value holds no line break). */
export const rowText = (row: Row) => `${row.name}\n${row.value}`.toLowerCase();

/** Rows whose name or value contains `query` (ignoring case and surrounding spaces); all rows for an empty query. */
export function filterRows(rows: Row[], query: string): Row[] {
  const needle = needleOf(query);
  return needle === "" ? rows : rows.filter((row) => rowText(row).includes(needle));
}
