// Every behaviour by the name templates give it in `data-behaviour` (components/runtime/behaviours.ts).
import type { Behaviour } from "./runtime/behaviours";
import { enhanceBackToTop } from "./back-to-top/back-to-top";
import { enhanceCodeButtons } from "./code-block/code-buttons";
import { enhanceDetails } from "./details/details";
import { enhanceFeedback } from "./feedback/feedback";
import { enhanceHideInherited } from "./hide-inherited/hide-inherited";
import { enhanceHideableSidebar } from "./sidebar/hideable-sidebar";
import { enhanceSidebarCategories } from "./sidebar/sidebar-categories";
import { searchHighlight } from "./search/search-highlight";
import { enhanceTabs } from "./tabs/tabs";
import { enhanceTocHighlight } from "./toc/toc-highlight";
import { typeHints } from "./type-hints/behaviour";
import { fieldFilter } from "./field-filter/behaviour";
import { docsVersionLink } from "./navbar/docs-version";
import { dropdown } from "./navbar/dropdowns";
import { hideOnScroll } from "./navbar/hide-on-scroll";
import { mobilePanel } from "./navbar/mobile-panel";

export const BEHAVIOURS: Record<string, Behaviour> = {
  "back-to-top": enhanceBackToTop,
  "code-blocks": enhanceCodeButtons,
  details: enhanceDetails,
  "docs-version": docsVersionLink,
  feedback: enhanceFeedback,
  dropdown,
  "field-filter": fieldFilter,
  "hide-inherited": enhanceHideInherited,
  "hide-on-scroll": hideOnScroll,
  "hideable-sidebar": enhanceHideableSidebar,
  "mobile-panel": mobilePanel,
  "search-highlight": searchHighlight,
  "sidebar-categories": enhanceSidebarCategories,
  tabs: enhanceTabs,
  "toc-highlight": enhanceTocHighlight,
  "type-hints": typeHints,
};
