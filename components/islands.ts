// Every island by the name the `island` shortcode gives it. Heavy ones are lazy: their own chunk.
import type { ComponentType } from "react";
import AnnouncementBar from "./announcement-bar/AnnouncementBar";
import Search from "./search/Search";
import { lazyIsland } from "./runtime/lazy-island";
import StarCount from "./star-count/StarCount";
import ThemeToggle from "./theme-toggle/ThemeToggle";

export const ISLANDS: Record<string, ComponentType<any>> = {
  "theme-toggle": ThemeToggle,
  "star-count": StarCount,
  "announcement-bar": AnnouncementBar,
  search: Search,
  "media-demo": lazyIsland(() => import("./media-demo/MediaDemo")),
  "page-actions": lazyIsland(() => import("./page-actions/PageActions")),
  "api-changes": lazyIsland(() => import("./api-changes/ApiChanges")),
  playground: lazyIsland(() => import("./playground/Playground")),
};
