// Markdown containers for authors who write no HTML:
//
//   :::note Optional title          admonitions: note, tip, info, warning, danger
//   Text.
//   :::
//
//   :::details Summary text         a <details> block (summary defaults to "Details")
//   Hidden until opened.
//   :::
//
//   ::::tabs{groupId=call-method}   a tab set; groupId is optional and lets the page-interactions
//   :::tab{value=async label=Async} code keep tab sets with the same group in step. A value or
//   Panel text.                     label with spaces is quoted: label="Two words". `default`
//   :::                             in a tab's braces selects it instead of the first one.
//   ::::
//
// Tabs are readable without JavaScript: the tab list stays hidden and every panel shows its
// label, until the set's `tabs` behaviour has run (see site/css/45-content.css).
// markdown-it-container ships no type declarations: its default export is used untyped.
import container from "markdown-it-container";
import { collectTabs, renderTab, renderTabs } from "./markdown-tabs.js";
import { detailsClass } from "../components/details/names.js";

export const ADMONITION_TYPES = ["note", "tip", "info", "warning", "danger"];

// 24×24 outline icons, one per admonition type; aria-hidden because the title says the type.
const ICON_PATHS = {
  note: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z",
  info: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z",
  tip: "M9 21h6v-1H9v1zm3-19a7 7 0 0 0-4 12.74V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.26A7 7 0 0 0 12 2z",
  warning: "M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z",
  danger: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z",
};

/** The word after the markers, e.g. `tabs` for `::::tabs{groupId=x}`. @param {string} info */
function containerName(info) {
  return info.trim().match(/^([a-z]+)/)?.[1] ?? "";
}

/**
 * The text after the container name, e.g. the custom title in `:::tip Pro tip`.
 * @param {string} info @param {string} name
 */
function restOf(info, name) {
  return info.trim().slice(name.length).trim();
}

/** @typedef {import("markdown-it").default} MarkdownIt */
/** @typedef {import("markdown-it/lib/token.mjs").default} Token */
/** @typedef {(tokens: Token[], index: number) => string} Render */

/** @param {MarkdownIt} md @param {keyof typeof ICON_PATHS} type @returns {Render} */
function renderAdmonition(md, type) {
  return (tokens, index) => {
    const token = tokens[index];
    if (token.nesting !== 1) return "</div></div>\n";
    const title = restOf(token.info, type) || type;
    const icon = `<svg class="admonition__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="${ICON_PATHS[type]}"/></svg>`;
    return (
      `<div class="admonition admonition--${type}">` +
      `<div class="admonition__heading">${icon}<span class="admonition__title">${md.renderInline(title)}</span></div>` +
      `<div class="admonition__content">\n`
    );
  };
}

/** @param {MarkdownIt} md @returns {Render} */
function renderDetails(md) {
  return (tokens, index) => {
    const token = tokens[index];
    if (token.nesting !== 1) return "</div></details>\n";
    const summary = restOf(token.info, "details") || "Details";
    return `<details class="${detailsClass}"><summary class="details__summary">${md.renderInline(summary)}</summary><div class="details__content">\n`;
  };
}

/** markdown-it plugin: admonitions, details and tabs. @param {MarkdownIt} md */
export default function markdownContainers(md) {
  for (const type of ADMONITION_TYPES) {
    md.use(container, type, {
      validate: (/** @type {string} */ info) => containerName(info) === type,
      render: renderAdmonition(md, /** @type {keyof typeof ICON_PATHS} */ (type)),
    });
  }
  md.use(container, "details", {
    validate: (/** @type {string} */ info) => containerName(info) === "details",
    render: renderDetails(md),
  });
  md.use(container, "tabs", {
    validate: (/** @type {string} */ info) => containerName(info) === "tabs",
    render: renderTabs(md),
  });
  md.use(container, "tab", {
    validate: (/** @type {string} */ info) => containerName(info) === "tab",
    render: renderTab(md),
  });
  md.core.ruler.after("block", "collect_tabs", collectTabs);
}
