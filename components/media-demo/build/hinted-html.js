// Text positions in highlighted code (Prism's HTML, with type hints): where the hinted names
// stand, and the HTML cut at given characters of its text. Tags take no room; an entity is one
// character.
import { hintAttribute } from "../../type-hints/names.js";

const TOKENS = /<[^>]*>|&(?:lt|gt|amp|quot|#39);|[^<&]+|&/g;
const textLength = (token) => (token[0] === "&" && token.length > 1 ? 1 : token.length);
const OPENING = new RegExp(`^<span ${hintAttribute}="(\\d+)">$`);

/** The hinted ranges of hinted code: where each starts in its text, its length and popup index. */
export function hintedRanges(html) {
  /** @type {{ start: number, length: number, index: number }[]} */
  const ranges = [];
  let at = 0;
  /** @type {{ start: number, index: number } | null} */
  let open = null;
  for (const [token] of html.matchAll(TOKENS)) {
    if (token[0] !== "<") at += textLength(token);
    else if (open) {
      ranges.push({ ...open, length: at - open.start });
      open = null;
    } else {
      const opening = OPENING.exec(token);
      if (opening) open = { start: at, index: Number(opening[1]) };
    }
  }
  return ranges;
}

/** `html` cut before the characters at the text positions `positions` (ascending). */
export function cutAt(html, positions) {
  const parts = [];
  let at = 0;
  let from = 0;
  let next = 0;
  for (const match of html.matchAll(TOKENS)) {
    if (match[0][0] === "<") continue;
    const length = textLength(match[0]);
    for (; next < positions.length && positions[next] < at + length; next++) {
      const cut = match.index + (length === match[0].length ? positions[next] - at : 0);
      parts.push(html.slice(from, cut));
      from = cut;
    }
    at += length;
  }
  return [...parts, html.slice(from)];
}

/**
 * Hints as components/type-hints/type-hints.ts makes them when a page mounts: buttons, the first
 * one the code's tab stop. Code added later (the demo's code panel) is shown under a page whose
 * type-hints behaviour already runs and listens for them; it needs them as buttons already.
 */
export function asButtons(html) {
  let first = true;
  return html.replace(new RegExp(`<span ${hintAttribute}="(\\d+)">`, "g"), (_, index) => {
    const tabindex = first ? "0" : "-1";
    first = false;
    return `<span ${hintAttribute}="${index}" role="button" aria-expanded="false" tabindex="${tabindex}">`;
  });
}
