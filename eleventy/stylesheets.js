// The stylesheet's files, found by folder, and the check that each one says its cascade layer.
import fs from "node:fs";
import path from "node:path";

/**
 * The cascade layers, lowest first, as the first sheet (site/css/00-tokens.css) declares them:
 * the order lives there once, so the order of the files below matters only inside one layer.
 */
export const LAYERS = ["tokens", "base", "layout", "content", "parts", "api", "print"];

/**
 * Every sheet: the site-wide ones of `site/css/` (tokens, base, layout, Markdown content, print)
 * by name, then each part's from its folder in `components/` and the sub-folders beside its code
 * (not its Node build half), the sheet named after the part first, then the others by file name
 * wherever they sit, so a part's other sheets may refine it and moving one leaves the order alone.
 * @param {string} [root]
 */
export function stylesheets(root = ".") {
  const names = (dir) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith(".css"))
      .sort();
  /** A part's sheets, as paths inside the part. @param {string} dir @returns {string[]} */
  const sheetsIn = (dir) =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      if (entry.isFile()) return entry.name.endsWith(".css") ? [entry.name] : [];
      if (!entry.isDirectory() || entry.name === "build") return [];
      return sheetsIn(`${dir}/${entry.name}`).map((name) => `${entry.name}/${name}`);
    });
  const byFileName = (a, b) =>
    path.basename(a) < path.basename(b) ? -1 : path.basename(a) > path.basename(b) ? 1 : 0;
  const parts = fs
    .readdirSync(path.join(root, "components"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((part) => {
      const own = `${part}.css`;
      const sheets = sheetsIn(`components/${part}`).sort(byFileName);
      return [
        ...sheets.filter((name) => name === own),
        ...sheets.filter((name) => name !== own),
      ].map((name) => `components/${part}/${name}`);
    });
  return [...names("site/css").map((name) => `site/css/${name}`), ...parts];
}

const LAYER_ORDER = `@layer ${LAYERS.join(", ")};`;

/** What is wrong with a sheet's opening: it must put its rules in one of the layers. */
function layerProblem(file, css, isFirst) {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, "").trimStart();
  if (isFirst) {
    if (!code.startsWith(LAYER_ORDER)) return `must open with ${LAYER_ORDER}`;
    return layerProblem(file, code.slice(LAYER_ORDER.length), false);
  }
  const layer = code.match(/^@layer ([a-z]+) \{/)?.[1];
  if (!layer) return "must open with @layer <name> { (its rules inside)";
  if (!LAYERS.includes(layer)) return `names the layer ${layer}, not one of ${LAYERS.join(", ")}`;
  if (code.slice(blockEnd(code)).trim()) return `has rules after its @layer ${layer} block`;
  return null;
}

/** Where the first block of `code` ends (after its closing brace), strings skipped. */
function blockEnd(code) {
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    const char = code[i];
    if (char === '"' || char === "'") i = code.indexOf(char, i + 1);
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return i + 1;
  }
  return code.length;
}

/**
 * The stylesheet's files, each checked: a sheet whose rules are outside a layer would beat every
 * layered rule whatever its place, so it fails the build.
 * @param {string} [root]
 */
export function cssFiles(root = ".") {
  return stylesheets(root).map((file, index) => {
    const full = path.join(root, file);
    const problem = layerProblem(file, fs.readFileSync(full, "utf8"), index === 0);
    if (problem) throw new Error(`${file}: ${problem}`);
    return full;
  });
}
