// Every sidebar of the site, by id: the docs sidebar from the docs folder, the API sidebar from
// the generated API reference.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDocsSidebar } from "../../eleventy/docs-sidebar.js";
import { loadApiSidebar } from "../../eleventy/api-sidebar.js";
import site from "./site.js";

const SITE_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export default function sidebars() {
  return {
    docsSidebar: buildDocsSidebar(path.join(SITE_DIR, "docs"), site.docs.path),
    api: loadApiSidebar(path.join(SITE_DIR, "api")),
  };
}
