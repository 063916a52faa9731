// What the offline service worker, the page that registers it and the build agree on.

/** The worker's URL: at the root, so its scope is the whole site. */
export const SERVICE_WORKER_PATH = "/sw.js";
/** The page shown for a page that is neither reachable nor saved; it lists the saved ones. */
export const OFFLINE_PATH = "/offline/";
/** Where the worker writes the list of saved pages into the offline page. */
export const SAVED_PAGES_MARKER = "<!-- saved-pages -->";
/** Every cache the worker makes starts with this, then the build id. */
export const CACHE_PREFIX = "mediainfo-js-";
/** Saved pages beyond this many: the least recently fetched go first. */
export const MAX_SAVED_PAGES = 50;
/** Other files kept as used (search index parts, JSON, images) beyond this many: same rule. */
export const MAX_RUNTIME_ENTRIES = 150;
/** A page's network answer is awaited this long when a saved copy exists; then the copy is shown
 * (the answer, when it comes, still refreshes the copy). A stalled network is not a fast "offline". */
export const SAVED_PAGE_WAIT_MS = 4000;
/** The message a page sends to let a waiting worker take over. */
export const SKIP_WAITING_MESSAGE = "skip-waiting";

/** The cache names of one build: the shell, the saved pages, the files kept as used.
 * @param {string} build */
export function cacheNames(build) {
  return {
    shell: `${CACHE_PREFIX}${build}-shell`,
    pages: `${CACHE_PREFIX}${build}-pages`,
    runtime: `${CACHE_PREFIX}${build}-runtime`,
  };
}
