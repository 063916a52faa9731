// markdown-it plugin for the generated API pages (front matter `apiPage: true`): the heading of
// each member `<section>` gets the member's exact name as id (`#FrameRate`, `#@type`) and the
// section's `data-inherited` marker. markdown-it-anchor keeps an id that is already set and still
// adds the "Direct link to" anchor. With `apiBriefToc` (pages with hundreds of members) the h2
// above the members gets `data-toc-brief`, so the TOC lists that section but not each member.

import { INHERITED_ATTRIBUTE, TOC_BRIEF_ATTRIBUTE } from "../contract/index.js";

const SECTION = new RegExp(`^<section( ${INHERITED_ATTRIBUTE})?>`);

/** Text of a heading's inline token, with Markdown escapes already resolved. */
function inlineText(inline) {
  return (inline.children ?? [])
    .filter((child) => child.type === "text" || child.type === "code_inline")
    .map((child) => child.content)
    .join("");
}

function markMembers(state) {
  if (!state.env?.apiPage) return;
  const tokens = state.tokens;
  for (let index = 0; index < tokens.length; index += 1) {
    const match = tokens[index].type === "html_block" ? SECTION.exec(tokens[index].content) : null;
    if (!match) continue;
    const heading = tokens[index + 1];
    if (heading?.type !== "heading_open") continue;
    heading.attrSet("id", inlineText(tokens[index + 2]));
    if (match[1]) heading.attrSet(INHERITED_ATTRIBUTE, "");
    if (state.env.apiBriefToc) {
      const section = tokens.findLast(
        (token, at) => at < index && token.type === "heading_open" && token.tag === "h2",
      );
      section?.attrSet(TOC_BRIEF_ATTRIBUTE, "");
    }
  }
}

/** Registered by eleventy/markdown.js; a no-op on pages without `apiPage`. */
export default function apiMarkdown(md) {
  md.core.ruler.before("anchor", "api_member_ids", markMembers);
}
