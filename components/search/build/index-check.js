// Proves the search index in _site/pagefind works: its runtime files are byte for byte the ones the
// installed Pagefind ships, the entry file names metadata that exists, and the runtime, loaded from
// disk, finds pages and field records.
import fs from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";
import { SEARCH_DATA_FILES } from "../ranking-data.js";
import { loadBuiltPagefind } from "./pagefind-node.js";

/** Files whose bytes depend on the indexed content; everything else at the top level is runtime. */
const isIndexData = (/** @type {string} */ name) =>
  name.includes("/") || name.endsWith(".pf_meta") || name === "pagefind-entry.json";

/**
 * The runtime files (scripts, styles, search WebAssembly) of the installed Pagefind, taken from an
 * in-memory index of one small page: they do not depend on what is indexed.
 * @returns {Promise<Map<string, Buffer>>}
 */
export async function shippedRuntimeFiles() {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  try {
    await index.addHTMLFile({
      url: "/probe/",
      content: "<html lang='en'><body><main data-pagefind-body><h1>Probe</h1></main></body></html>",
    });
    const { files } = await index.getFiles();
    return new Map(
      files
        .filter((file) => !isIndexData(file.path))
        .map((file) => [file.path, Buffer.from(file.content)]),
    );
  } finally {
    await pagefind.close();
  }
}

/**
 * Problems of `siteDir/pagefind`, each naming its file.
 * @param {string} siteDir
 * @param {Map<string, Buffer>} shipped from shippedRuntimeFiles()
 * @param {{ minimumRecords: number }} expected
 */
export async function pagefindProblems(siteDir, shipped, { minimumRecords }) {
  const dir = path.join(siteDir, "pagefind");
  const rel = (/** @type {string} */ name) => path.join(dir, name);
  const problems = [];
  for (const [name, bytes] of shipped) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file))
      problems.push(`${rel(name)}: missing (the installed Pagefind ships it)`);
    else if (!fs.readFileSync(file).equals(bytes))
      problems.push(
        `${rel(name)}: ${fs.statSync(file).size} bytes differ from the ${bytes.length} the installed Pagefind ships`,
      );
  }
  let entry;
  try {
    entry = JSON.parse(fs.readFileSync(path.join(dir, "pagefind-entry.json"), "utf8"));
  } catch (error) {
    return [
      ...problems,
      `${rel("pagefind-entry.json")}: unreadable (${/** @type {Error} */ (error).message})`,
    ];
  }
  const languages = Object.entries(entry.languages ?? {});
  if (languages.length === 0) problems.push(`${rel("pagefind-entry.json")}: names no language`);
  for (const [language, { hash, page_count: records }] of languages) {
    if (!fs.existsSync(path.join(dir, `pagefind.${hash}.pf_meta`)))
      problems.push(`${rel(`pagefind.${hash}.pf_meta`)}: missing (pagefind-entry.json names it)`);
    if (records < minimumRecords)
      problems.push(
        `${rel("pagefind-entry.json")}: ${records} ${language} records, expected at least ${minimumRecords}`,
      );
  }
  problems.push(...searchDataProblems(dir));
  if (problems.length > 0) return problems;
  return loadProblems(siteDir, rel("pagefind.js"));
}

/** The search box's own files beside the index: ranking data with fields and API names, a vocabulary. */
function searchDataProblems(/** @type {string} */ dir) {
  const read = (/** @type {string} */ name) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"));
    } catch (error) {
      return /** @type {Error} */ (error);
    }
  };
  const ranking = read(SEARCH_DATA_FILES.ranking);
  const vocabulary = read(SEARCH_DATA_FILES.vocabulary);
  const problems = [];
  if (ranking instanceof Error || !(ranking.fields?.length > 0 && ranking.symbols?.length > 0))
    problems.push(
      `${path.join(dir, SEARCH_DATA_FILES.ranking)}: no fields or API names to rank with`,
    );
  if (vocabulary instanceof Error || Object.keys(vocabulary).length < 100)
    problems.push(`${path.join(dir, SEARCH_DATA_FILES.vocabulary)}: no vocabulary to suggest from`);
  return problems;
}

/**
 * Loads the runtime as a browser would and runs one page query and one field query. What the
 * runtime logs (it reports a bad chunk on the console and carries on) joins the problem.
 */
async function loadProblems(/** @type {string} */ siteDir, /** @type {string} */ runtimeFile) {
  const logged = [];
  const { error: logError, warn: logWarning } = console;
  console.error = console.warn = (...args) =>
    logged.push(args.map(String).join(" ").replace(/\s+/g, " "));
  const withLog = (/** @type {string} */ problem) =>
    logged.length > 0 ? `${problem}; it logged: ${logged.join(" | ")}` : problem;
  try {
    const runtime = await loadBuiltPagefind(siteDir);
    const pages = await runtime.search("mediainfo", { filters: { not: { kind: "field" } } });
    const fields = await runtime.search("duration", { filters: { kind: "field" } });
    if (pages.results.length === 0)
      return [withLog(`${runtimeFile}: the index finds no page for "mediainfo"`)];
    if (fields.results.length === 0)
      return [withLog(`${runtimeFile}: the index finds no field record for "duration"`)];
    const first = await pages.results[0].data();
    if (!first.url || !first.meta.title)
      return [withLog(`${runtimeFile}: the first result has no URL or title`)];
    return logged.length > 0 ? [withLog(`${runtimeFile}: the search runtime reported errors`)] : [];
  } catch (error) {
    return [
      withLog(
        `${runtimeFile}: the search runtime fails to load or search (${/** @type {Error} */ (error).message})`,
      ),
    ];
  } finally {
    console.error = logError;
    console.warn = logWarning;
  }
}
