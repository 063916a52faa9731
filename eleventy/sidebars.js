// Every sidebar of the site, by id: the docs sidebar from the docs folder, the API sidebar from the
// generated API reference. Built once per build (the dev loop adds and removes docs between builds):
// page data, category pages and llms.txt all read the same trees.
import path from "node:path";
import { buildDocsSidebar } from "./docs-sidebar.js";
import { loadApiSidebar } from "./api-sidebar.js";
import { walkSidebar } from "./navigation.js";

/** @typedef {Record<string, import("./navigation.js").SidebarItem[]>} Sidebars */

/** @type {Sidebars | null} */
let current = null;

/** This build's sidebars, read from the site's folders on first use. @param {string} siteDir @param {string} docsPath */
export function buildSidebars(siteDir, docsPath) {
  current ??= {
    docsSidebar: buildDocsSidebar(path.join(siteDir, "docs"), docsPath),
    api: loadApiSidebar(path.join(siteDir, "api")),
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
