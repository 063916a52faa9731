// Pagefind and the files the index build writes beside it, each loaded once on first use; a
// failed load can be retried, and search works without the ranking data.
import { HIGHLIGHT_PARAM } from "./search-highlight";
import type { Hit, Location, RankingData } from "./ranking";

export type PagefindData = {
  url: string;
  meta: { title?: string; tracks?: string };
  filters?: Record<string, string[]>;
  excerpt: string;
  sub_results?: { title: string; url: string; excerpt: string; weighted_locations?: Location[] }[];
};
type Answer = { results: Hit<PagefindData>[] };
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options?: object, ms?: number): Promise<Answer | null>;
  search(query: string, options?: object): Promise<Answer>;
};

/** Without its ranking data, search still works: as typed, no synonyms, no field names. */
export const PLAIN: RankingData = {
  synonyms: {},
  weights: { synonym: 1, phrase: 1, section: 0, symbol: 0 },
  commonFields: [],
  fields: [],
  fieldPages: [],
  trackTypes: [],
  symbols: [],
};

let loading: Promise<Pagefind> | null = null;
const files = new Map<string, Promise<unknown>>();

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

/** A JSON file beside the index, fetched once; a failure is logged and answered by `fallback`. */
export function besideIndex<T>(indexUrl: string, name: string, fallback: T): Promise<T> {
  const url = new URL(name, new URL(indexUrl, globalThis.location?.href)).href;
  if (!files.has(url)) {
    const request = fetch(url)
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .catch((error: unknown) => {
        console.warn(`Search works without ${name}:`, error);
        files.delete(url);
        return fallback;
      });
    files.set(url, request);
  }
  return files.get(url) as Promise<T>;
}
