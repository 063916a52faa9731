// The Details blocks' hook: written by the Markdown build (eleventy/markdown-containers.js), read by details.ts.
/** On each Details block's <details>. */
export const detailsClass = "details";
