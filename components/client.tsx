// The single client entry (STYLE.md §5): one lifecycle mounts the islands (`data-island`) and the
// behaviours (`data-behaviour`) of the first page, and unmounts and mounts them around every
// router swap.
import { BEHAVIOURS } from "./behaviours";
import { ISLANDS } from "./islands";
import { defineBehaviours, mountBehaviours, unmountBehaviours } from "./shared/behaviours";
import { mountIslands, unmountIslands } from "./shared/mount";
import { startRouter } from "./router/router";
import { HYDRATED_ATTRIBUTE } from "../contract/index.js";

defineBehaviours(BEHAVIOURS);

function mountPage(scope: ParentNode): void {
  mountIslands(scope, ISLANDS);
  mountBehaviours(scope);
}

function unmountPage(scope: ParentNode): void {
  unmountBehaviours(scope);
  unmountIslands(scope);
}

mountPage(document);
document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");

startRouter({
  beforeSwap(scope) {
    unmountPage(scope);
    // The mobile panel copies the page's sidebar on open: drop the old page's copy.
    const copy = document.querySelector<HTMLElement>(
      ".navbar-sidebar__item--secondary .navbar-sidebar__menu",
    );
    if (copy) {
      unmountPage(copy);
      copy.remove();
    }
  },
  afterSwap: mountPage,
});
