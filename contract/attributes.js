// Attributes that one side writes and the other reads (the head script and islands set them, the
// stylesheet and other scripts read them). Separate constants so a bundle keeps only its own.
/** JavaScript runs (set first thing by the head script). */
export const JS_ATTRIBUTE = "data-js";
/** The mode shown, light or dark. */
export const THEME_ATTRIBUTE = "data-theme";
/** The choice behind it: light, dark or system. */
export const THEME_CHOICE_ATTRIBUTE = "data-theme-choice";
/** "true" once the client bundle ran (the base-URL banner checks it). */
export const HYDRATED_ATTRIBUTE = "data-has-hydrated";
/** "true" when the announcement bar was dismissed. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = "data-announcement-dismissed";
/** On the script that names /routes.json's hashed URL. */
export const ROUTES_ATTRIBUTE = "data-routes";
/** An island's host: its value is the island's name (the build's shortcode writes it). */
export const ISLAND_ATTRIBUTE = "data-island";
/** The island's props, as JSON; absent means none. */
export const PROPS_ATTRIBUTE = "data-props";
/** When the island mounts: visible or interaction; absent means at once. */
export const LOAD_ATTRIBUTE = "data-load";
