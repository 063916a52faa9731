// Registers the offline worker once the page has loaded (so a first visit loads nothing more
// before it is usable), when the build ships one. A new build's worker waits; the page then
// offers a reload in a quiet notice, loaded only when there is something to say. A build without
// the worker (the kill switch) removes an earlier build's worker and caches from the page itself.
import { SERVICE_WORKER_ATTRIBUTE } from "../../contract/attributes.js";
import { CACHE_PREFIX, SERVICE_WORKER_PATH } from "../../contract/offline.js";

function offerUpdate(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  // No controller: this is the first install, nothing older to replace.
  if (waiting && navigator.serviceWorker.controller)
    void import("./update-notice").then(({ showUpdateNotice }) => showUpdateNotice(waiting));
}

const isOurs = (worker: ServiceWorker | null) =>
  worker !== null && new URL(worker.scriptURL).pathname === SERVICE_WORKER_PATH;

/**
 * Unregisters an earlier build's worker and deletes its caches. Left to the retiring worker
 * alone, this would wait on the browser: Chromium activates it only once the worker it replaces
 * is idle, which a busy or inspected worker never is, and a navigation that then forces the
 * activation can stall. An unregistered worker takes no new navigation, so none waits on it.
 */
async function removeOffline(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  const ours = registrations.filter((registration) =>
    [registration.active, registration.waiting, registration.installing].some(isOurs),
  );
  await Promise.all(ours.map((registration) => registration.unregister()));
  if (!("caches" in window)) return;
  const names = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX));
  await Promise.all(names.map((name) => caches.delete(name)));
}

const afterLoad = (work: () => void) => {
  if (document.readyState === "complete") work();
  else addEventListener("load", work, { once: true });
};

/** Starts the worker's registration after load, if the page names a worker; else removes ours. */
export function startOffline(): void {
  if (!("serviceWorker" in navigator)) return;
  const url = document
    .querySelector(`script[${SERVICE_WORKER_ATTRIBUTE}]`)
    ?.getAttribute(SERVICE_WORKER_ATTRIBUTE);
  if (!url) {
    afterLoad(() => void removeOffline().catch(() => {}));
    return;
  }
  const register = () =>
    navigator.serviceWorker.register(url, { scope: "/", updateViaCache: "none" }).then(
      (registration: ServiceWorkerRegistration | undefined) => {
        if (!registration) return; // a browser that blocks workers may answer with nothing
        offerUpdate(registration);
        registration.addEventListener("updatefound", () =>
          registration.installing?.addEventListener("statechange", () => offerUpdate(registration)),
        );
      },
      (error: unknown) => console.warn("The site will not work offline:", error),
    );
  afterLoad(() => void register());
}
