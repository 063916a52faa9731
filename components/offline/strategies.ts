// How the worker answers: pages from the network first (docs never go stale silently), then the
// saved copy (also when the network stalls), then the offline page; hashed assets and the shell
// from the cache first; anything else same-origin (search index, JSON, images) from the network,
// kept for offline use. Keeping a copy is best effort: it runs beside the answer, never before it,
// so a full storage quota or a failed write costs the copy, not the page.
import {
  MAX_RUNTIME_ENTRIES,
  MAX_SAVED_PAGES,
  OFFLINE_PATH,
  SAVED_PAGE_WAIT_MS,
} from "../../contract/offline.js";
import { cleanPath } from "../../contract/routes.js";
import { keep, matchOwn, pathKey, type CacheNames } from "./cache-store";
import { withSavedPages } from "./saved-pages";

/** Keeps work alive after the answer is given (the fetch event's `waitUntil`). */
export type WaitUntil = (work: Promise<unknown>) => void;

const isPage = (request: Request) =>
  request.mode === "navigate" || (request.headers.get("accept") ?? "").includes("text/html");
const isHtml = (response: Response) =>
  (response.headers.get("content-type") ?? "").includes("text/html");
/** Whether the request or its answer asks not to be stored. */
export const isNoStore = (request: Request, response: Response) =>
  request.cache === "no-store" || /\bno-store\b/i.test(response.headers.get("cache-control") ?? "");

/** Stores a copy of an answer; a failure (quota, a closed cache) is logged, not thrown. */
async function keepCopy(
  request: Request,
  response: Response,
  copy: () => Promise<unknown>,
): Promise<void> {
  if (!response.ok || isNoStore(request, response)) return;
  await copy().catch((error: unknown) => console.warn("Offline copy not kept:", error));
}

/** A page's saved copy, or the offline page standing in for it. */
async function fromCache(path: string, names: CacheNames): Promise<Response> {
  const saved = await matchOwn(names, path);
  if (saved) return path === OFFLINE_PATH ? withSavedPages(saved, names) : saved;
  const offline = await matchOwn(names, OFFLINE_PATH);
  // 503: the router sees a failure and loads the address in full, which lands here again.
  return offline ? withSavedPages(offline, names, path, 503) : Response.error();
}

async function page(request: Request, names: CacheNames, waitUntil: WaitUntil): Promise<Response> {
  // `/x/index.html` and `/x/` are one page: one saved copy, one slot.
  const path = cleanPath(pathKey(request.url));
  const network = fetch(request);
  // Asked for at once, while the event still runs: the copy may outlive a saved copy's answer.
  waitUntil(
    network.then(
      (response) =>
        isHtml(response)
          ? keepCopy(request, response, () =>
              keep(names.pages, path, response.clone(), MAX_SAVED_PAGES),
            )
          : undefined,
      () => {},
    ),
  );
  const saved = await matchOwn(names, path);
  let response: Response | null;
  try {
    response = await (saved ? within(network, SAVED_PAGE_WAIT_MS) : network);
  } catch {
    return fromCache(path, names);
  }
  if (!response) return path === OFFLINE_PATH ? withSavedPages(saved!, names) : saved!;
  return path === OFFLINE_PATH && response.ok ? withSavedPages(response, names) : response;
}

/** `promise`'s value, or null when it takes longer than `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout>;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function cacheFirst(
  request: Request,
  names: CacheNames,
  waitUntil: WaitUntil,
): Promise<Response> {
  const cached = await matchOwn(names, request.url);
  if (cached) return cached;
  const response = await fetch(request);
  waitUntil(
    keepCopy(request, response, () =>
      keep(names.runtime, pathKey(request.url), response.clone(), MAX_RUNTIME_ENTRIES),
    ),
  );
  return response;
}

async function networkFirst(
  request: Request,
  names: CacheNames,
  waitUntil: WaitUntil,
): Promise<Response> {
  try {
    const response = await fetch(request);
    waitUntil(
      keepCopy(request, response, () =>
        keep(names.runtime, pathKey(request.url), response.clone(), MAX_RUNTIME_ENTRIES),
      ),
    );
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
  waitUntil: WaitUntil,
): Promise<Response> | null {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin || request.headers.has("range"))
    return null;
  // A frame's document (the playground's sandbox) is kept for offline use, not listed as a page.
  if (isPage(request) && request.destination !== "iframe") return page(request, names, waitUntil);
  if (url.pathname.startsWith("/assets/") || precached.has(url.pathname))
    return cacheFirst(request, names, waitUntil);
  return networkFirst(request, names, waitUntil);
}
