// Type hints in highlighted code: each identifier with type information is wrapped, inside
// Prism's own markup, in `<span data-type-hint="N">`, and its popup's content
// (signature, first paragraph of its doc comment, link to its API page) goes into a <template>
// after the code, where it stays out of the code's text, the copy button, search and the
// Markdown twins. components/type-hints makes the spans reachable and shows the popups.
import { hintAttribute, hintsClass } from "../names.js";

const ENTITIES = { "&lt;": "<", "&gt;": ">", "&amp;": "&", "&quot;": '"', "&#39;": "'" };
const escape = (text) =>
  text.replace(/[<>&"]/g, (char) => Object.keys(ENTITIES).find((k) => ENTITIES[k] === char));

/**
 * Wraps the ranges `[start, start + length)` of the code in highlighted `html` whose text Prism
 * kept in one piece (an identifier always is). `hintOf(range)` gives each wrapped range's index.
 * @param {string} html @param {string} code the text `html` shows
 * @param {{ start: number, length: number }[]} ranges
 */
export function wrapRanges(html, code, ranges, hintOf) {
  const starts = new Map(ranges.map((range) => [range.start, range]));
  let out = "";
  let at = 0; // position in `code`
  let closeAt = -1;
  for (let i = 0; i < html.length;) {
    if (html[i] === "<") {
      const end = html.indexOf(">", i) + 1;
      out += html.slice(i, end);
      i = end;
      continue;
    }
    const entity = html[i] === "&" ? /^&(?:lt|gt|amp|quot|#39);/.exec(html.slice(i))?.[0] : null;
    const piece = entity ?? html[i];
    const range = starts.get(at);
    if (range && closeAt < 0 && plainTextAhead(html, i, range.length)) {
      out += `<span ${hintAttribute}="${hintOf(range)}">`;
      closeAt = at + range.length;
    }
    if ((entity ? ENTITIES[entity] : piece) !== code[at])
      throw new Error(
        `Highlighted code differs from its text at ${at}: ${code.slice(at, at + 20)}`,
      );
    out += piece;
    i += piece.length;
    at += 1;
    if (at === closeAt) {
      out += "</span>";
      closeAt = -1;
    }
  }
  return out;
}

/** Whether the next `length` characters of text from `i` contain no tag. */
function plainTextAhead(html, i, length) {
  const text = html
    .slice(i)
    .split("<")[0]
    .replace(/&(?:lt|gt|amp|quot|#39);/g, "_");
  return text.length >= length;
}

const SUMMARY_LENGTH = 200;
/**
 * A doc comment's summary as text ({@link Name} becomes Name): its first paragraph, cut after
 * the last sentence that fits in SUMMARY_LENGTH (some of Node.js's run on with examples).
 */
export function summary(docs = "") {
  const paragraph = docs
    .replace(/\{@link\s+([^}|]*?)\s*(?:\|[^}]*)?\}/g, "$1")
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, " ")
    .trim();
  if (paragraph.length <= SUMMARY_LENGTH) return paragraph;
  const cut = paragraph.slice(0, SUMMARY_LENGTH);
  const end = cut.lastIndexOf(". ");
  return end > 0 ? cut.slice(0, end + 1) : `${cut.trimEnd()}\u2026`;
}

/**
 * Whether a hover says something: a name typed `any`, or imported from a package the build
 * does not have (a framework's: the compiler then says only "import Name"), tells nothing.
 */
export const isInformative = (hover) =>
  !/(^|: )any$|^import [\w$]+$/.test(hover.text.split("\n")[0]);

/**
 * The API reference key a hover names ("mediaInfoFactory", "MediaInfo.analyzeData"): the
 * declaration's name, with its owner for a member, type arguments dropped.
 */
export function apiKeyOf(hoverText) {
  const declaration = hoverText
    .split("\n")[0]
    .replace(/^\((\w+)\)\s+/, "")
    .replace(/^(?:function|interface|type|class|const|let|var|enum|namespace|module)\s+/, "");
  const name = /^[\w$]+/.exec(declaration)?.[0];
  if (!name) return null;
  let rest = declaration.slice(name.length);
  if (rest.startsWith("<")) {
    let depth = 0;
    let end = 0;
    for (; end < rest.length; end++) {
      depth += rest[end] === "<" ? 1 : rest[end] === ">" ? -1 : 0;
      if (depth === 0) break;
    }
    rest = rest.slice(end + 1);
  }
  const member = /^\.([\w$]+)/.exec(rest)?.[1];
  return member ? `${name}.${member}` : name;
}

/**
 * The popups of one code block: one per distinct hover (same signature and doc), in a template.
 * @param {{ text: string, docs?: string }[]} hovers distinct hovers, by index
 * @param {Map<string, string>} links API reference addresses by key
 */
export function hintsTemplate(hovers, links) {
  const popups = hovers.map((hover, index) => {
    const docs = summary(hover.docs);
    const key = apiKeyOf(hover.text);
    const link = key && links.get(key);
    return `<div ${hintAttribute}="${index}"><code>${escape(hover.text.replace(/\nimport [\w$]+$/, ""))}</code>${docs ? `<p>${escape(docs)}</p>` : ""}${link ? `<a href="${escape(link)}">API reference: ${escape(key)}</a>` : ""}</div>`;
  });
  return `<template class="${hintsClass}" data-pagefind-ignore>${popups.join("")}</template>`;
}
