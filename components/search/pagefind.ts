// Loads the Pagefind index on first use and turns its answers into results grouped by page.
import { cleanUrl } from "../../contract/routes.js";
import { HIGHLIGHT_PARAM } from "../enhance/search-highlight";

export type SubResult = { title: string; url: string; excerpt: string };
export type PageResult = { url: string; title: string; excerpt: string; subResults: SubResult[]; field?: string };

type PagefindData = {
  url: string;
  meta: { title?: string; tracks?: string };
  filters?: Record<string, string[]>;
  excerpt: string;
  sub_results?: { title: string; url: string; excerpt: string }[];
};
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options?: object, ms?: number): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>;
  search(query: string, options?: object): Promise<{ results: { data(): Promise<PagefindData> }[] }>;
};

let loading: Promise<Pagefind> | null = null;

/** Imports Pagefind once; a failed load can be retried. */
export function loadPagefind(url: string): Promise<Pagefind> {
  if (!loading) {
    // A variable specifier keeps the bundler from trying to include the index's own script.
    const specifier = url;
    loading = import(/* @vite-ignore */ specifier).then(async (module: Pagefind) => {
      await module.options({ excerptLength: 18, highlightParam: HIGHLIGHT_PARAM });
      await module.init();
      return module;
    });
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Strips the trailing `index.html` and the host's `.html` so links point at clean routes. */
export { cleanUrl };

/** Turns one Pagefind answer into a page with its matching headings (the page itself first). */
export function toPageResult(data: PagefindData): PageResult {
  const pageUrl = cleanUrl(data.url);
  const subResults = (data.sub_results ?? [])
    .map((sub) => ({ title: sub.title, url: cleanUrl(sub.url), excerpt: sub.excerpt }))
    .filter((sub) => sub.url !== pageUrl)
    .slice(0, 4);
  const field = data.filters?.kind?.includes("field") ? `Field of ${data.meta.tracks ?? "a track type"}` : undefined;
  return { url: pageUrl, title: data.meta.title ?? pageUrl, excerpt: data.excerpt, subResults, ...(field && { field }) };
}

/** The search scopes (Pagefind's `scope` filter); "" is everything. */
export const SCOPES = ["", "Guides", "API", "Changelog"] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * Field records whose name starts with the query (underscores and case ignored), the exact name
 * first, then shorter names: `FrameRate_M` puts FrameRate_Mode before FrameRate_Maximum.
 */
export function fieldsNamed(query: string, fields: PageResult[]): PageResult[] {
  const wanted = query.trim().toLowerCase();
  return fields
    .filter((field) => field.title.toLowerCase().startsWith(wanted))
    .sort((a, b) => Number(b.title.toLowerCase() === wanted) - Number(a.title.toLowerCase() === wanted) || a.title.length - b.title.length);
}

/**
 * Searches pages within `scope`; fields whose name the query starts come first (at most three),
 * ahead of pages that merely mention them. Resolves null when a newer query superseded this one.
 */
export async function search(url: string, query: string, scope: Scope = "", limit = 8): Promise<PageResult[] | null> {
  const pagefind = await loadPagefind(url);
  const inScope = scope ? { scope } : {};
  const answer = await pagefind.debouncedSearch(query, { filters: { ...inScope, not: { kind: "field" } } }, 60);
  if (!answer) return null;
  const fieldAnswer = scope === "" || scope === "API" ? await pagefind.search(query, { filters: { kind: "field" } }) : { results: [] };
  const [pages, fields] = await Promise.all([answer.results.slice(0, limit), fieldAnswer.results.slice(0, 12)].map((results) => Promise.all(results.map((result) => result.data()))));
  const named = fieldsNamed(query, fields.map(toPageResult)).slice(0, 3);
  return [...named, ...pages.map(toPageResult)].slice(0, limit);
}
