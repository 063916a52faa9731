// Search names that cross parts: the index weights the API reference's build and the site's
// templates write into pages, and search ranks by.

/**
 * Weights the index gives parts of pages (Pagefind's `data-pagefind-weight`, 1 by default): the
 * home page and a category page's cards summarise other pages, so their words count for little
 * there and the pages they summarise rank first; the site's own pages (offline use, licence,
 * credits, accessibility) count half, so a question about the library finds the docs before a page
 * about the site that uses the same words; a track page's field list defines its fields, so it
 * outranks prose that only mentions them (as the headings it replaced did).
 */
export const INDEX_WEIGHTS = { summaries: 0.1, sitePages: 0.5, fieldDefinitions: 4 };
