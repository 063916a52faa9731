// Registers the offline worker once the page has loaded (so a first visit loads nothing more
// before it is usable), when the build ships one. A new build's worker waits; the page then
// offers a reload in a quiet notice, loaded only when there is something to say.
import { SERVICE_WORKER_ATTRIBUTE } from "../../contract/attributes.js";

function offerUpdate(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  // No controller: this is the first install, nothing older to replace.
  if (waiting && navigator.serviceWorker.controller)
    void import("./update-notice").then(({ showUpdateNotice }) => showUpdateNotice(waiting));
}

/** Starts the worker's registration after load, if the page names a worker. */
export function startOffline(): void {
  const url = document
    .querySelector(`script[${SERVICE_WORKER_ATTRIBUTE}]`)
    ?.getAttribute(SERVICE_WORKER_ATTRIBUTE);
  if (!url || !("serviceWorker" in navigator)) return;
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
  if (document.readyState === "complete") void register();
  else addEventListener("load", () => void register(), { once: true });
}
