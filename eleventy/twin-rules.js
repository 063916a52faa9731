// The Turndown rules that write our components as Markdown for the twins (markdown-twins.js):
// admonitions as titled blockquotes, tabs one after another under their labels, code fences with
// language and title, tables, absolute links. Chrome inside the content is dropped.
import TurndownService from "turndown";
import { CODE_LANGUAGE_ATTRIBUTE } from "../contract/index.js";

// Domino's node lists are not iterable: Array.from() wherever a list is walked.

const ADMONITION_TITLES = /** @type {Record<string, string>} */ ({
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
  caution: "Caution",
});

/** Chrome inside the content: heading anchors, icons and decorations, buttons, the tab strip (each panel names its tab), the field filter. */
export const CHROME =
  ".hash-link, svg, button, script, template, [role='tablist'], [role='search'], [aria-hidden='true']";

/** @param {string} text */
const cell = (text) => text.replace(/\s+/g, " ").replace(/\|/g, "\\|").trim();

/**
 * A Turndown instance with our components' rules. Links and images are made absolute against
 * `pageUrl`, so a twin read on its own still points to the right pages.
 * @param {string} pageUrl
 */
export function twinConverter(pageUrl) {
  const service = new TurndownService({
    headingStyle: "atx",
    codeBlockStyle: "fenced",
    bulletListMarker: "-",
    emDelimiter: "*",
  });
  // An underscore inside a word never starts emphasis: field names such as FrameRate_Mode stay as they are.
  const escape = service.escape.bind(service);
  service.escape = (text) => escape(text).replace(/(?<=[\p{L}\p{N}])\\_(?=[\p{L}\p{N}])/gu, "_");
  service.addRule("absoluteLinks", {
    filter: (node) =>
      node.nodeName === "A" && Boolean(/** @type {HTMLElement} */ (node).getAttribute("href")),
    replacement: (content, node) => {
      const href = new URL(/** @type {HTMLElement} */ (node).getAttribute("href") ?? "", pageUrl)
        .href;
      return content.trim() ? `[${content.trim()}](${href})` : "";
    },
  });
  service.addRule("absoluteImages", {
    filter: "img",
    replacement: (_content, node) => {
      const img = /** @type {HTMLElement} */ (node);
      const alt = img.getAttribute("alt") ?? "";
      return alt ? `![${alt}](${new URL(img.getAttribute("src") ?? "", pageUrl).href})` : "";
    },
  });
  // Code blocks: the fence keeps the language, and the file name our code titles show.
  service.addRule("codeBlocks", {
    filter: (node) => /** @type {HTMLElement} */ (node).classList?.contains("code-block"),
    replacement: (_content, node) => {
      const block = /** @type {HTMLElement} */ (node);
      const code = block.querySelector("code")?.textContent ?? "";
      const title = block.querySelector(".code-block__title")?.textContent?.trim();
      const language = block.getAttribute(CODE_LANGUAGE_ATTRIBUTE) ?? "";
      const fence = "`".repeat(
        Math.max(3, ...[...code.matchAll(/`{3,}/g)].map((run) => run[0].length + 1)),
      );
      const info = [
        language === "text" && !title ? "" : language,
        title ? `title="${title.replace(/"/g, "'")}"` : "",
      ]
        .filter(Boolean)
        .join(" ");
      return `\n\n${fence}${info}\n${code.replace(/\n$/, "")}\n${fence}\n\n`;
    },
  });
  // Admonitions become blockquotes that open with their title.
  service.addRule("admonitions", {
    filter: (node) => /** @type {HTMLElement} */ (node).classList?.contains("admonition"),
    replacement: (_content, node) => {
      const box = /** @type {HTMLElement} */ (node);
      const kind =
        box.querySelector(".admonition__title")?.textContent?.trim().toLowerCase() ?? "note";
      const body = service
        .turndown(/** @type {any} */ (box.querySelector(".admonition__content") ?? box))
        .trim();
      const quoted = `**${ADMONITION_TITLES[kind] ?? kind}:** ${body}`
        .split("\n")
        .map((line) => (line ? `> ${line}` : ">"))
        .join("\n");
      return `\n\n${quoted}\n\n`;
    },
  });
  // Tabs: every panel one after another under its label (the labels are in the panels already).
  service.addRule("tabLabels", {
    filter: (node) => /** @type {HTMLElement} */ (node).classList?.contains("tabs__panel-label"),
    replacement: (content) => `\n\n**${content.trim()}**\n\n`,
  });
  service.addRule("details", {
    filter: "summary",
    replacement: (content) => `\n\n**${content.trim()}**\n\n`,
  });
  // Category pages list their docs as cards: one list item each.
  service.addRule("cards", {
    filter: (node) =>
      node.nodeName === "A" && /** @type {HTMLElement} */ (node).classList?.contains("card"),
    replacement: (_content, node) => {
      const card = /** @type {HTMLElement} */ (node);
      const title = card.querySelector(".card__title")?.textContent?.trim() ?? "";
      const description = card.querySelector(".card__description")?.textContent?.trim();
      return `[${title}](${new URL(card.getAttribute("href") ?? "", pageUrl).href})${description ? `: ${description}` : ""}`;
    },
  });
  // List items with "- " and content indented to match, blank lines left unindented.
  service.addRule("listItems", {
    filter: "li",
    replacement: (content, node) => {
      const list = /** @type {HTMLElement} */ (node.parentNode);
      const start = Number(list.getAttribute?.("start") ?? 1);
      const marker =
        list.nodeName === "OL"
          ? `${start + Array.from(list.children).indexOf(/** @type {Element} */ (node))}. `
          : "- ";
      const body = content
        .replace(/^\n+/, "")
        .replace(/\n+$/, "")
        .replace(/\n(?!\n)/g, `\n${" ".repeat(marker.length)}`);
      return `${marker}${body}\n`;
    },
  });
  service.addRule("tables", {
    filter: "table",
    replacement: (_content, node) => {
      const rows = Array.from(/** @type {HTMLTableElement} */ (node).querySelectorAll("tr")).map(
        (row) =>
          Array.from(row.children).map((c) => cell(service.turndown(/** @type {any} */ (c)))),
      );
      if (rows.length === 0) return "";
      const width = Math.max(...rows.map((row) => row.length));
      const line = (/** @type {string[]} */ row) =>
        `| ${[...row, ...Array(width - row.length).fill("")].join(" | ")} |`;
      return `\n\n${[line(rows[0]), line(Array(width).fill("---")), ...rows.slice(1).map(line)].join("\n")}\n\n`;
    },
  });
  return service;
}
