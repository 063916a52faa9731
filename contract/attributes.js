// Attributes that one side writes and the other reads (the head script and islands set them, the
// stylesheet and other scripts read them). Separate constants so a bundle keeps only its own.
/** JavaScript runs (set first thing by the head script). */
export const JS_ATTRIBUTE = "data-js";
/** The mode shown, light or dark. */
export const THEME_ATTRIBUTE = "data-theme";
/** The choice behind it: light, dark or system. */
export const THEME_CHOICE_ATTRIBUTE = "data-theme-choice";
/** Set as the client bundle starts to run (the base-URL banner checks it). */
export const CLIENT_STARTED_ATTRIBUTE = "data-client-started";
/** "true" once the client has enhanced the first page: its islands, behaviours and router. */
export const HYDRATED_ATTRIBUTE = "data-has-hydrated";
/** "true" when the announcement bar was dismissed. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = "data-announcement-dismissed";
/** On the script that names /routes.json's hashed URL. */
export const ROUTES_ATTRIBUTE = "data-routes";
/** On the same script when the build ships the offline worker: the worker's URL. */
export const SERVICE_WORKER_ATTRIBUTE = "data-service-worker";
/** An island's host: its value is the island's name (the build's shortcode writes it). */
export const ISLAND_ATTRIBUTE = "data-island";
/** The island's props, as JSON; absent means none. */
export const PROPS_ATTRIBUTE = "data-props";
/** Behaviours to run on this server-rendered element, space-separated (components/runtime/behaviours.ts). */
export const BEHAVIOUR_ATTRIBUTE = "data-behaviour";
/** Set once the host's behaviours run (ready marker; unmounting removes it). */
export const BEHAVIOUR_READY_ATTRIBUTE = "data-behaviour-ready";
/** An island's crash display: small (in place, the default), content (the page) or layout (furniture: the whole page). */
export const BOUNDARY_ATTRIBUTE = "data-boundary";
/** Set by an island once it rendered (ready marker; the router unmounts what carries it). */
export const ISLAND_READY_ATTRIBUTE = "data-island-ready";

// Page identity, on <html>: the router copies them from each new page.
/** What kind of page this is: doc, api, page, not-found… */
export const PAGE_KIND_ATTRIBUTE = "data-page-kind";
/** The doc page's id (its source path without extension). */
export const DOC_ID_ATTRIBUTE = "data-doc-id";
/** Links outside the page's main wrapper that point at the page itself (the locale menu). */
export const PAGE_LINK_ATTRIBUTE = "data-page-link";

// The docs sidebar.
/** On the sidebar: the name of the sidebar it shows (the router keeps it when unchanged). */
export const SIDEBAR_ATTRIBUTE = "data-sidebar";
/** On links that switch docs version: the version's name (remembered as the preference). */
export const DOCS_VERSION_ATTRIBUTE = "data-docs-version";
/** On a version link that opens another page than the reader's: what to say once it has loaded. */
export const VERSION_NOTE_ATTRIBUTE = "data-version-note";
/** Navbar parts that differ per page (the version menus): the router swaps them with the page. */
export const PAGE_PART_ATTRIBUTE = "data-page-part";
/**
 * On the root element: the release the page documents (search keeps to it). On a section of a
 * page that holds examples of several releases (the playground): that section's release.
 */
export const RELEASE_ATTRIBUTE = "data-release";
/** On the root element: that release's URL prefix, empty for the latest. */
export const RELEASE_PREFIX_ATTRIBUTE = "data-release-prefix";

// Code and API pages.
/** On a code block: its fence language (the copy button and the Markdown twin read it). */
export const CODE_LANGUAGE_ATTRIBUTE = "data-language";
/** On an inherited member's section, heading and TOC entry. */
export const INHERITED_ATTRIBUTE = "data-inherited";
/** On an h2 whose h3s the table of contents leaves out (hundreds of members). */
export const TOC_BRIEF_ATTRIBUTE = "data-toc-brief";
