// The contract between the build (eleventy/, Node) and the browser code (components/, bundled):
// names and rules both sides must agree on, kept once. Plain ESM: no DOM, no node: imports.
export {
  NOT_FOUND_PAGE_KIND,
  NOT_FOUND_PATH,
  cleanHtmlPath,
  cleanPath,
  cleanUrl,
  isRoute,
  twinUrl,
} from "./routes.js";
export { resolveColorMode } from "./color-mode.js";
export * from "./attributes.js";

/** The navbar's id: the router re-marks its links after a swap, the TOC allows for its height. */
export const NAVBAR_ID = "navbar";

/** Widest viewport, in CSS pixels, that gets the mobile layout. */
export const MOBILE_MAX_WIDTH = 996;

/**
 * The media queries for the two layouts. Browsers lack `@custom-media`, so the stylesheet writes
 * `@media (--mobile)` / `@media (--desktop)` and the build substitutes these; scripts use them in
 * `matchMedia`.
 */
export const MEDIA = {
  mobile: "(max-width: " + MOBILE_MAX_WIDTH + "px)",
  desktop: "(min-width: " + (MOBILE_MAX_WIDTH + 1) + "px)",
};

/** The query parameter that picks the colour mode for one visit (`?theme=dark`). */
export const THEME_QUERY_PARAMETER = "theme";

/** Every localStorage key the site writes (the site config's keys default to these). */
export const STORAGE_KEYS = {
  colorMode: "theme",
  starCount: "stargazers_count",
  starCountTime: "stargazers_cache_time",
  docsPreferredVersion: "docs-preferred-version-default",
  /** What to say on the page a version menu's item opens when it is not the same page. */
  docsVersionLanding: "docs-version.landing",
  demoResults: "results",
  demoOptions: "demo.options",
  announcementDismissed: "announcement.dismiss",
  announcementId: "announcement.id",
  /** @param {string} groupId */
  tabGroup: (groupId) => `tab.${groupId}`,
};

/**
 * True for links that leave the site: any URL with a scheme (`https:`, `mailto:`, `git+ssh:`) or
 * a protocol-relative `//host/…`.
 * @param {string | null | undefined} href
 * @returns {boolean}
 */
export function isExternal(href) {
  return (
    Boolean(href) && (/^[a-z][a-z0-9+.-]*:/i.test(href ?? "") || (href ?? "").startsWith("//"))
  );
}
export * from "./offline.js";
