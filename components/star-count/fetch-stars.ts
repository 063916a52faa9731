// Gets the repository's star count: from the one-hour cache, else one GET to the GitHub API per
// page (every star-count island on the page shares it). Failures are logged, never thrown, except
// a request cancelled because the reader left the page. When the API refuses because its rate
// limit is reached (403 or 429), this tab asks no more: the refusal is noted in memory only, as
// failures store nothing, and the log says when the limit resets.
import { getItem, setItem } from "../runtime/storage";
import { cachedCount, countFromResponse, lastCount, type CacheKeys } from "./star-cache";

export type StarSource = CacheKeys & { api: string; repo: string };

const pending = new Map<string, Promise<number | null>>();
/** API URLs that refused for their rate limit in this tab: asking again before it resets only adds to the count. */
const refused = new Set<string>();
const RATE_LIMITED = [403, 429];

/** "…; the rate limit resets at 14:05:00" when the answer says when (GitHub's `x-ratelimit-reset`, epoch seconds). */
function resetNote(response: Response): string {
  const seconds = Number(response.headers.get("x-ratelimit-reset"));
  return Number.isFinite(seconds) && seconds > 0
    ? `; the rate limit resets at ${new Date(seconds * 1000).toLocaleTimeString()}`
    : "";
}

/** True while the page is being left: Firefox then rejects the requests it cancels, which is no failure. */
let leaving: boolean | undefined;

function watchLeaving(): void {
  if (leaving !== undefined) return;
  leaving = false;
  addEventListener("beforeunload", () => (leaving = true));
  addEventListener("pagehide", () => (leaving = true));
  addEventListener("pageshow", () => (leaving = false));
}

/**
 * Reports a failure once the current task is over: a page being left never gets there (its
 * timers stop), and one that is leaving says so first.
 */
function reportLater(error: unknown): void {
  setTimeout(() => {
    if (!leaving) console.error("Failed to fetch stargazers:", error);
  });
}

async function request(url: string, source: StarSource): Promise<number | null> {
  watchLeaving();
  try {
    const response = await fetch(url);
    if (RATE_LIMITED.includes(response.status)) {
      refused.add(url);
      throw new Error(
        `GitHub's API refused (HTTP ${response.status}, rate limit reached): not asking again in this tab${resetNote(response)}`,
      );
    }
    const count = countFromResponse(await response.json());
    if (count == null)
      throw new Error(`no numeric stargazers_count in the answer (HTTP ${response.status})`);
    setItem(source.countKey, String(count));
    setItem(source.timeKey, String(Date.now()));
    return count;
  } catch (error) {
    reportLater(error);
    return lastCount(getItem, source);
  }
}

/** The star count, or null when it cannot be had. */
export function loadStars(source: StarSource): Promise<number | null> {
  const cached = cachedCount(getItem, source, Date.now());
  if (cached != null) return Promise.resolve(cached);
  const url = `${source.api}/repos/${source.repo}`;
  if (refused.has(url)) return Promise.resolve(null);
  let promise = pending.get(url);
  if (!promise) {
    promise = request(url, source).finally(() => pending.delete(url));
    pending.set(url, promise);
  }
  return promise;
}
