// Mounts every [data-island] host: the single client entry (STYLE.md §5).
import { lazy, type ComponentType } from "react";
import AnnouncementBar from "./announcement-bar/AnnouncementBar";
import Navbar from "./navbar/Navbar";
import Search from "./search/Search";
import type { BoundaryKind } from "./shared/ErrorBoundary";
import { mountIslands } from "./shared/mount";
import StarCount from "./star-count/StarCount";
import ThemeToggle from "./theme-toggle/ThemeToggle";

/** Islands by name. Heavy ones are lazy so they load as their own chunk. */
const ISLANDS: Record<string, ComponentType<any>> = {
  navbar: Navbar,
  "theme-toggle": ThemeToggle,
  "star-count": StarCount,
  "announcement-bar": AnnouncementBar,
  search: Search,
  "media-demo": lazy(() => import("./media-demo/MediaDemo")),
};

/** Crash displays other than the in-place "small" one (a host's data-boundary overrides). */
const BOUNDARIES: Record<string, BoundaryKind> = {
  navbar: "layout",
  "media-demo": "content",
};

mountIslands(document, ISLANDS, BOUNDARIES);
document.documentElement.setAttribute("data-has-hydrated", "true");
