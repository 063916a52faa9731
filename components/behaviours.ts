// Every behaviour by the name templates give it in `data-behaviour` (components/shared/behaviours.ts).
import type { Behaviour } from "./shared/behaviours";
import { enhanceBackToTop } from "./back-to-top/back-to-top";
import { enhanceCodeButtons } from "./enhance/code-buttons";
import { enhanceDetails } from "./enhance/details";
import { enhanceHideInherited } from "./enhance/hide-inherited";
import { enhanceHideableSidebar } from "./enhance/hideable-sidebar";
import { enhanceSidebarCategories } from "./enhance/sidebar-categories";
import { searchHighlight } from "./search/search-highlight";
import { enhanceTabs } from "./enhance/tabs";
import { enhanceTocHighlight } from "./enhance/toc-highlight";
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
};
