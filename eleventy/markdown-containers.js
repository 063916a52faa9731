// Markdown containers for authors who write no HTML (issue 3, BEHAVIOUR §8):
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
// label, until a script marks the set `data-tabs-ready` (see site/css/45-content.css).
import container from "markdown-it-container";
import { githubSlug } from "./slug.js";

export const ADMONITION_TYPES = ["note", "tip", "info", "warning", "danger"];

// 24×24 outline icons, one per admonition type; aria-hidden because the title says the type.
const ICON_PATHS = {
  note: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z",
  info: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z",
  tip: "M9 21h6v-1H9v1zm3-19a7 7 0 0 0-4 12.74V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.26A7 7 0 0 0 12 2z",
  warning: "M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z",
  danger: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z",
};

/** Parses `{groupId=x label="Two words" default}` into an object (bare words become true). */
export function parseBraceAttributes(info) {
  const inner = info.match(/\{([^}]*)\}/)?.[1] ?? "";
  const attrs = {};
  for (const match of inner.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|([^\s"]+)))?/g)) {
    attrs[match[1]] = match[2] ?? match[3] ?? true;
  }
  return attrs;
}

/** The word after the markers, e.g. `tabs` for `::::tabs{groupId=x}`. */
function containerName(info) {
  return info.trim().match(/^([a-z]+)/)?.[1] ?? "";
}

/** The text after the container name, e.g. the custom title in `:::tip Pro tip`. */
function restOf(info, name) {
  return info.trim().slice(name.length).trim();
}

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

function renderDetails(md) {
  return (tokens, index) => {
    const token = tokens[index];
    if (token.nesting !== 1) return "</div></details>\n";
    const summary = restOf(token.info, "details") || "Details";
    return `<details class="details"><summary class="details__summary">${md.renderInline(summary)}</summary><div class="details__content">\n`;
  };
}

/**
 * Core rule: gives each tab set the list of its tabs (value, label, ids) and each tab its ids,
 * so the tab list can be written before the panels. Ids count tab sets within one document.
 */
export function collectTabs(state) {
  let setNumber = 0;
  const open = [];
  for (const token of state.tokens) {
    if (token.type === "container_tabs_open") {
      setNumber += 1;
      const attrs = parseBraceAttributes(token.info);
      token.meta = { id: `tabs-${setNumber}`, groupId: typeof attrs.groupId === "string" ? attrs.groupId : null, tabs: [] };
      open.push(token);
    } else if (token.type === "container_tabs_close") {
      const set = open.pop()?.meta;
      if (set && set.tabs.length > 0 && !set.tabs.some((tab) => tab.isDefault)) set.tabs[0].isDefault = true;
    } else if (token.type === "container_tab_open") {
      const set = open.at(-1)?.meta;
      if (!set) throw new Error(`Markdown: ":::tab" on line ${token.map?.[0] + 1} is not inside a "::::tabs" block`);
      const attrs = parseBraceAttributes(token.info);
      const label = typeof attrs.label === "string" ? attrs.label : String(attrs.value ?? `Tab ${set.tabs.length + 1}`);
      const value = typeof attrs.value === "string" ? attrs.value : githubSlug(label);
      const n = set.tabs.length + 1;
      const tab = { value, label, tabId: `${set.id}-tab-${n}`, panelId: `${set.id}-panel-${n}`, isDefault: attrs.default === true };
      set.tabs.push(tab);
      token.meta = tab;
    }
  }
}

function renderTabs(md) {
  const esc = md.utils.escapeHtml;
  return (tokens, index) => {
    const token = tokens[index];
    if (token.nesting !== 1) return "</div></div>\n";
    const { id, groupId, tabs } = token.meta;
    const items = tabs
      .map(
        (tab) =>
          `<li class="tabs__item${tab.isDefault ? " tabs__item--active" : ""}" role="tab" id="${tab.tabId}" aria-controls="${tab.panelId}" aria-selected="${tab.isDefault}" tabindex="${tab.isDefault ? 0 : -1}" data-value="${esc(tab.value)}">${esc(tab.label)}</li>`,
      )
      .join("");
    const group = groupId ? ` data-group-id="${esc(groupId)}"` : "";
    return `<div class="tabs-container" id="${id}" data-tabs${group}><ul class="tabs" role="tablist" aria-orientation="horizontal">${items}</ul><div class="tabs__panels">\n`;
  };
}

function renderTab(md) {
  const esc = md.utils.escapeHtml;
  return (tokens, index) => {
    const token = tokens[index];
    if (token.nesting !== 1) return "</div>\n";
    const tab = token.meta;
    return (
      `<div class="tabs__panel" role="tabpanel" id="${tab.panelId}" aria-labelledby="${tab.tabId}" data-value="${esc(tab.value)}"${tab.isDefault ? " data-default" : ""}>` +
      `<p class="tabs__panel-label">${esc(tab.label)}</p>\n`
    );
  };
}

/** markdown-it plugin: admonitions, details and tabs. */
export default function markdownContainers(md) {
  for (const type of ADMONITION_TYPES) {
    md.use(container, type, { validate: (info) => containerName(info) === type, render: renderAdmonition(md, type) });
  }
  md.use(container, "details", { validate: (info) => containerName(info) === "details", render: renderDetails(md) });
  md.use(container, "tabs", { validate: (info) => containerName(info) === "tabs", render: renderTabs(md) });
  md.use(container, "tab", { validate: (info) => containerName(info) === "tab", render: renderTab(md) });
  md.core.ruler.after("block", "collect_tabs", collectTabs);
}
