// Markdown twins (issue #23): every page's main content as clean Markdown at `<url>index.html.md`.
// One pipeline for every page: the rendered HTML of the page's content (the element Pagefind
// indexes, so navigation chrome is already out), converted by Turndown with rules for our own
// components. No page has a single Markdown source (docs mix Markdown with Nunjucks, containers
// and fence attributes; the home page is a template; the changelog comes from JSON), while the
// rendered HTML is what readers see, so the twin says what the page says.
import domino from "@mixmark-io/domino";
import TurndownService from "turndown";
import { CODE_LANGUAGE_ATTRIBUTE } from "../contract/index.js";

// Domino's node lists are not iterable: Array.from() wherever a list is walked.

/** The element holding a page's own content on every layout. */
export const CONTENT_SELECTOR = "[data-pagefind-body]";

/** `/docs/intro/` → `/docs/intro/index.html.md`, the llms.txt proposal's name for a URL ending in `/`. */
export const twinUrl = (/** @type {string} */ url) => `${url}index.html.md`;

const ADMONITION_TITLES = /** @type {Record<string, string>} */ ({ note: "Note", tip: "Tip", info: "Info", warning: "Warning", danger: "Danger", caution: "Caution" });

/** Chrome inside the content: heading anchors, icons and decorations, buttons, the tab strip (each panel names its tab). */
const CHROME = ".hash-link, svg, button, script, template, [role='tablist'], [aria-hidden='true']";

/** @param {string} text */
const cell = (text) => text.replace(/\s+/g, " ").replace(/\|/g, "\\|").trim();

/**
 * A Turndown instance with our components' rules. Links and images are made absolute against
 * `pageUrl`, so a twin read on its own still points to the right pages.
 * @param {string} pageUrl
 */
