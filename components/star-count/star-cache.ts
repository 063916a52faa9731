// Pure star-count rules: which cached values and API answers count,
// when the cache is fresh, and how a count is shown.

export type CacheKeys = { countKey: string; timeKey: string; cacheMs: number };

/** A count or time as stored: decimal digits only, a safe integer (no "-5", "42abc" or "1e3"). */
export function parseStoredInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,16}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** The cached count (0 included) while it is younger than cacheMs; a time in the future counts as expired. */
export function cachedCount(
  read: (key: string) => string | null,
  keys: CacheKeys,
  now: number,
): number | null {
  const count = parseStoredInteger(read(keys.countKey));
  const time = parseStoredInteger(read(keys.timeKey));
  if (count === null || time === null || time > now) return null;
  return now - time < keys.cacheMs ? count : null;
}

/** The last count stored, whatever its age: shown when the API cannot be reached (offline). */
export function lastCount(read: (key: string) => string | null, keys: CacheKeys): number | null {
  return parseStoredInteger(read(keys.countKey));
}

/** The count in an API answer, or null unless `stargazers_count` is a non-negative safe integer. */
export function countFromResponse(body: unknown): number | null {
  if (body == null || typeof body !== "object") return null;
  const count = (body as { stargazers_count?: unknown }).stargazers_count;
  return typeof count === "number" && Number.isSafeInteger(count) && count >= 0 ? count : null;
}

const UNITS: [number, string][] = [
  [1e9, "B"],
  [1e6, "M"],
  [1e3, "k"],
];

/** One format for every count: exact with separators below 10,000 (1,234), then one decimal, rounded down (12.3k, 1.2M). */
export function formatStars(count: number): string {
  if (count < 10_000) return exactStars(count);
  for (const [size, suffix] of UNITS) {
    if (count < size) continue;
    const tenths = Math.floor((count / size) * 10) / 10;
    return `${exactStars(tenths)}${suffix}`;
  }
  return exactStars(count);
}

/** The exact count for the accessible name and title: 1234 → "1,234". Written out rather than
 * `toLocaleString`: the first use of the browser's number formatting costs a slow phone a task of
 * about 100 ms, on every page, as the count arrives. */
export function exactStars(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
