// The examples the playground runs: the docs' browser fences that are executed by the tests
// (run="browser") and written as a module (js), for every documented release. One id names an
// example in the "Run" link under its code block and on the playground page.
import crypto from "node:crypto";
import { PLAYGROUND_PATH, runLinkClass } from "../names.js";

const PLAYABLE_LANGUAGES = new Set(["js", "mjs"]);

/** Whether a fence opens in the playground. @param {string} lang @param {Record<string, string>} attrs */
export const isPlayable = (lang, attrs) =>
  attrs.run === "browser" && !attrs.recipe && PLAYABLE_LANGUAGES.has(lang);

/** @param {string} text */
const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** An older release's pages live in site/<version>/. */
const OLDER_FOLDER = /(?:^|\/)site\/(\d+\.\d+\.\d+)\//;

/**
 * The example's id: its release (older ones only, from their folder), its title and a short hash
 * of its code. The code, not the page or line, names it: the API reference's examples are spliced
 * into generated pages, and an example keeps its id as its page changes around it.
 * @param {{ inputPath: string, title: string | null, code: string }} fence
 */
export function exampleId({ inputPath, title, code }) {
  const version = inputPath.replace(/\\/g, "/").match(OLDER_FOLDER)?.[1];
  const hash = crypto.createHash("sha256").update(code.trim()).digest("hex").slice(0, 8);
  return `${version ? `${version}-` : ""}${slug(title ?? "") || "example"}-${hash}`;
}

/** The "Run" link under a playable fence: a plain link, so a page carries no script for it. @param {string} id */
export const runLink = (id) =>
  `<p class="${runLinkClass}"><a href="${PLAYGROUND_PATH}#${id}">Run this example in the playground</a></p>\n`;

/**
 * @typedef {{ id: string, version: string, title: string, code: string, page: string,
 *   given: boolean, corpus: string | null, hints: Record<string, string> }} PlaygroundExample
 */

/**
 * The playable examples of one release's Markdown files, in order, from their fences.
 * @param {{ inputPath: string, url: string, fences: { lang: string, attrs: Record<string, string>,
 *   title: string | null, code: string }[] }[]} pages
 * @param {string} version the release these pages document
 * @param {(code: string, inputPath: string, given: boolean) => Record<string, string>} [hintsOf]
 *   the type information of the library's names in one example (none unless given)
 * @returns {PlaygroundExample[]}
 */
export function playableExamples(pages, version, hintsOf = () => ({})) {
  const examples = pages.flatMap(({ inputPath, url, fences }) =>
    fences
      .filter((fence) => isPlayable(fence.lang, fence.attrs))
      .map((fence) => ({
        id: exampleId({ inputPath, title: fence.title, code: fence.code }),
        version,
        title: fence.title ?? "Example",
        code: fence.code,
        page: url,
        given: fence.attrs.given === "file",
        corpus: fence.attrs.corpus ?? null,
        hints: hintsOf(fence.code, inputPath, fence.attrs.given === "file"),
      })),
  );
  const seen = new Set();
  for (const example of examples) {
    if (seen.has(example.id))
      throw new Error(`two playground examples are named ${example.id}: the same code twice`);
    seen.add(example.id);
  }
  return examples;
}
