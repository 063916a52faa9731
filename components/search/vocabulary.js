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

/** Edit distance with transpositions (Damerau–Levenshtein, optimal string alignment), capped at `max` + 1. */
export function editDistance(/** @type {string} */ a, /** @type {string} */ b, max = 2) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  /** @type {number[][]} */
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/**
 * The query with each unknown word replaced by the closest known one (one edit for words up to five
 * letters, two for longer; the more frequent word wins a tie), or null when every word is known or
 * some unknown word has no close match.
 * @param {string} query
 * @param {Record<string, number>} vocabulary
 * @returns {string | null}
 */
export function suggest(query, vocabulary) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let changed = false;
  const corrected = [];
  for (const word of words) {
    if (!/^[a-z][a-z0-9]{2,}$/.test(word) || vocabulary[word] !== undefined) {
      corrected.push(word);
      continue;
    }
    const max = word.length <= 5 ? 1 : 2;
    let best = null;
    let bestScore = [max + 1, 0];
    for (const [candidate, count] of Object.entries(vocabulary)) {
      const distance = editDistance(word, candidate, max);
      if (distance > max) continue;
      if (distance < bestScore[0] || (distance === bestScore[0] && count > bestScore[1])) {
        best = candidate;
        bestScore = [distance, count];
      }
    }
    if (best === null) return null;
    corrected.push(best);
    changed = true;
  }
  return changed ? corrected.join(" ") : null;
}
