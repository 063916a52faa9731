// One popup template per page: a popup that several examples share (the factory's signature on a
// page of small examples) is written once. Each code block's template is merged into the page's,
// which takes the last block's place, and the identifiers' indices are renumbered to match.
import { hintAttribute, hintsClass } from "../names.js";

const TEMPLATE = new RegExp(`<template class="${hintsClass}"[^>]*>([\\s\\S]*?)</template>`, "g");
const POPUP = new RegExp(`<div ${hintAttribute}="(\\d+)">([\\s\\S]*?)</div>`, "g");
const HINT = new RegExp(`<span ${hintAttribute}="(\\d+)">`, "g");

/** The page's HTML with its code blocks' popup templates merged into one. */
export function mergeHintTemplates(html) {
  const templates = [...html.matchAll(TEMPLATE)];
  if (templates.length < 2) return html;
  const popups = new Map(); // popup content → page-wide index
  let out = "";
  let at = 0;
  templates.forEach((template, k) => {
    const local = new Map();
    for (const [, index, content] of template[1].matchAll(POPUP)) {
      if (!popups.has(content)) popups.set(content, popups.size);
      local.set(index, popups.get(content));
    }
    const before = html.slice(at, template.index);
    out += before.replace(HINT, (_, index) => `<span ${hintAttribute}="${local.get(index)}">`);
    if (k === templates.length - 1) {
      const merged = [...popups.keys()].map(
        (content, index) => `<div ${hintAttribute}="${index}">${content}</div>`,
      );
      out += template[0].replace(template[1], merged.join(""));
    }
    at = template.index + template[0].length;
  });
  return out + html.slice(at);
}
