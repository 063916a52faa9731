// Pure star-count rules (BEHAVIOUR §4.1): when the cached count is still fresh, which API answers
// count, and how a count is shown (as GitHub shows it: 1234 → 1.2k).

export type CacheKeys = { countKey: string; timeKey: string; cacheMs: number };

/** The cached count when both values parse to non-zero numbers and are younger than cacheMs. */
export function cachedCount(read: (key: string) => string | null, keys: CacheKeys, now: number): number | null {
  const count = Number.parseInt(read(keys.countKey) ?? "", 10);
  const time = Number.parseInt(read(keys.timeKey) ?? "", 10);
  if (!count || !time) return null;
  return now - time < keys.cacheMs ? count : null;
}

/** The count in an API answer, or null unless it holds a finite numeric `stargazers_count`. */
export function countFromResponse(body: unknown): number | null {
  if (body == null || typeof body !== "object") return null;
  const count = (body as { stargazers_count?: unknown }).stargazers_count;
  return typeof count === "number" && Number.isFinite(count) && count >= 0 ? Math.floor(count) : null;
}

const UNITS: [number, string][] = [
  [1e9, "b"],
  [1e6, "m"],
  [1e3, "k"],
];

/** Short form: below 1000 as is, then one decimal under 100 units (1.2k, 45.6k, 123k). */
export function formatStars(count: number): string {
  for (const [size, suffix] of UNITS) {
    if (count < size) continue;
    const value = count / size;
    const digits = value < 100 ? 1 : 0;
    const factor = 10 ** digits;
    return `${String(Math.floor(value * factor) / factor)}${suffix}`;
  }
  return String(count);
}

/** The exact count for the accessible name and title: 1234 → "1,234". */
export function exactStars(count: number): string {
  return count.toLocaleString("en-US");
}
