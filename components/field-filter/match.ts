// The field filter's rules: what matches a query, and what the live status says.

/** True when `query` (trimmed, any case) is part of the field's name or its description. */
export function fieldMatches(query: string, name: string, description: string): boolean {
  const wanted = query.trim().toLowerCase();
  return (
    wanted === "" ||
    name.toLowerCase().includes(wanted) ||
    description.toLowerCase().includes(wanted)
  );
}

/** The status line: empty without a query, else how many of `total` fields match. */
export function matchStatus(query: string, count: number, total: number): string {
  if (query.trim() === "") return "";
  if (count === 0) return `No field matches “${query.trim()}”.`;
  return count === 1 ? `1 of ${total} fields matches.` : `${count} of ${total} fields match.`;
}
