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

/** True when no track type is chosen or the field is on that track type. */
export function trackMatches(track: string, tracks: string[]): boolean {
  return track === "" || tracks.includes(track);
}

/** The status line: empty without a query or track type, else how many of `total` fields match. */
export function matchStatus(query: string, count: number, total: number, track = ""): string {
  if (query.trim() === "" && track === "") return "";
  const on = track ? ` on ${track} tracks` : "";
  if (count === 0)
    return query.trim() ? `No field${on} matches “${query.trim()}”.` : `No field is${on}.`;
  return count === 1
    ? `1 of ${total} fields matches${on}.`
    : `${count} of ${total} fields match${on}.`;
}
