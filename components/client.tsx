// Mounts every [data-island] host: the single client entry (STYLE.md §5).
import type { ComponentType } from "react";
import AnnouncementBar from "./announcement-bar/AnnouncementBar";
import Navbar from "./navbar/Navbar";
import Search from "./search/Search";
import type { BoundaryKind } from "./shared/ErrorBoundary";
import { lazyIsland } from "./shared/lazy-island";
import { mountIslands, unmountIslands } from "./shared/mount";
import { startRouter } from "./router/router";
import { enhancePage } from "./enhance/enhance";
import StarCount from "./star-count/StarCount";
import ThemeToggle from "./theme-toggle/ThemeToggle";
import { HYDRATED_ATTRIBUTE } from "../contract/index.js";

/** Islands by name. Heavy ones are lazy so they load as their own chunk. */
const ISLANDS: Record<string, ComponentType<any>> = {
  navbar: Navbar,
  "theme-toggle": ThemeToggle,
  "star-count": StarCount,
  "announcement-bar": AnnouncementBar,
  search: Search,
  "media-demo": lazyIsland(() => import("./media-demo/MediaDemo")),
  "page-actions": lazyIsland(() => import("./page-actions/PageActions")),
};

/** Crash displays other than the in-place "small" one (a host's data-boundary overrides). */
const BOUNDARIES: Record<string, BoundaryKind> = {
  navbar: "layout",
  "media-demo": "content",
};

mountIslands(document, ISLANDS, BOUNDARIES);
document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
let cleanupPage = enhancePage(document);

startRouter({
  beforeSwap(scope) {
    cleanupPage();
    unmountIslands(scope);
  },
  afterSwap(scope) {
    mountIslands(scope, ISLANDS, BOUNDARIES);
    cleanupPage = enhancePage(scope);
    // The mobile panel copies the page's sidebar on open: drop the old page's copy.
    document.querySelector(".navbar-sidebar__item--secondary .navbar-sidebar__menu")?.remove();
  },
});
