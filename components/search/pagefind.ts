// The search engine behind the dialog, loaded on first use: Pagefind's index plus the ranking data
// and vocabulary the index build writes beside it. A query runs as typed, as each synonym and as a
// phrase; the answers merge into one ranked list of pages (components/search/ranking.ts), fields the
// query names come first, and a query that finds nothing gets a "did you mean" from the vocabulary.
import { cleanUrl } from "../../contract/routes.js";
import { besideIndex, loadPagefind, PLAIN, type PagefindData } from "./pagefind-load";
import {
  bySectionScore,
  focusedScore,
  mergeRuns,
  phraseOf,
  queryVariants,
  type Run,
} from "./ranking";
import { namedResults, type NamedMatch } from "./named-results";
import type { PageResult, Scope, SearchAnswer } from "./results";
import { SEARCH_DATA_FILES } from "./ranking-data.js";
import { suggest } from "./vocabulary.js";

export { loadPagefind };

/** Strips the trailing `index.html` and the host's `.html` so links point at clean routes. */
export { cleanUrl };

/** Turns one Pagefind answer into a page with its best matching sections (the page itself not repeated). */
export function toPageResult(data: PagefindData): PageResult {
  const pageUrl = cleanUrl(data.url);
  const subResults = bySectionScore(data.sub_results ?? [])
    .map((sub) => ({ title: sub.title, url: cleanUrl(sub.url), excerpt: sub.excerpt }))
    .filter((sub) => sub.url !== pageUrl)
    .slice(0, 4);
  return { url: pageUrl, title: data.meta.title ?? pageUrl, excerpt: data.excerpt, subResults };
}

/** A field or API symbol the query names, as a result: its entry, and where it belongs. */
export const toNamedResult = (named: NamedMatch): PageResult => ({
  url: named.url,
  title: named.name,
  excerpt: "",
  subResults: [],
  badge: named.badge,
});

/** A documented release: its version and URL prefix ("" for the latest). */
export type Release = { version: string; prefix: string };

/**
 * Searches pages within `scope` and, when given, the pages of `release` (and the pages every
 * release shares), best first; API symbols and fields the query names come first (at most three,
 * in every scope that holds the API), linked in that release. Resolves null when a newer query
 * superseded this one.
 */
export async function search(
  url: string,
  query: string,
  scope: Scope = "",
  limit = 8,
  release?: Release,
): Promise<SearchAnswer | null> {
  const [pagefind, data] = await Promise.all([
    loadPagefind(url),
    besideIndex(url, SEARCH_DATA_FILES.ranking, PLAIN),
  ]);
  const filters = {
    ...(scope ? { scope } : {}),
    ...(release ? { release: release.version } : {}),
    not: { kind: "field" },
  };
  const [typed, ...synonyms] = queryVariants(query, data);
  const first = await pagefind.debouncedSearch(typed.text, { filters }, 60);
  if (!first) return null;
  const others = [
    ...synonyms.map((variant) => ({ text: variant.text, weight: variant.weight, phrase: false })),
    ...[typed, ...synonyms].flatMap((variant) => {
      const phrase = phraseOf(variant.text);
      return phrase ? [{ text: phrase, weight: variant.weight, phrase: true }] : [];
    }),
  ];
  const runs: Run<PagefindData>[] = [
    { hits: first.results, weight: 1, phrase: false },
    ...(await Promise.all(
      others.map(async (run) => ({
        ...run,
        hits: (await pagefind.search(run.text, { filters })).results,
      })),
    )),
  ];
  // Names point at the latest's reference; an older release has the same routes under its prefix.
  const named =
    scope === "" || scope === "API"
      ? namedResults(query, data).map((match) =>
          toNamedResult({ ...match, url: `${release?.prefix ?? ""}${match.url}` }),
        )
      : [];
  // Pages to show, plus one: re-ranking by section focus may lift it into the list.
  const candidates = mergeRuns(runs, data.weights.phrase).slice(0, limit - named.length + 1);
  const loaded = await Promise.all(
    candidates.map(async (hit) => ({ hit, page: await hit.data() })),
  );
  const pages = loaded
    .map(({ hit, page }) => ({
      score: focusedScore(hit.score, page.sub_results ?? [], data.weights.section),
      result: toPageResult(page),
    }))
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.result);
  const results = [
    ...named,
    ...pages.filter((page) => !named.some((entry) => entry.url === page.url)),
  ].slice(0, limit);
  const suggestion =
    results.length === 0
      ? suggest(
          query,
          await besideIndex<Record<string, number>>(url, SEARCH_DATA_FILES.vocabulary, {}),
        )
      : null;
  return { results, suggestion };
}
