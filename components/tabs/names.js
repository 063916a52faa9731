// The tab sets' hooks: written by the Markdown build (eleventy/markdown-tabs.js), read by tabs.ts.
/** On a tab set whose choice is shared and remembered under this group id. */
export const groupAttribute = "data-group-id";
/** On each tab and panel: the value that pairs them. */
export const valueAttribute = "data-value";
/** On the panel shown first. */
export const defaultAttribute = "data-default";
/** On the selected tab. */
export const activeTabClass = "tabs__item--active";
