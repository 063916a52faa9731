// Builds the table of contents from a page's rendered HTML: its h2–h3 headings with ids, nested.

import { INHERITED_ATTRIBUTE, TOC_BRIEF_ATTRIBUTE } from "../contract/index.js";

/** True when a tag's attribute text carries the boolean attribute `name`. */
/** @param {string} attributes @param {string} name */
const hasAttribute = (attributes, name) => new RegExp(`\\s${name}(?![\\w-])`).test(attributes);

const HEADING = /<h([2-6])\b([^>]*)>([\s\S]*?)<\/h\1>/g;

/** Heading text without tags, the anchor link and its zero-width space. */
export function headingText(innerHtml) {
  return innerHtml
    .replace(/<a class="hash-link"[\s\S]*?<\/a>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\u200B/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
}

/**
 * @param {string} html rendered page content
 * @param {{ minHeadingLevel?: number, maxHeadingLevel?: number }} [levels]
 * @returns {{ id: string, text: string, level: number, children: any[] }[]}
 */
export function buildToc(html, { minHeadingLevel = 2, maxHeadingLevel = 3 } = {}) {
  const flat = [];
  let briefSection = false;
  for (const match of String(html ?? "").matchAll(HEADING)) {
    const level = Number(match[1]);
    if (level < minHeadingLevel || level > maxHeadingLevel) continue;
    // An h2 marked `data-toc-brief` (API pages with hundreds of members) is listed without its h3s.
    if (level === 2) briefSection = hasAttribute(match[2], TOC_BRIEF_ATTRIBUTE);
    else if (briefSection) continue;
    const id = match[2].match(/(?:^|\s)id="([^"]+)"/)?.[1];
    if (!id) continue;
    // API members inherited from a parent interface (the "Hide Inherited" switch hides them).
    const inherited = hasAttribute(match[2], INHERITED_ATTRIBUTE);
    flat.push({
      id,
      text: headingText(match[3]),
      level,
      children: [],
      ...(inherited && { inherited }),
    });
  }
  const root = [];
  const stack = /** @type {typeof flat} */ ([]);
  for (const entry of flat) {
    while (stack.length > 0 && /** @type {typeof entry} */ (stack.at(-1)).level >= entry.level)
      stack.pop();
    const parent = stack.at(-1);
    (parent ? parent.children : root).push(entry);
    stack.push(entry);
  }
  return root;
}
