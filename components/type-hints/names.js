// The type hints' hooks: written by the Markdown build (eleventy/type-hints), read by type-hints.ts and behaviour.ts.
/** On each identifier with type information (and its popup's content): the popup's index. */
export const hintAttribute = "data-type-hint";
/** The <template> holding the popups: one per page, in its last code block (a lone snippet has its own). */
export const hintsClass = "type-hints";
