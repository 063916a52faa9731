// How the search box orders what Pagefind finds, as pure functions of Pagefind's answers and the
// ranking data the index build writes (components/search/ranking-data.js): a query also runs as
// its synonyms, pages holding the words in the order typed rise, a page with one section about the
// query rises, and sections are listed best first.

export type RankingData = {
  synonyms: Record<string, string[]>;
  weights: { synonym: number; phrase: number; section: number; symbol: number };
  commonFields: string[];
  /** [name, index of its page in `fieldPages` (its URL is that page plus `#name`), bit mask of its `trackTypes`] */
  fields: [string, number, number][];
  fieldPages: string[];
  trackTypes: string[];
  /** [name, URL, where it is declared]: the API's functions, classes, members and types */
  symbols: [string, string, string][];
};

/** One Pagefind answer: a result's id, its score and its data loader. */
export type Hit<D> = { id: string; score: number; data(): Promise<D> };
/** What one search run found: as typed or a synonym (`weight`), by words or as a phrase. */
export type Run<D> = { hits: Hit<D>[]; weight: number; phrase: boolean };
export type Location = { balanced_score: number };
export type Section = { weighted_locations?: Location[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const normalise = (query: string) => query.trim().toLowerCase().replace(/\s+/g, " ");

/** The query as typed, then the query with each synonym the data knows swapped in. */
export function queryVariants(
  query: string,
  data: Pick<RankingData, "synonyms" | "weights">,
): { text: string; weight: number }[] {
  const typed = normalise(query);
  const variants = [{ text: typed, weight: 1 }];
  for (const [words, alternatives] of Object.entries(data.synonyms)) {
    const pattern = new RegExp(`(^|[^a-z0-9])${escapeRegExp(words)}(?=$|[^a-z0-9])`);
    if (!pattern.test(typed)) continue;
    for (const alternative of alternatives) {
      const text = typed.replace(pattern, `$1${alternative}`);
      if (!variants.some((variant) => variant.text === text))
        variants.push({ text, weight: data.weights.synonym });
    }
  }
  return variants;
}

/** Multi-word texts also run as a quoted phrase (Pagefind's exact-phrase search). */
export const phraseOf = (text: string) =>
  text.includes(" ") ? `"${text.replace(/"/g, "")}"` : null;

/**
 * One list from several runs: a result scores its best weighted score over the word runs, times
 * the phrase weight when a phrase run found it too; best first.
 */
export function mergeRuns<D>(runs: Run<D>[], phraseWeight: number): Hit<D>[] {
  const best = new Map<string, Hit<D>>();
  const inPhrase = new Set(
    runs.filter((run) => run.phrase).flatMap((run) => run.hits.map((hit) => hit.id)),
  );
  for (const run of runs.filter((candidate) => !candidate.phrase)) {
    for (const hit of run.hits) {
      const score = hit.score * run.weight * (inPhrase.has(hit.id) ? phraseWeight : 1);
      if (score > (best.get(hit.id)?.score ?? -1)) best.set(hit.id, { ...hit, score });
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/** How much of the query one section holds: the sum of its matches' weighted scores. */
export const sectionScore = (section: Section) =>
  (section.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);

/** Sections best first (Pagefind lists them in page order). */
export const bySectionScore = <S extends Section>(sections: S[]) =>
  [...sections].sort((a, b) => sectionScore(b) - sectionScore(a));

/**
 * A page whose matches gather in one section answers the query there: its score grows by up to
 * `weight` times, by the share of its matches that its best section holds.
 */
export function focusedScore(score: number, sections: Section[], weight: number): number {
  const scores = sections.map(sectionScore);
  const total = scores.reduce((sum, value) => sum + value, 0);
  return total > 0 ? score * (1 + (weight * Math.max(...scores)) / total) : score;
}
