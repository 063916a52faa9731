// What the demo's page needs at load to know about shared results: the fragment prefix a shared
// link carries.

/** The start of a shared result's fragment: `/demo/#shared=<base64url of deflate-raw JSON>`. */
export const SHARE_PREFIX = "#shared=";

/** Whether `hash` (as in `location.hash`) carries a shared result. */
export const carriesSharedResult = (hash: string) => hash.startsWith(SHARE_PREFIX);
