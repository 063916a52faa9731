// The site's sidebars for templates and page data (eleventy/sidebars.js builds them once a build).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSidebars } from "../../eleventy/sidebars.js";
import site from "./site.js";

const SITE_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export default function sidebars() {
  return buildSidebars(SITE_DIR, site.docs.path);
}
