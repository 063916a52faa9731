// The examples the playground runs, for every documented release: the docs' browser fences that
// the tests execute (run="browser"): a module (js) or a whole page (html, the library from a CDN);
// and the recipes served as printed (check="static"), projects of a page and its scripts, or read
// over HTTP (check="remote": its page takes a file's URL, a sample's). One id names an example in
// the "Run" link under its code and on the playground page.
import crypto from "node:crypto";
import { PLAYGROUND_PATH, runLinkClass } from "../names.js";

const MODULE_LANGUAGES = new Set(["js", "mjs"]);
/** A project file the sandbox can serve: pages and scripts, no build step. */
const PROJECT_LANGUAGES = new Set(["html", "js", "mjs"]);
/** The file a project's page is, as the recipes name it. */
const PROJECT_PAGE = "index.html";

/** Whether a fence opens in the playground on its own. @param {string} lang @param {Record<string, string>} attrs */
export const isPlayable = (lang, attrs) =>
  attrs.run === "browser" && !attrs.recipe && (MODULE_LANGUAGES.has(lang) || lang === "html");

/** How a recipe's page takes its file, by its check: a file input, or a URL it reads over HTTP. */
const RECIPE_INPUTS = /** @type {Record<string, "file" | "url">} */ ({
  static: "file",
  remote: "url",
});

/** The recipes a fence is the check of and the playground runs: those served as printed. @param {Record<string, string>} attrs */
export const playableRecipesOf = (attrs) =>
  Object.hasOwn(RECIPE_INPUTS, attrs.check ?? "")
    ? (attrs.recipe ?? "").split(/\s+/).filter(Boolean)
    : [];

/** @param {string} text */
const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** An older release's pages live in site/<version>/. */
const OLDER_FOLDER = /(?:^|\/)site\/(\d+\.\d+\.\d+)\//;
/** @param {string} inputPath */
const releasePrefix = (inputPath) => {
  const version = inputPath.replace(/\\/g, "/").match(OLDER_FOLDER)?.[1];
  return version ? `${version}-` : "";
};

/**
 * The example's id: its release (older ones only, from their folder), its title and a short hash
 * of its code. The code, not the page or line, names it: the API reference's examples are spliced
 * into generated pages, and an example keeps its id as its page changes around it.
 * @param {{ inputPath: string, title: string | null, code: string }} fence
 */
export function exampleId({ inputPath, title, code }) {
  const hash = crypto.createHash("sha256").update(code.trim()).digest("hex").slice(0, 8);
  return `${releasePrefix(inputPath)}${slug(title ?? "") || "example"}-${hash}`;
}

/** A recipe's id: its name, which is unique in a release. @param {string} inputPath @param {string} name */
export const recipeId = (inputPath, name) => `${releasePrefix(inputPath)}recipe-${slug(name)}`;

/** The "Run" link under a playable fence: a plain link, so a page carries no script for it. @param {string} id @param {string} [what] */
export const runLink = (id, what = "example") =>
  `<p class="${runLinkClass}"><a href="${PLAYGROUND_PATH}#${id}">Run this ${what} in the playground</a></p>\n`;

/**
 * @typedef {{ lang: string, attrs: Record<string, string>, title: string | null, code: string }} Fence
 * @typedef {{ name: string, lang: string, code: string }} PlaygroundFile
 * @typedef {{ id: string, version: string, title: string, page: string, kind: "module" | "page",
 *   input: "file" | "url", files: PlaygroundFile[], given: boolean, corpus: string | null,
 *   hints: Record<string, string> }} PlaygroundExample
 */

/**
 * A recipe's files, its page first, when the playground can serve them all; else null.
 * @param {Fence[]} fences the fences of the recipe's page
 * @param {string} name
 * @returns {PlaygroundFile[] | null}
 */
export function recipeFiles(fences, name) {
  const files = fences
    .filter((fence) => fence.attrs.file && (fence.attrs.recipe ?? "").split(/\s+/).includes(name))
    .map((fence) => ({ name: fence.attrs.file, lang: fence.lang, code: fence.code }));
  const page = files.find((file) => file.name === PROJECT_PAGE);
  if (!page || files.some((file) => !PROJECT_LANGUAGES.has(file.lang))) return null;
  return [page, ...files.filter((file) => file !== page)];
}

/** The file name an example's one file shows: its title when that is a file name. @param {Fence} fence */
const fileNameOf = (fence) =>
  fence.title && /^[\w.-]+\.(?:html|m?js)$/.test(fence.title)
    ? fence.title
    : fence.lang === "html"
      ? PROJECT_PAGE
      : "example.js";

/**
 * The playable examples of one release's Markdown files, in order, from their fences.
 * @param {{ inputPath: string, url: string, fences: Fence[] }[]} pages
 * @param {string} version the release these pages document
 * @param {(code: string, inputPath: string, given: boolean) => Record<string, string>} [hintsOf]
 *   the type information of the library's names in one module (none unless given)
 * @returns {PlaygroundExample[]}
 */
export function playableExamples(pages, version, hintsOf = () => ({})) {
  const examples = pages.flatMap(({ inputPath, url, fences }) =>
    fences.flatMap(
      /** @param {Fence} fence @returns {PlaygroundExample[]} */ (fence) => {
        if (isPlayable(fence.lang, fence.attrs)) {
          const kind = /** @type {"module" | "page"} */ (fence.lang === "html" ? "page" : "module");
          const given = fence.attrs.given === "file";
          return [
            {
              id: exampleId({ inputPath, title: fence.title, code: fence.code }),
              version,
              title: fence.title ?? "Example",
              page: url,
              kind,
              input: /** @type {const} */ ("file"),
              files: [{ name: fileNameOf(fence), lang: fence.lang, code: fence.code }],
              given,
              corpus: fence.attrs.corpus ?? null,
              hints: kind === "module" ? hintsOf(fence.code, inputPath, given) : {},
            },
          ];
        }
        return playableRecipesOf(fence.attrs).flatMap((name) => {
          const files = recipeFiles(fences, name);
          return files
            ? [
                {
                  id: recipeId(inputPath, name),
                  version,
                  title: `Recipe: ${name}`,
                  page: url,
                  kind: /** @type {const} */ ("page"),
                  input: RECIPE_INPUTS[fence.attrs.check],
                  files,
                  given: false,
                  corpus: fence.attrs.corpus ?? null,
                  hints: {},
                },
              ]
            : [];
        });
      },
    ),
  );
  const seen = new Set();
  for (const example of examples) {
    if (seen.has(example.id))
      throw new Error(`two playground examples are named ${example.id}: the same code twice`);
    seen.add(example.id);
  }
  return examples;
}
