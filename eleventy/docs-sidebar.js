// Builds the `docsSidebar` tree from the docs folder: Markdown front matter (sidebar_position,
// sidebar_label, title, description) and one `_category_.json` per sub-folder, whose `links` are
// external items: `href`, or `librarySource` for a path in the library's repository.
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { librarySourceUrl } from "./facts/library-source.js";

const POSITION_LAST = Number.MAX_SAFE_INTEGER;

/**
 * @param {string} docsDir absolute path of `site/docs`
 * @param {string} urlBase URL prefix of the docs, e.g. "/docs"
 * @param {string} [tag] the library's tag its links into the repository name (the release's own)
 * @returns {import("./navigation.js").SidebarItem[]}
 */
export function buildDocsSidebar(docsDir, urlBase = "/docs", tag = undefined) {
  return readFolder(docsDir, docsDir, urlBase, tag).map(({ item }) => item);
}

function readFolder(dir, docsDir, urlBase, tag) {
  const entries = [];
  for (const name of fs.readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (fs.statSync(full).isDirectory()) {
      if (name === "category") continue; // generated index pages, not content
      entries.push(readCategory(full, docsDir, urlBase, tag));
    } else if (name.endsWith(".md")) {
      entries.push(readDoc(full, docsDir, urlBase));
    }
  }
  return entries.sort(
    (a, b) => a.position - b.position || a.item.label.localeCompare(b.item.label),
  );
}

function readDoc(file, docsDir, urlBase) {
  const { data } = matter(fs.readFileSync(file, "utf8"));
  const id = path.relative(docsDir, file).replace(/\.md$/, "").split(path.sep).join("/");
  if (!data.title) throw new Error(`${file}: front matter needs a "title"`);
  return {
    position: data.sidebar_position ?? POSITION_LAST,
    item: {
      type: "doc",
      id,
      label: data.sidebar_label ?? data.title,
      href: `${urlBase}/${id}/`,
      description: data.description ?? "",
    },
  };
}

function readCategory(dir, docsDir, urlBase, tag) {
  const file = path.join(dir, "_category_.json");
  if (!fs.existsSync(file)) throw new Error(`${dir}: a docs folder needs a _category_.json`);
  const meta = JSON.parse(fs.readFileSync(file, "utf8"));
  const slug = meta.slug ?? path.basename(dir);
  // A link with `librarySource` names a path in the library's repository, at the documented tag.
  const links = (meta.links ?? []).map(({ librarySource, ...link }) => ({
    type: "link",
    ...link,
    ...(librarySource ? { href: librarySourceUrl(librarySource, tag) } : {}),
  }));
  return {
    position: meta.position ?? POSITION_LAST,
    item: {
      type: "category",
      label: meta.label,
      slug,
      href: meta.generatedIndex === false ? null : `${urlBase}/category/${slug}/`,
      description: meta.description ?? "",
      items: [...readFolder(dir, docsDir, urlBase, tag).map(({ item }) => item), ...links],
    },
  };
}
