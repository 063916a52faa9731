// The data the search box ranks with (ranking.json: synonyms, weights, every field by name, the
// API's symbols) and the words it suggests from when a query finds nothing (vocabulary.json).
import fs from "node:fs";
import path from "node:path";
import { cleanHtmlPath } from "../../../contract/index.js";
import { compactName } from "../field-names.js";
import { COMMON_FIELDS, SYNONYMS, WEIGHTS } from "../ranking-data.js";
import { countWords } from "../vocabulary.js";

/** The text of a built page as a reader sees it (scripts, styles and tags removed). @param {string} html */
const pageText = (html) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/g, " ");

/** Routes of the API reference whose members are fields (the track types): fields have their own list. */
const isTrackPage = (/** @type {string} */ title) => /Track$/.test(title);

/**
 * The API's symbols, read from the built reference: each function, class and interface page, and
 * each member or type heading whose anchor is its own name (`<h3 id="analyzeData">analyzeData`);
 * the track interfaces' members are fields, listed on their own.
 * @param {string} siteDir
 * @param {string[]} pages HTML files under siteDir
 * @returns {[name: string, url: string, where: string][]}
 */
function apiSymbols(siteDir, pages) {
  const symbols = /** @type {[string, string, string][]} */ ([]);
  const KINDS = { class: "Class", function: "Function", interface: "Interface" };
  for (const file of pages.filter((name) => name.startsWith(`api${path.sep}`))) {
    const html = fs.readFileSync(path.join(siteDir, file), "utf8");
    const title = (html.match(/<h1[^>]*>([^<]+)/)?.[1] ?? "").replace(/&lt;.*$/, "").trim();
    const route = cleanHtmlPath(`/${file.split(path.sep).join("/")}`);
    const kind = /** @type {keyof typeof KINDS | undefined} */ (
      route.match(/^\/api\/(class|function|interface)\//)?.[1]
    );
    if (!title || isTrackPage(title)) continue;
    if (kind) symbols.push([title, route, KINDS[kind]]);
    if (kind === "function") continue; // its headings are parameters, not members
    for (const [, id, text] of html.matchAll(/<h3 id="([A-Za-z_$][\w$]*)"[^>]*>([^<]+)/g)) {
      // `default` is the module's re-export of mediaInfoFactory, not a name anyone searches for
      if (text.trim() === id && id !== "default")
        symbols.push([id, `${route}#${id}`, `In ${title}`]);
    }
  }
  return symbols;
}

/**
 * Every field by name, compactly (the search box downloads it with the index): each field's URL is
 * one of a few pages plus `#name`, and its track types are bits of a mask over the track names.
 * @param {ReturnType<typeof import("./field-records.js").fieldSearchRecords>} fieldRecords
 */
function compactFields(fieldRecords) {
  const pages = /** @type {string[]} */ ([]);
  const tracks = /** @type {string[]} */ ([]);
  const indexOf = (/** @type {string[]} */ list, /** @type {string} */ value) =>
    (list.includes(value) ? list : (list.push(value), list)).indexOf(value);
  const fields = fieldRecords.map((record) => {
    const name = record.meta.title;
    if (!record.url.endsWith(`#${name}`))
      throw new Error(`the field ${name} links to ${record.url}, not to its own anchor`);
    const mask = record.meta.tracks
      .split(", ")
      .reduce((bits, track) => bits | (1 << indexOf(tracks, track)), 0);
    return [name, indexOf(pages, record.url.slice(0, -name.length - 1)), mask];
  });
  return { fieldPages: pages, trackTypes: tracks, fields };
}

/**
 * The ranking data and the vocabulary, from the site's pages and its field records.
 * @param {string} siteDir
 * @param {ReturnType<typeof import("./field-records.js").fieldSearchRecords>} fieldRecords
 */
export function searchData(siteDir, fieldRecords) {
  const pages = fs
    .readdirSync(siteDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && file !== "404.html");
  const texts = [
    ...pages.map((file) => pageText(fs.readFileSync(path.join(siteDir, file), "utf8"))),
    ...fieldRecords.map((record) => record.content),
  ];
  const fieldWords = new Set(
    fieldRecords.flatMap((record) => [
      compactName(record.meta.title),
      ...record.content.toLowerCase().split(/\W+/).slice(0, 8),
    ]),
  );
  texts.push(...[...fieldWords].map((word) => `${word} ${word}`)); // a field's compact name is a word too: "framerate"
  return {
    ranking: {
      synonyms: SYNONYMS,
      weights: WEIGHTS,
      commonFields: COMMON_FIELDS,
      ...compactFields(fieldRecords),
      symbols: apiSymbols(siteDir, pages),
    },
    vocabulary: countWords(texts, fieldWords),
  };
}
