// Our own examples for the API reference: one Markdown file per target in
// site/_api-examples, with `target: function/<name>` or `target: class/<Name>#<member>` in its
// front matter. build-api.js adds each under an "Example" heading to the page TypeDoc generated:
// at the end of a function's page, or at the end of a class member's section. Their fences are
// run by the examples test like every other docs example.
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";

export const API_EXAMPLES_DIR = "site/_api-examples";
const FOLDERS = { function: "functions", class: "classes" };

/** @returns {{ file: string, kind: "function" | "class", name: string, member: string | null, body: string }[]} */
export function readApiExamples(dir = API_EXAMPLES_DIR) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const { data, content } = matter(fs.readFileSync(file, "utf8"));
      const target = /^(function|class)\/(\w+)(?:#(\w+))?$/.exec(String(data.target ?? ""));
      if (!target || (target[1] === "class") !== Boolean(target[3])) {
        throw new Error(
          `${file}: target must be "function/<name>" or "class/<Name>#<member>", got "${data.target}"`,
        );
      }
      return {
        file,
        kind: /** @type {"function" | "class"} */ (target[1]),
        name: target[2],
        member: target[3] ?? null,
        body: content.trim(),
      };
    });
}

/** The page's Markdown with the example added; throws when the page has no such member. */
export function withExample(markdown, { file, member, body }) {
  if (!member) return `${markdown.trimEnd()}\n\n## Example\n\n${body}\n`;
  const lines = markdown.split("\n");
  const start = lines.indexOf(`### ${member}`);
  if (start === -1) throw new Error(`${file}: the page has no "### ${member}" section`);
  let end = lines.findIndex((line, index) => index > start && /^#{1,3} /.test(line));
  if (end === -1) end = lines.length;
  // Step back over what opens the next member (blank lines, a rule, its <section>).
  while (end > start && /^(\*\*\*|---|<section>|\s*)$/.test(lines[end - 1])) end -= 1;
  return [...lines.slice(0, end), "", "#### Example", "", body, "", ...lines.slice(end)].join("\n");
}

/** Adds every example to its generated page in `apiDir`. */
export function addApiExamples(apiDir, examples = readApiExamples()) {
  for (const example of examples) {
    const page = path.join(apiDir, FOLDERS[example.kind], `${example.name}.md`);
    if (!fs.existsSync(page)) throw new Error(`${example.file}: no generated page ${page}`);
    fs.writeFileSync(page, withExample(fs.readFileSync(page, "utf8"), example));
  }
}
