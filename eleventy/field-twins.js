// Field lists (a track page's fields, the field index's entries) written straight to Markdown in
// both twin forms, as property sections are: Turndown's per-node work on hundreds of entries
// slowed the build. `full` keeps each entry as a list item with its paragraphs and display forms;
// `line` gives each field one line (name, type, description, forms) for llms-full.txt.

/**
 * @param {Element} list a `.field-list` element
 * @param {(element: Element) => string} inline an element's content as inline Markdown
 * @returns {{ full: string, line: string }}
 */
export function fieldListMarkdown(list, inline) {
  const entries = Array.from(list.children).map((entry) => fieldEntry(entry, inline));
  return {
    full: entries.map((entry) => entry.full).join("\n"),
    line: entries.map((entry) => entry.line).join("\n"),
  };
}

/** @param {Element} entry @param {(element: Element) => string} inline */
function fieldEntry(entry, inline) {
  const children = Array.from(entry.children);
  const typeLine = children.find((child) => child.tagName === "SPAN");
  const chips = Array.from(typeLine?.querySelectorAll("i") ?? []).map((chip) => chip.textContent);
  const type = Array.from(typeLine?.childNodes ?? [])
    .filter((node) => node.nodeName !== "I")
    .map((node) => node.textContent)
    .join("")
    .trim();
  const history = children.find((child) => child.matches("a.api-history"));
  const paragraphs = children.filter((child) => child.tagName === "P").map(inline);
  // A form shows its suffix (`_String3`) under its field: the twin names it in full.
  const forms = Array.from(entry.querySelectorAll(".forms > li")).map((form) =>
    `\`${form.id}\` ${inline(form).replace(/^\S+\s*/, "")}`.trim(),
  );
  const name = "`" + entry.id + "`";
  const head = [
    `- ${name}${type ? ` ${type}` : ""}`,
    chips.length ? ` (${chips.join(", ")})` : "",
    history ? ` ${inline(wrap(history))}` : "",
  ].join("");
  return {
    full: [
      head,
      ...paragraphs.map((text) => `  ${text}`),
      forms.map((text) => `  - ${text}`).join("\n"),
    ]
      .filter(Boolean)
      .join("\n\n"),
    line: `- \`${entry.id}: ${type}\`${chips.length ? ` (${chips.join(", ")})` : ""} — ${[
      ...paragraphs,
      forms.length ? `Display forms: ${forms.join("; ")}.` : "",
    ]
      .filter(Boolean)
      .join(" ")}`,
  };
}

/** A link's address, absolute, as the converter writes it: the link alone in a paragraph. */
function wrap(/** @type {Element} */ link) {
  const paragraph = /** @type {Document} */ (link.ownerDocument).createElement("p");
  paragraph.appendChild(link.cloneNode(true));
  return paragraph;
}
