// Attaches every page behaviour to server markup in `scope` (the document at start, the swapped-in
// page after a client navigation) and returns one cleanup for the router's beforeSwap.
import { enhanceBackToTop } from "./back-to-top";
import { enhanceCodeButtons } from "./code-buttons";
import { enhanceDetails } from "./details";
import { enhanceHideInherited } from "./hide-inherited";
import { enhanceHideableSidebar } from "./hideable-sidebar";
import { enhanceSidebarCategories } from "./sidebar-categories";
import { enhanceTabs } from "./tabs";
import { enhanceTocHighlight } from "./toc-highlight";

const BEHAVIOURS = [
  enhanceSidebarCategories,
  enhanceHideableSidebar,
  enhanceTocHighlight,
  enhanceBackToTop,
  enhanceCodeButtons,
  enhanceTabs,
  enhanceHideInherited,
  enhanceDetails,
];

export function enhancePage(scope: ParentNode): () => void {
  const cleanups = BEHAVIOURS.map((enhance) => {
    try {
      return enhance(scope);
    } catch (error) {
      console.error("Page enhancement failed", error); // one broken behaviour leaves the others working
      return () => {};
    }
  });
  return () => cleanups.forEach((cleanup) => cleanup());
}
