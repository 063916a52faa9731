// How the worker answers: pages from the network first (docs never go stale silently), then the
// saved copy, then the offline page; hashed assets and the shell from the cache first; anything
// else same-origin (search index, JSON, images) from the network, kept for offline use.
import { MAX_RUNTIME_ENTRIES, MAX_SAVED_PAGES, OFFLINE_PATH } from "../../contract/offline.js";
import { keep, matchOwn, pathKey, type CacheNames } from "./cache-store";
import { withSavedPages } from "./saved-pages";

const isPage = (request: Request) =>
  request.mode === "navigate" || (request.headers.get("accept") ?? "").includes("text/html");
const isHtml = (response: Response) =>
  (response.headers.get("content-type") ?? "").includes("text/html");

async function page(request: Request, names: CacheNames): Promise<Response> {
  const path = pathKey(request.url);
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    const saved = await matchOwn(names, path);
    if (saved) return path === OFFLINE_PATH ? withSavedPages(saved, names) : saved;
    const offline = await matchOwn(names, OFFLINE_PATH);
    // 503: the router sees a failure and loads the address in full, which lands here again.
    return offline ? withSavedPages(offline, names, path, 503) : Response.error();
  }
  if (response.ok && isHtml(response))
    await keep(names.pages, path, response.clone(), MAX_SAVED_PAGES);
  return path === OFFLINE_PATH && response.ok ? withSavedPages(response, names) : response;
}

async function cacheFirst(request: Request, names: CacheNames): Promise<Response> {
  const cached = await matchOwn(names, request.url);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok)
    await keep(names.runtime, pathKey(request.url), response.clone(), MAX_RUNTIME_ENTRIES);
  return response;
}

async function networkFirst(request: Request, names: CacheNames): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok)
      await keep(names.runtime, pathKey(request.url), response.clone(), MAX_RUNTIME_ENTRIES);
    return response;
  } catch (error) {
    const cached = await matchOwn(names, request.url);
    if (cached) return cached;
    throw error;
  }
}

/** The worker's answer to `request`, or null to leave it to the browser (other origins, ranges). */
export function answer(
  request: Request,
  names: CacheNames,
  precached: Set<string>,
): Promise<Response> | null {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin || request.headers.has("range"))
    return null;
  if (isPage(request)) return page(request, names);
  if (url.pathname.startsWith("/assets/") || precached.has(url.pathname))
    return cacheFirst(request, names);
  return networkFirst(request, names);
}
