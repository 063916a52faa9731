// Every sidebar of the site, by id: the docs sidebar from the docs folder, the API sidebar from the
// generated API reference. Built once per build (the dev loop adds and removes docs between builds):
// page data, category pages and llms.txt all read the same trees.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDocsSidebar } from "./docs-sidebar.js";
import { findTrail, walkSidebar } from "./navigation.js";

const SITE_DIR = fileURLToPath(new URL("../site", import.meta.url));

/** @typedef {Record<string, import("./navigation.js").SidebarItem[]>} Sidebars */

/** @type {Sidebars | null} */
let current = null;

/** This build's sidebars, read from the site's folders on first use. @param {string} docsPath */
export function buildSidebars(docsPath) {
  const apiFile = path.join(SITE_DIR, "api", "sidebar.json");
  if (!fs.existsSync(apiFile))
    throw new Error(`${apiFile} is missing: run "npm run build:api" (or "npm run build") first`);
  current ??= {
    docsSidebar: buildDocsSidebar(path.join(SITE_DIR, "docs"), docsPath),
    api: JSON.parse(fs.readFileSync(apiFile, "utf8")),
  };
  return current;
}

/** Forgets the sidebars so the next build reads the folders again. */
export function forgetSidebars() {
  current = null;
}

/** The ids of every doc in a sidebar. @param {import("./navigation.js").SidebarItem[]} tree */
export function docIdsOf(tree) {
  return [...walkSidebar(tree)].flatMap(({ item }) => (item.type === "doc" ? [item.id] : []));
}

/**
 * Checks one page's use of docs-only features: a docs layout needs the page in a sidebar, and a
 * category index page needs its category. Throws with the page's input path.
 */
export function checkPageDocsUsage({ inputPath, url, layout, sidebarId, sidebars, categoryIndex }) {
  const isDocsLayout = layout === "layouts/doc.njk" || layout === "layouts/api.njk";
  if (!isDocsLayout) return;
  const sidebar = sidebarId ? sidebars[sidebarId] : undefined;
  if (!sidebar || findTrail(sidebar, url).length === 0) {
    throw new Error(
      `${inputPath}: You are using a feature of the docs, but this page is not part of the docs (no sidebar holds ${url})`,
    );
  }
  if (categoryIndex && findTrail(sidebar, url).at(-1)?.type !== "category") {
    throw new Error(`${inputPath}: ${url} is not associated with a category`);
  }
}
