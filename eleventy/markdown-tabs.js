// Tabs for the Markdown containers (see markdown-containers.js for the author syntax): a core
// rule that collects each tab set's tabs, and the renderers for the set and for each panel.
import { githubSlug } from "./slug.js";
import { BEHAVIOUR_ATTRIBUTE } from "../contract/index.js";
import {
  activeTabClass,
  defaultAttribute,
  groupAttribute,
  valueAttribute,
} from "../components/tabs/names.js";

/** @typedef {import("markdown-it").default} MarkdownIt */
/** @typedef {import("markdown-it/lib/token.mjs").default} Token */
/** @typedef {(tokens: Token[], index: number) => string} Render */

/**
 * Parses `{groupId=x label="Two words" default}` into an object (bare words become true).
 * @param {string} info @returns {Record<string, string | true>}
 */
export function parseBraceAttributes(info) {
  const inner = info.match(/\{([^}]*)\}/)?.[1] ?? "";
  const attrs = /** @type {Record<string, string | true>} */ ({});
  for (const match of inner.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|([^\s"]+)))?/g)) {
    attrs[match[1]] = match[2] ?? match[3] ?? true;
  }
  return attrs;
}

/**
 * Core rule: gives each tab set the list of its tabs (value, label, ids) and each tab its ids,
 * so the tab list can be written before the panels. Ids count tab sets within one document.
 */
export function collectTabs(/** @type {{ tokens: Token[] }} */ state) {
  let setNumber = 0;
  const open = /** @type {Token[]} */ ([]);
  for (const token of state.tokens) {
    if (token.type === "container_tabs_open") {
      setNumber += 1;
      const attrs = parseBraceAttributes(token.info);
      token.meta = {
        id: `tabs-${setNumber}`,
        groupId: typeof attrs.groupId === "string" ? attrs.groupId : null,
        tabs: [],
      };
      open.push(token);
    } else if (token.type === "container_tabs_close") {
      const set = open.pop()?.meta;
      if (
        set &&
        set.tabs.length > 0 &&
        !set.tabs.some((/** @type {{ isDefault: boolean }} */ tab) => tab.isDefault)
      )
        set.tabs[0].isDefault = true;
    } else if (token.type === "container_tab_open") {
      const set = open.at(-1)?.meta;
      if (!set)
        throw new Error(
          `Markdown: ":::tab" on line ${(token.map?.[0] ?? 0) + 1} is not inside a "::::tabs" block`,
        );
      const attrs = parseBraceAttributes(token.info);
      const label =
        typeof attrs.label === "string"
          ? attrs.label
          : String(attrs.value ?? `Tab ${set.tabs.length + 1}`);
      const value = typeof attrs.value === "string" ? attrs.value : githubSlug(label);
      const n = set.tabs.length + 1;
      const tab = {
        value,
        label,
        tabId: `${set.id}-tab-${n}`,
        panelId: `${set.id}-panel-${n}`,
        isDefault: attrs.default === true,
      };
      set.tabs.push(tab);
      token.meta = tab;
    }
  }
}

/** @param {MarkdownIt} md @returns {Render} */
export function renderTabs(md) {
  const esc = md.utils.escapeHtml;
  return (tokens, index) => {
    const token = tokens[index];
    if (token.nesting !== 1) return "</div></div>\n";
    const { id, groupId, tabs } = token.meta;
    const items = tabs
      .map(
        (/** @type {any} */ tab) =>
          `<li class="tabs__item${tab.isDefault ? ` ${activeTabClass}` : ""}" role="tab" id="${tab.tabId}" aria-controls="${tab.panelId}" aria-selected="${tab.isDefault}" tabindex="${tab.isDefault ? 0 : -1}" ${valueAttribute}="${esc(tab.value)}">${esc(tab.label)}</li>`,
      )
      .join("");
    const group = groupId ? ` ${groupAttribute}="${esc(groupId)}"` : "";
    return `<div class="tabs-container" id="${id}" ${BEHAVIOUR_ATTRIBUTE}="tabs"${group}><ul class="tabs" role="tablist" aria-orientation="horizontal">${items}</ul><div class="tabs__panels">\n`;
  };
}

/** @param {MarkdownIt} md @returns {Render} */
export function renderTab(md) {
  const esc = md.utils.escapeHtml;
  return (tokens, index) => {
    const token = tokens[index];
    if (token.nesting !== 1) return "</div>\n";
    const tab = token.meta;
    return (
      `<div class="tabs__panel" role="tabpanel" id="${tab.panelId}" aria-labelledby="${tab.tabId}" ${valueAttribute}="${esc(tab.value)}"${tab.isDefault ? ` ${defaultAttribute}` : ""}>` +
      `<p class="tabs__panel-label">${esc(tab.label)}</p>\n`
    );
  };
}
