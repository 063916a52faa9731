// Docs search with the site's own ranking (the search box's code, bundled into data/search.js by
// the packing step) over the site's own Pagefind index (data/pagefind), read from disk. The index
// loads its files with fetch(): here only files inside data/pagefind are answered, anything else
// (the network included) is refused.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * Answers the index's `file:` requests from `folder` only.
 * @param {string} folder
 */
function confineFetch(folder) {
  const root = path.resolve(folder) + path.sep;
  globalThis.fetch = async (input) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const file = url.protocol === "file:" ? path.resolve(fileURLToPath(url)) : "";
    if (!file.startsWith(root)) return new Response("refused", { status: 403 });
    try {
      return new Response(await fs.promises.readFile(file));
    } catch {
      return new Response("not found", { status: 404 });
    }
  };
}

/**
 * @typedef {{ url: string, title: string, excerpt: string, badge?: string,
 *   subResults: { title: string, url: string, excerpt: string }[] }} SearchResult
 */

/**
 * The search of the docs in `dataDir`: one query at a time, as the search box runs them (its
 * engine keeps only the newest of overlapping queries).
 * @param {string} dataDir
 */
export async function loadSearch(dataDir) {
  const folder = path.join(dataDir, "pagefind");
  confineFetch(folder);
  const runtimeUrl = pathToFileURL(path.join(folder, "pagefind.js")).href;
  const runtime = await import(runtimeUrl);
  // Results name site routes (`/docs/intro/`), as a host serving the site from `/` gives them.
  await runtime.options({ baseUrl: "/" });
  await runtime.init();
  const { search } = await import(pathToFileURL(path.join(dataDir, "search.js")).href);
  let queue = Promise.resolve();
  /**
   * @param {string} query @param {{ version: string, prefix: string }} release @param {number} limit
   * @returns {Promise<SearchResult[]>}
   */
  return (query, release, limit) => {
    const run = queue.then(
      async () => (await search(runtimeUrl, query, "", limit, release))?.results ?? [],
    );
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
}