function converter(pageUrl) {
  const service = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-", emDelimiter: "*" });
  // An underscore inside a word never starts emphasis: field names such as FrameRate_Mode stay as they are.
  const escape = service.escape.bind(service);
  service.escape = (text) => escape(text).replace(/(?<=[\p{L}\p{N}])\\_(?=[\p{L}\p{N}])/gu, "_");
  service.addRule("absoluteLinks", {
    filter: (node) => node.nodeName === "A" && Boolean(/** @type {HTMLElement} */ (node).getAttribute("href")),
    replacement: (content, node) => {
      const href = new URL(/** @type {HTMLElement} */ (node).getAttribute("href") ?? "", pageUrl).href;
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
      const fence = "`".repeat(Math.max(3, ...[...code.matchAll(/`{3,}/g)].map((run) => run[0].length + 1)));
      const info = [language === "text" && !title ? "" : language, title ? `title="${title.replace(/"/g, "'")}"` : ""].filter(Boolean).join(" ");
      return `\n\n${fence}${info}\n${code.replace(/\n$/, "")}\n${fence}\n\n`;
    },
  });
  // Admonitions become blockquotes that open with their title.
  service.addRule("admonitions", {
    filter: (node) => /** @type {HTMLElement} */ (node).classList?.contains("admonition"),
    replacement: (_content, node) => {
      const box = /** @type {HTMLElement} */ (node);
      const kind = box.querySelector(".admonition__title")?.textContent?.trim().toLowerCase() ?? "note";
      const body = service.turndown(/** @type {any} */ (box.querySelector(".admonition__content") ?? box)).trim();
      const quoted = `**${ADMONITION_TITLES[kind] ?? kind}:** ${body}`.split("\n").map((line) => (line ? `> ${line}` : ">")).join("\n");
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
    filter: (node) => node.nodeName === "A" && /** @type {HTMLElement} */ (node).classList?.contains("card"),
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
      const marker = list.nodeName === "OL" ? `${start + Array.from(list.children).indexOf(/** @type {Element} */ (node))}. ` : "- ";
      const body = content.replace(/^\n+/, "").replace(/\n+$/, "").replace(/\n(?!\n)/g, `\n${" ".repeat(marker.length)}`);
      return `${marker}${body}\n`;
    },
  });
  service.addRule("tables", {
    filter: "table",
    replacement: (_content, node) => {
      const rows = Array.from(/** @type {HTMLTableElement} */ (node).querySelectorAll("tr")).map((row) =>
        Array.from(row.children).map((c) => cell(service.turndown(/** @type {any} */ (c)))),
      );
      if (rows.length === 0) return "";
      const width = Math.max(...rows.map((row) => row.length));
      const line = (/** @type {string[]} */ row) => `| ${[...row, ...Array(width - row.length).fill("")].join(" | ")} |`;
      return `\n\n${[line(rows[0]), line(Array(width).fill("---")), ...rows.slice(1).map(line)].join("\n")}\n\n`;
    },
  });
  return service;
}

/**
 * The content element of a rendered page, or null when the page has none. Only the part from the
 * content element to the end of <main> is parsed: the chrome before it is never converted.
 * @param {string} html
 */
export function contentOf(html) {
  const start = html.search(/<[a-z]+\b[^>]*\bdata-pagefind-body\b/);
  const end = html.indexOf("</main>", start);
  const part = start >= 0 ? html.slice(start, end >= 0 ? end : undefined) : html;
  return domino.createDocument(`<!DOCTYPE html><html><body>${part}</body></html>`).querySelector(CONTENT_SELECTOR);
}

/**
 * A property section of the API reference (heading, signature, description paragraphs, source
 * link): its parts, or null for any other section.
 * @param {Element} section
 */
function propertyParts(section) {
  const [heading, signature, ...rest] = Array.from(section.children);
  const isProperty = heading?.tagName === "H3" && signature?.tagName === "P" && signature.children.length === 1 &&
    signature.firstElementChild?.tagName === "CODE" && signature.textContent === signature.firstElementChild.textContent &&
    rest.every((el) => el.tagName === "P");
  return isProperty ? { heading, signature: signature.textContent ?? "", paragraphs: rest } : null;
}

/** @param {Element} p */
const isSourceLink = (p) =>
  p.children.length === 1 && p.firstElementChild?.tagName === "A" && p.textContent?.trim() === p.firstElementChild.textContent?.trim() &&
  /\/blob\/v[\d.]+\/src\//.test(p.firstElementChild?.getAttribute("href") ?? "");

/**
 * A page as Markdown in two forms from one conversion: `twin`, the page's content starting with
 * its h1; and `compact` (for the API in llms-full.txt): no source locations, no member index (it
 * repeats the member names), each property one list line (signature and description), which
 * keeps every field and its meaning.
 * @param {string} html the rendered page
 * @param {string} pageUrl its absolute URL
 */
export function pageToMarkdown(html, pageUrl) {
  const content = contentOf(html);
  if (!content) throw new Error(`${pageUrl}: no ${CONTENT_SELECTOR} element to make a Markdown twin from`);
  const service = converter(pageUrl);
  const doc = /** @type {Document} */ (content.ownerDocument);
  for (const el of Array.from(content.querySelectorAll(CHROME))) el.parentNode?.removeChild(el);

  // Property sections (hundreds on a track page) are written directly, in both forms: Turndown's
  // per-node work on them made the build a third slower. Each becomes a placeholder.
  /** @type {{ full: string, line: string }[]} */
  const properties = [];
  /** @param {Element} p */
  const inline = (p) => (p.children.length === 0 ? service.escape(p.textContent ?? "") : service.turndown(/** @type {any} */ (p)));
  for (const section of Array.from(content.querySelectorAll("section"))) {
    const parts = propertyParts(section);
    if (!parts) continue;
    const code = "`" + parts.signature + "`";
    const title = Array.from(parts.heading.childNodes).filter((n) => n.nodeType === 3).map((n) => n.textContent).join("").trim();
    const description = parts.paragraphs.filter((p) => !isSourceLink(p)).map(inline).join(" ");
    properties.push({
      full: [`### ${service.escape(title)}`, code, ...parts.paragraphs.map(inline)].join("\n\n"),
      line: `- ${code}${description ? ` — ${description}` : ""}`,
    });
    const marker = doc.createElement("p");
    marker.textContent = `TWIN-PROPERTY-${properties.length - 1}`;
    section.parentNode?.replaceChild(marker, section);
  }

  const markdown = service.turndown(/** @type {any} */ (content)).replace(/\u200B/g, "");
  /** @param {string} text */
  const tidy = (text) => `${text.replace(/\n{3,}/g, "\n\n").trim()}\n`;
  const twin = tidy(markdown.replace(/TWIN-PROPERTY-(\d+)/g, (_match, index) => properties[Number(index)].full));
  const compact = tidy(
    markdown
      .replace(/^## Index\n[\s\S]*?(?=^## |(?![\s\S]))/m, "")
      .replace(/^Defined in: .*$\n?/gm, "")
      .replace(/TWIN-PROPERTY-(\d+)/g, (_match, index) => properties[Number(index)].line)
      .replace(/^(- `.*)\n\n(?=- `)/gm, "$1\n"),
  );
  return { twin, compact };
}
