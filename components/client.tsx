// Mounts every [data-island] host: the single client entry (STYLE.md §5).
import { lazy, type ComponentType } from "react";
import { mountIslands } from "./shared/mount";

/** Islands by name. Heavy ones are lazy so they load as their own chunk. */
const ISLANDS: Record<string, ComponentType<any>> = {
  "media-demo": lazy(() => import("./media-demo/MediaDemo")),
};

mountIslands(document, ISLANDS);
document.documentElement.setAttribute("data-has-hydrated", "true");
