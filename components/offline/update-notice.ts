// The notice that a new version of the site is ready: it waits for the reader, and only the tab
// whose Reload was pressed reloads, once the new worker has taken over.
import { SKIP_WAITING_MESSAGE } from "../../contract/offline.js";

const NOTICE_CLASS = "update-notice";

/** Shows the notice (once) for the `waiting` worker. */
export function showUpdateNotice(waiting: ServiceWorker): void {
  if (document.querySelector(`.${NOTICE_CLASS}`)) return;
  const notice = document.createElement("div");
  notice.className = NOTICE_CLASS;
  notice.setAttribute("role", "status");
  const text = document.createElement("span");
  text.textContent = "A new version of this site is ready.";
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "update-notice__reload";
  reload.textContent = "Reload";
  reload.addEventListener("click", () => {
    reload.disabled = true;
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), {
      once: true,
    });
    waiting.postMessage(SKIP_WAITING_MESSAGE);
  });
  notice.append(text, " ", reload);
  document.body.append(notice);
}
