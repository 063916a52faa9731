// The shapes the search dialog renders, and its scopes: kept apart from the query engine
// (./pagefind), which loads only when a search starts.

export type SubResult = { title: string; url: string; excerpt: string };
/** A page, or a field or API symbol the query names (`badge` says which: "Field of AudioTrack"). */
export type PageResult = {
  url: string;
  title: string;
  excerpt: string;
  subResults: SubResult[];
  badge?: string;
};
/** What a query found, and a corrected query to offer when it found nothing. */
export type SearchAnswer = { results: PageResult[]; suggestion: string | null };

/** The search scopes (Pagefind's `scope` filter); "" is everything. */
export const SCOPES = ["", "Guides", "API", "Changelog"] as const;
export type Scope = (typeof SCOPES)[number];
