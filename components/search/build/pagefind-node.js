// Runs the built site's own Pagefind runtime (`_site/pagefind/pagefind.js`) in Node.js, reading the
// index from disk, so the build and `npm test` query exactly the files a browser would fetch.
// The runtime asks for its files with `fetch()` relative to its own `file:` URL; Node's fetch has
// no `file:` support, so those requests are answered from disk while any other URL is refused.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

let installed = false;
let loads = 0;

/** Answers `file:` requests from disk, the way a static host answers the runtime's fetches. */
function installFileFetch() {
  if (installed) return;
  installed = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    if (url.protocol !== "file:") return networkFetch(input, init);
    try {
      return new Response(fs.readFileSync(fileURLToPath(url)));
    } catch {
      return new Response("not found", { status: 404 });
    }
  };
}

/**
 * @typedef {{ url: string, meta: Record<string, string>, filters?: Record<string, string[]>,
 *   excerpt: string, sub_results?: { title: string, url: string, excerpt: string }[] }} PagefindData
 * @typedef {{ results: { id: string, score: number, data(): Promise<PagefindData> }[],
 *   unfilteredResultCount: number }} PagefindAnswer
 * @typedef {{ options(options: Record<string, unknown>): Promise<void>, init(): Promise<void>,
 *   search(query: string, options?: object): Promise<PagefindAnswer>,
 *   debouncedSearch(query: string, options?: object, ms?: number): Promise<PagefindAnswer | null> }} PagefindRuntime
 */

/**
 * A fresh instance of the runtime in `siteDir` (each call imports it anew, so a test that changes
 * a file sees the change), initialised and ready to search.
 * @param {string} siteDir @returns {Promise<PagefindRuntime>}
 */
export async function loadBuiltPagefind(siteDir) {
  installFileFetch();
  const url = `${pathToFileURL(path.resolve(siteDir, "pagefind", "pagefind.js")).href}?load=${(loads += 1)}`;
  /** @type {PagefindRuntime} */
  const runtime = await import(url);
  await runtime.options({ basePath: pathToFileURL(path.resolve(siteDir, "pagefind")).href + "/" });
  await runtime.init();
  return runtime;
}

/** The `file:` URL of the runtime in `siteDir`, for code that imports it by URL (the search island's loader). */
export const pagefindRuntimeUrl = (/** @type {string} */ siteDir) => {
  installFileFetch();
  return pathToFileURL(path.resolve(siteDir, "pagefind", "pagefind.js")).href;
};
