// Typo tolerance for the search box, which Pagefind lacks: the index build counts the words of the
// indexed pages and field names (countWords), and a query that finds nothing is matched against
// them (suggest): "framrate" → "framerate", "webpak" → "webpack".

/** Words as the vocabulary keeps them: lower case, letters first, at least three characters. */
const WORD = /[a-z][a-z0-9]{2,}/g;

/**
 * How often each word occurs in `texts`; words seen once are left out unless `keep` names them
 * (a field name is worth suggesting even if one page holds it).
 * @param {string[]} texts
 * @param {Set<string>} [keep]
 * @returns {Record<string, number>} sorted by word, so the file is the same for the same site
 */
export function countWords(texts, keep = new Set()) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const text of texts)
    for (const word of text.toLowerCase().match(WORD) ?? [])
      counts.set(word, (counts.get(word) ?? 0) + 1);
  return Object.fromEntries(
    [...counts]
      .filter(([word, count]) => count > 1 || keep.has(word))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/**
 * Edit distance with transpositions (Damerau–Levenshtein, optimal string alignment), capped at
 * `max` + 1: it stops as soon as every entry of a row exceeds `max`, since later rows only grow.
 */
export function editDistance(/** @type {string} */ a, /** @type {string} */ b, max = 2) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows are enough: the one before last (for transpositions), the last and the current.
  let before = new Array(b.length + 1).fill(0);
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(last[j] + 1, row[j - 1] + 1, last[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2] + 1);
      row.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > max) return max + 1;
    [before, last] = [last, row];
  }
  return Math.min(last[b.length], max + 1);
}

/**
 * Suggestions are for a typo or two: a longer query is no typo of anything the site says, and
 * each unknown word costs a pass over the vocabulary, so past these bounds there is none.
 */
export const SUGGEST_LIMITS = { characters: 120, words: 8 };

/** @type {WeakMap<Record<string, number>, Map<number, [string, number][]>>} */
const byLength = new WeakMap();

/** The vocabulary's words grouped by length, built once per vocabulary. @param {Record<string, number>} vocabulary */
function wordsByLength(vocabulary) {
  let groups = byLength.get(vocabulary);
  if (!groups) {
    groups = new Map();
    for (const entry of Object.entries(vocabulary)) {
      const group = groups.get(entry[0].length);
      if (group) group.push(entry);
      else groups.set(entry[0].length, [entry]);
    }
    byLength.set(vocabulary, groups);
  }
  return groups;
}

/**
 * The query with each unknown word replaced by the closest known one (one edit for words up to five
 * letters, two for longer; the more frequent word wins a tie), or null when every word is known,
 * some unknown word has no close match, or the query is past SUGGEST_LIMITS.
 * @param {string} query
 * @param {Record<string, number>} vocabulary
 * @returns {string | null}
 */
export function suggest(query, vocabulary) {
  if (query.length > SUGGEST_LIMITS.characters) return null;
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length > SUGGEST_LIMITS.words) return null;
  const groups = wordsByLength(vocabulary);
  let changed = false;
  const corrected = [];
  for (const word of words) {
    if (!/^[a-z][a-z0-9]{2,}$/.test(word) || Object.hasOwn(vocabulary, word)) {
      corrected.push(word);
      continue;
    }
    const max = word.length <= 5 ? 1 : 2;
    let best = null;
    let bestScore = [max + 1, 0];
    // Only words within `max` letters of this one's length can be within `max` edits.
    for (let length = word.length - max; length <= word.length + max; length += 1) {
      for (const [candidate, count] of groups.get(length) ?? []) {
        const distance = editDistance(word, candidate, max);
        if (distance > max) continue;
        // Ties go to the more frequent word, then to the first in alphabetical order.
        const [bestDistance, bestCount] = bestScore;
        if (
          distance < bestDistance ||
          (distance === bestDistance &&
            (count > bestCount || (count === bestCount && best !== null && candidate < best)))
        ) {
          best = candidate;
          bestScore = [distance, count];
        }
      }
    }
    if (best === null) return null;
    corrected.push(best);
    changed = true;
  }
  return changed ? corrected.join(" ") : null;
}
