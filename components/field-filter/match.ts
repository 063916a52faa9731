// The field filter's rules: what matches a query, and what the live status says.

/** A query as it is compared: trimmed, lower case. */
export const wantedOf = (query: string): string => query.trim().toLowerCase();

/** True when `wanted` (from wantedOf) is part of a lowercased name or description. */
export function loweredMatches(wanted: string, name: string, description: string): boolean {
  return wanted === "" || name.includes(wanted) || description.includes(wanted);
}

/** True when `query` (trimmed, any case) is part of the field's name or its description. */
export function fieldMatches(query: string, name: string, description: string): boolean {
  return loweredMatches(wantedOf(query), name.toLowerCase(), description.toLowerCase());
}

/** How much of a query the status repeats: enough to recognise it, never a pasted page. */
const ECHOED = 40;

/** The query as the status quotes it, cut at ECHOED characters. */
const echo = (query: string) => {
  const trimmed = query.trim();
  return trimmed.length > ECHOED ? `${trimmed.slice(0, ECHOED)}…` : trimmed;
};

/** True when no track type is chosen or the field is on that track type. */
export function trackMatches(track: string, tracks: string[]): boolean {
  return track === "" || tracks.includes(track);
}

/** The status line: empty without a query or track type, else how many of `total` fields match. */
export function matchStatus(query: string, count: number, total: number, track = ""): string {
  if (query.trim() === "" && track === "") return "";
  const on = track ? ` on ${track} tracks` : "";
  if (count === 0)
    return query.trim() ? `No field${on} matches “${echo(query)}”.` : `No field is${on}.`;
  return count === 1
    ? `1 of ${total} fields matches${on}.`
    : `${count} of ${total} fields match${on}.`;
}
