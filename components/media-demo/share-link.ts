// What the demo's page needs at load to know about shared results: the fragment prefix a shared
// link carries, and the library version results are made with (from the page's build data, passed
// to the island as `libraryVersion`).
import { createContext, createElement, type ComponentType } from "react";

/** The start of a shared result's fragment: `/demo/#shared=<base64url of deflate-raw JSON>`. */
export const SHARE_PREFIX = "#shared=";

/** Whether `hash` (as in `location.hash`) carries a shared result. */
export const carriesSharedResult = (hash: string) => hash.startsWith(SHARE_PREFIX);

/** The mediainfo.js version this page runs, recorded in every link it makes. */
export const LibraryVersion = createContext("Unknown");

/** `Demo` given the `libraryVersion` island prop through LibraryVersion. */
export function withLibraryVersion<Props extends object>(Demo: ComponentType<Props>) {
  return ({ libraryVersion = "Unknown", ...props }: Props & { libraryVersion?: string }) =>
    createElement(
      LibraryVersion.Provider,
      { value: libraryVersion },
      createElement(Demo, props as Props),
    );
}
