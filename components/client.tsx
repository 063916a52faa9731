// The single client entry: one lifecycle mounts the islands (`data-island`) and the
// behaviours (`data-behaviour`) of the first page, and unmounts and mounts them around every
// router swap.
import { BEHAVIOURS } from "./behaviours";
import { ISLANDS } from "./islands";
import { defineBehaviours, mountBehaviours, unmountBehaviours } from "./runtime/behaviours";
import { mountIslands, unmountIslands } from "./runtime/mount";
import { dropSecondaryMenu } from "./navbar/panel-dom";
import { startRouter } from "./router/router";
import { startOffline } from "./offline/register";
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
    dropSecondaryMenu(unmountPage);
  },
  afterSwap: mountPage,
});
startOffline();
