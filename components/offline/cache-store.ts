// This build's caches, and only them: an old build's HTML or assets are never served beside the
// new build's. Entries of the bounded caches are keyed by path (a query string, such as
// Pagefind's cache-busting one, makes no new entry) and re-stored on each fetch, so the least
// recently fetched leave first when a cache is over its bound.

export type CacheNames = { shell: string; pages: string; runtime: string };

/** The request's path on this origin, the key of the bounded caches. */
export const pathKey = (url: string | URL) => new URL(url).pathname;

/** The answer this build's caches hold for `url`, shell first, or undefined. */
export async function matchOwn(names: CacheNames, url: string): Promise<Response | undefined> {
  for (const cacheName of [names.shell, names.pages, names.runtime]) {
    // Never `caches.open` to read: it would make the cache again after a kill switch cleared it.
    const found = await caches.match(url, { cacheName, ignoreSearch: true });
    if (found) return found;
  }
  return undefined;
}

/** Stores `response` under `path` and drops the oldest entries beyond `max`. */
export async function keep(name: string, path: string, response: Response, max: number) {
  const cache = await caches.open(name);
  await cache.delete(path); // re-stored entries move to the end of the cache's order
  await cache.put(path, response);
  const keys = await cache.keys();
  for (const stale of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(stale);
}

/** The paths a cache holds, oldest first. */
export async function pathsIn(name: string): Promise<string[]> {
  if (!(await caches.has(name))) return [];
  const keys = await (await caches.open(name)).keys();
  return keys.map((request) => pathKey(request.url));
}
