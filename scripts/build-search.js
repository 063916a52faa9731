// Indexes the built _site with Pagefind (main content only: elements marked data-pagefind-body),
// plus one record per API field, into _site/pagefind/, for the search island to load on first use;
// beside the index, the data the search box ranks with (ranking.json: synonyms, weights, every
// field by name) and the words it suggests from when a query finds nothing (vocabulary.json).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as pagefind from "pagefind";
import { fieldSearchRecords } from "../eleventy/field-search.js";
import { compactName } from "../components/search/field-names.js";
import {
  COMMON_FIELDS,
  SEARCH_DATA_FILES,
  SYNONYMS,
  WEIGHTS,
} from "../components/search/ranking-data.js";
import { countWords } from "../components/search/vocabulary.js";

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
  /** @type {[string, string, string][]} */
  const symbols = [];
  const KINDS = { class: "Class", function: "Function", interface: "Interface" };
  for (const file of pages.filter((name) => name.startsWith(`api${path.sep}`))) {
    const html = fs.readFileSync(path.join(siteDir, file), "utf8");
    const title = (html.match(/<h1[^>]*>([^<]+)/)?.[1] ?? "").replace(/&lt;.*$/, "").trim();
    const route = `/${file
      .split(path.sep)
      .join("/")
      .replace(/index\.html$/, "")}`;
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
 * @param {ReturnType<typeof fieldSearchRecords>} fieldRecords
 */
function compactFields(fieldRecords) {
  /** @type {string[]} */
  const pages = [];
  /** @type {string[]} */
  const tracks = [];
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
 * @param {ReturnType<typeof fieldSearchRecords>} fieldRecords
 */
function searchData(siteDir, fieldRecords) {
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

/**
 * Writes the index's files ourselves from Pagefind's in-memory copy, then reads each back.
 * Pagefind 1.5.2's `writeFiles()` can answer before its writer has finished, and `close()` then
 * kills the writer: under load `pagefind.js` was left cut at a 4 KiB boundary and search failed on
 * every page (https://github.com/Pagefind/pagefind/issues/1271, fixed upstream by
 * https://github.com/Pagefind/pagefind/pull/1272). `getFiles()` hands over whole buffers, so no
 * write is in flight when the service closes. Return to `writeFiles()` once the pinned Pagefind
 * release carries that fix.
 * @param {{ getFiles(): Promise<{ errors: string[], files: { path: string, content: Uint8Array }[] }> }} index
 * @param {string} outputDir
 */
async function writeIndexFiles(index, outputDir) {
  const { errors, files } = await index.getFiles();
  if (errors.length > 0)
    throw new Error(`Pagefind could not produce the index: ${errors.join("; ")}`);
  fs.rmSync(outputDir, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(outputDir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
    const written = fs.readFileSync(target);
    if (!written.equals(Buffer.from(file.content)))
      throw new Error(
        `${target}: ${written.length} bytes on disk, ${file.content.length} produced`,
      );
  }
  return files.length;
}

/** Builds the search index and returns how many pages it holds. */
export async function buildSearchIndex(siteDir = "_site") {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (errors.length > 0 || !index)
    throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  try {
    const added = await index.addDirectory({ path: siteDir });
    if (added.errors.length > 0)
      throw new Error(`Pagefind indexing failed: ${added.errors.join("; ")}`);
    // Every field of the API reference as a record of its own (eleventy/field-search.js).
    const fieldRecords = fieldSearchRecords(
      JSON.parse(fs.readFileSync("site/api/fields.json", "utf8")),
    );
    for (const record of fieldRecords) {
      const { errors: recordErrors } = await index.addCustomRecord(record);
      if (recordErrors.length > 0)
        throw new Error(
          `Pagefind could not add the field ${record.meta.title}: ${recordErrors.join("; ")}`,
        );
    }
    const outputDir = path.join(siteDir, "pagefind");
    await writeIndexFiles(index, outputDir);
    const data = searchData(siteDir, fieldRecords);
    fs.writeFileSync(path.join(outputDir, SEARCH_DATA_FILES.ranking), JSON.stringify(data.ranking));
    fs.writeFileSync(
      path.join(outputDir, SEARCH_DATA_FILES.vocabulary),
      JSON.stringify(data.vocabulary),
    );
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pages = await buildSearchIndex();
  if (pages < 10) {
    console.error(`search index: only ${pages} pages indexed; is data-pagefind-body missing?`);
    process.exit(1);
  }
  console.log(`search index: ${pages} pages`);
}
