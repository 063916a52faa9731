// Loads the Pagefind index on first use and turns its answers into results grouped by page.
import { cleanUrl } from "../../contract/routes.js";

export type SubResult = { title: string; url: string; excerpt: string };
export type PageResult = { url: string; title: string; excerpt: string; subResults: SubResult[] };

type PagefindData = {
  url: string;
  meta: { title?: string };
  excerpt: string;
  sub_results?: { title: string; url: string; excerpt: string }[];
};
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options?: object, ms?: number): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>;
};

let loading: Promise<Pagefind> | null = null;

/** Imports Pagefind once; a failed load can be retried. */
export function loadPagefind(url: string): Promise<Pagefind> {
  if (!loading) {
    // A variable specifier keeps the bundler from trying to include the index's own script.
    const specifier = url;
    loading = import(/* @vite-ignore */ specifier).then(async (module: Pagefind) => {
      await module.options({ excerptLength: 18 });
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
  return { url: pageUrl, title: data.meta.title ?? pageUrl, excerpt: data.excerpt, subResults };
}

/** Searches; resolves null when a newer query superseded this one. */
export async function search(url: string, query: string, limit = 8): Promise<PageResult[] | null> {
  const pagefind = await loadPagefind(url);
  const answer = await pagefind.debouncedSearch(query, {}, 60);
  if (!answer) return null;
  const pages = await Promise.all(answer.results.slice(0, limit).map((result) => result.data()));
  return pages.map(toPageResult);
}
