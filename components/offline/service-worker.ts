// The offline service worker (built to /sw.js with this build's settings written in). Install
// saves the shell, the demo and the pages the visitor has open, unless the connection is slow or
// saving data (the router's prefetch rule); the new build's worker then waits, so no page changes
// under the reader, until a page asks it to take over. Activation deletes older builds' caches.
// With the kill switch set, it deletes every cache of ours, unregisters itself and reloads the
// pages it controlled from the network.
import {
  CACHE_PREFIX,
  MAX_SAVED_PAGES,
  OFFLINE_PATH,
  SKIP_WAITING_MESSAGE,
  cacheNames,
} from "../../contract/offline.js";
import { canPrefetch } from "../router/prefetch-rules";
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
  for (const name of await ourCaches()) await caches.delete(name);
  await scope.registration.unregister();
  // Pages it controls would keep the registration alive (Chromium even revives it for their next
  // navigation): loading them again from the network lets it go for good.
  const pages = await scope.clients.matchAll({ type: "window", includeUncontrolled: false });
  await Promise.all(pages.map((page) => page.navigate(page.url).catch(() => null)));
}

scope.addEventListener("install", (event) => {
  if (OFFLINE.enabled) event.waitUntil(install());
  else void scope.skipWaiting(); // a kill switch acts at once
});
scope.addEventListener("activate", (event) =>
  event.waitUntil(OFFLINE.enabled ? activate() : retire()),
);
scope.addEventListener("message", (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void scope.skipWaiting();
});
scope.addEventListener("fetch", (event) => {
  const response = OFFLINE.enabled ? answer(event.request, names, precached) : null;
  if (response) event.respondWith(response);
});
