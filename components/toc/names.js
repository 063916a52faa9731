// The table of contents' hooks: written by its partials, read by toc-highlight.ts.
/** The collapsible above the content on narrow screens, closed once an entry is chosen. */
export const mobileClass = "toc-mobile";
/** The right column on wide screens. */
export const desktopClass = "toc-desktop";
/** Each entry's link, marked while its heading is in view. */
export const linkClass = "table-of-contents__link";
