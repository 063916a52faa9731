// The single client entry: one lifecycle mounts the islands (`data-island`) and the
// behaviours (`data-behaviour`) of the first page, and unmounts and mounts them around every
// router swap.
import { BEHAVIOURS } from "./behaviours";
import { ISLANDS } from "./islands";
import { defineBehaviours, mountBehaviours, unmountBehaviours } from "./runtime/behaviours";
import { mountIslands, unmountIslands } from "./runtime/mount";
import { runInShortTasks } from "./runtime/short-tasks";
import { dropSecondaryMenu } from "./navbar/panel-dom";
import { startRouter } from "./router/router";
import { startOffline } from "./offline/register";
import { CLIENT_STARTED_ATTRIBUTE, HYDRATED_ATTRIBUTE } from "../contract/index.js";

document.documentElement.setAttribute(CLIENT_STARTED_ATTRIBUTE, "");
defineBehaviours(BEHAVIOURS);

/** Mounts the islands, then the behaviours, under `scope`, each host a step given to `run`. */
function mountPage(scope: ParentNode, run?: (step: () => void) => void): void {
  mountIslands(scope, ISLANDS, run);
  mountBehaviours(scope, run);
}

function unmountPage(scope: ParentNode): void {
  unmountBehaviours(scope);
  unmountIslands(scope);
}

// The first page is enhanced in short tasks after this script (a long page has hundreds of hosts
// and links), the islands first since they sit in the navbar; the router starts last, so a swap
// never meets a half-enhanced page. Swapped pages are mounted at once, in the swap's own task.
const steps: Array<() => void> = [];
mountPage(document, (step) => steps.push(step));
steps.push(
  () =>
    startRouter({
      beforeSwap(scope) {
        unmountPage(scope);
        dropSecondaryMenu(unmountPage);
      },
      afterSwap: mountPage,
    }),
  startOffline,
);
runInShortTasks(steps, () => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true"));
