// Markdown twins: every page's main content as clean Markdown at `<url>index.html.md`.
// One pipeline for every page: the rendered HTML of the page's content (the element Pagefind
// indexes, so navigation chrome is already out), converted by Turndown with rules for our own
// components. No page has a single Markdown source (docs mix Markdown with Nunjucks, containers
// and fence attributes; the home page is a template; the changelog comes from JSON), while the
// rendered HTML is what readers see, so the twin says what the page says.
import domino from "@mixmark-io/domino";
import { CHROME, twinConverter } from "./twin-rules.js";
import { fieldListMarkdown } from "./field-twins.js";

// Domino's node lists are not iterable: Array.from() wherever a list is walked.

/** The element holding a page's own content on every layout. */
export const CONTENT_SELECTOR = "[data-pagefind-body]";

/**
 * The content element of a rendered page, or null when the page has none. Only the part from the
 * content element to the end of <main> is parsed: the chrome before it is never converted.
 * @param {string} html
 */
export function contentOf(html) {
  const start = html.search(/<[a-z]+\b[^>]*\bdata-pagefind-body\b/);
  const end = html.indexOf("</main>", start);
  const part = start >= 0 ? html.slice(start, end >= 0 ? end : undefined) : html;
  return domino
    .createDocument(`<!DOCTYPE html><html><body>${part}</body></html>`)
    .querySelector(CONTENT_SELECTOR);
}

/**
 * A property section of the API reference (heading, signature, description paragraphs, source
 * link): its parts, or null for any other section.
 * @param {Element} section
 */
function propertyParts(section) {
  const [heading, signature, ...rest] = Array.from(section.children);
  const isProperty =
    heading?.tagName === "H3" &&
    signature?.tagName === "P" &&
    signature.children.length === 1 &&
    signature.firstElementChild?.tagName === "CODE" &&
    signature.textContent === signature.firstElementChild.textContent &&
    rest.every((el) => el.tagName === "P");
  return isProperty ? { heading, signature: signature.textContent ?? "", paragraphs: rest } : null;
}

/** @param {Element} p */
const isSourceLink = (p) =>
  p.children.length === 1 &&
  p.firstElementChild?.tagName === "A" &&
  p.textContent?.trim() === p.firstElementChild.textContent?.trim() &&
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
  if (!content)
    throw new Error(`${pageUrl}: no ${CONTENT_SELECTOR} element to make a Markdown twin from`);
  const service = twinConverter(pageUrl);
  const doc = /** @type {Document} */ (content.ownerDocument);
  for (const el of Array.from(content.querySelectorAll(CHROME))) el.parentNode?.removeChild(el);

  // Property sections (hundreds on a track page) are written directly, in both forms: Turndown's
  // per-node work on them made the build a third slower. Each becomes a placeholder.
  const properties = /** @type {{ full: string, line: string }[]} */ ([]);
  /** @param {Element} p */
  const inline = (p) =>
    p.children.length === 0
      ? service.escape(p.textContent ?? "")
      : service.turndown(/** @type {any} */ (p));
  for (const section of Array.from(content.querySelectorAll("section"))) {
    const parts = propertyParts(section);
    if (!parts) continue;
    const code = "`" + parts.signature + "`";
    const title = Array.from(parts.heading.childNodes)
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent)
      .join("")
      .trim();
    const description = parts.paragraphs
      .filter((p) => !isSourceLink(p))
      .map(inline)
      .join(" ");
    properties.push({
      full: [`### ${service.escape(title)}`, code, ...parts.paragraphs.map(inline)].join("\n\n"),
      line: `- ${code}${description ? ` — ${description}` : ""}`,
    });
    const marker = doc.createElement("p");
    marker.textContent = `TWIN-PROPERTY-${properties.length - 1}`;
    section.parentNode?.replaceChild(marker, section);
  }

  for (const list of Array.from(content.querySelectorAll(".field-list"))) {
    const { full, line } = fieldListMarkdown(list, inline);
    properties.push({ full, line });
    const marker = doc.createElement("p");
    marker.textContent = `TWIN-PROPERTY-${properties.length - 1}`;
    list.parentNode?.replaceChild(marker, list);
  }

  const markdown = service.turndown(/** @type {any} */ (content)).replace(/\u200B/g, "");
  /** @param {string} text */
  const tidy = (text) => `${text.replace(/\n{3,}/g, "\n\n").trim()}\n`;
  const twin = tidy(
    markdown.replace(/TWIN-PROPERTY-(\d+)/g, (_match, index) => properties[Number(index)].full),
  );
  const compact = tidy(
    markdown
      .replace(/^## Index\n[\s\S]*?(?=^## |(?![\s\S]))/m, "")
      .replace(/^Defined in: .*$\n?/gm, "")
      .replace(/TWIN-PROPERTY-(\d+)/g, (_match, index) => properties[Number(index)].line)
      .replace(/^(- `.*)\n\n(?=- `)/gm, "$1\n"),
  );
  return { twin, compact };
}
