// Each part's `names.js` (the class, id and attribute names only that part uses, imported by its
// browser code too) as the template global `names`: `components/search/names.js` → `names.search`.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const PARTS_DIR = "components";

/** `media-demo` → `mediaDemo`: a part's folder name as a template variable. */
const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** Every part's names, keyed by part; read once per build. */
export async function partNames(root = ".") {
  const names = {};
  for (const part of fs.readdirSync(path.join(root, PARTS_DIR)).sort()) {
    const file = path.resolve(root, PARTS_DIR, part, "names.js");
    if (fs.existsSync(file)) names[camelCase(part)] = await import(pathToFileURL(file).href);
  }
  return names;
}

export default async function partNamesPlugin(eleventyConfig) {
  eleventyConfig.addGlobalData("names", await partNames());
}
