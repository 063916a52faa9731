// The offline service worker (built to /sw.js with this build's settings written in). Install
// saves the shell, the demo and the pages the visitor has open, unless the connection is slow or
// saving data (the router's prefetch rule); the new build's worker then waits, so no page changes
// under the reader, until a page asks it to take over. Activation deletes older builds' caches.
// With the kill switch set, it has no fetch handler (no request waits on it), takes over at once,
// deletes every cache of ours, unregisters itself and reloads the pages it controlled from the
// network; the kill switch's pages also remove it themselves (register.ts).
import {
  CACHE_PREFIX,
  MAX_SAVED_PAGES,
  OFFLINE_PATH,
  SKIP_WAITING_MESSAGE,
  cacheNames,
} from "../../contract/offline.js";
import { canPrefetch } from "../../contract/prefetch.js";
import { pathKey, pathsIn } from "./cache-store";
import { answer } from "./strategies";
import type { OfflineConfig, WorkerScope } from "./worker-scope";

declare const OFFLINE: OfflineConfig;
const scope = self as unknown as WorkerScope;
const names = cacheNames(OFFLINE.build);
const precached = new Set(OFFLINE.precache);

const ourCaches = async () => (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX));

/** The pages open in a tab, then those an older build had saved, newest last. */
async function pagesToSave(): Promise<string[]> {
  const open = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const older = (await ourCaches()).filter(
    (name) => name.endsWith("-pages") && name !== names.pages,
  );
  const saved = (await Promise.all(older.map(pathsIn))).flat();
  const paths = [...saved, ...open.map((client) => pathKey(client.url))];
  return [...new Set(paths)].filter((path) => path.endsWith("/")).slice(-MAX_SAVED_PAGES);
}

async function install(): Promise<void> {
  const shell = await caches.open(names.shell);
  if (!canPrefetch(scope.navigator.connection)) {
    await shell.add(OFFLINE_PATH); // the offline page alone: everything else is kept as used
    return;
  }
  await shell.addAll(OFFLINE.precache);
  const pages = await caches.open(names.pages);
  // Fresh copies from this build; a page that fails to load is simply not saved.
  await Promise.all((await pagesToSave()).map((path) => pages.add(path).catch(() => {})));
}

async function activate(): Promise<void> {
  const ours = Object.values(names);
  for (const name of await ourCaches()) if (!ours.includes(name)) await caches.delete(name);
  await scope.clients.claim();
}

async function retire(): Promise<void> {
  await scope.clients.claim();
  for (const name of await ourCaches()) await caches.delete(name);
  await scope.registration.unregister();
}

/**
 * Pages it controls would keep the registration alive (Chromium even revives it for their next
 * navigation): loading them again from the network lets it go for good. Started once activation
 * is over, never awaited by it: a navigation waits for the worker's activation to end, so an
 * activation that waited for navigations would hang every open tab until the browser gave up.
 */
async function releasePages(): Promise<void> {
  const pages = await scope.clients.matchAll({ type: "window", includeUncontrolled: false });
  for (const page of pages) page.navigate(page.url).catch(() => null);
}

scope.addEventListener("install", (event) => {
  if (OFFLINE.enabled) event.waitUntil(install());
  else void scope.skipWaiting(); // a kill switch acts at once
});
scope.addEventListener("activate", (event) => {
  if (OFFLINE.enabled) return event.waitUntil(activate());
  const retired = retire();
  event.waitUntil(retired);
  void retired.then(() => setTimeout(() => void releasePages(), 0)).catch(() => {});
});
scope.addEventListener("message", (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void scope.skipWaiting();
});
// Registered by the working build only: a worker without a fetch handler is never asked.
if (OFFLINE.enabled)
  scope.addEventListener("fetch", (event) => {
    const waitUntil = (work: Promise<unknown>) => event.waitUntil(work);
    const response = answer(event.request, names, precached, waitUntil);
    if (response) event.respondWith(response);
  });
