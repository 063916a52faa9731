// The code blocks' hook: written by the Markdown build (eleventy/markdown.js), read by code-buttons.ts.
/** On each fenced code block's wrapper. */
export const blockClass = "code-block";
