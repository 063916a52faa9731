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

/** This build's sidebars by release prefix ("" for the latest). @type {Map<string, Sidebars>} */
const current = new Map();

/**
 * A release's sidebars, read from its folders on first use: the latest's docs from `site/docs`
 * and API from `site/api`, an older release's from `site/<version>/docs` and `site/<version>/api`.
 * @param {string} docsPath the latest's docs URL path, e.g. "/docs"
 * @param {string} [prefix] the release's URL prefix, "" for the latest, e.g. "/0.3.6"
 */
export function buildSidebars(docsPath, prefix = "") {
  const cached = current.get(prefix);
  if (cached) return cached;
  const folder = path.join(SITE_DIR, prefix);
  const apiFile = path.join(folder, "api", "sidebar.json");
  if (!fs.existsSync(apiFile))
    throw new Error(`${apiFile} is missing: run "npm run build:api" (or "npm run build") first`);
  const sidebars = {
    // An older release's links into the library's code name its own tag (the folder's name).
    docsSidebar: buildDocsSidebar(
      path.join(folder, "docs"),
      `${prefix}${docsPath}`,
      prefix ? `v${prefix.slice(1)}` : undefined,
    ),
    api: JSON.parse(fs.readFileSync(apiFile, "utf8")),
  };
  current.set(prefix, sidebars);
  return sidebars;
}

/** Forgets the sidebars so the next build reads the folders again. */
export function forgetSidebars() {
  current.clear();
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
