// Indexes the built _site with Pagefind (main content only: elements marked data-pagefind-body),
// plus one record per API field, into _site/pagefind/, for the search island to load on first use;
// beside the index, the ranking data and vocabulary of search-data.js.
// `npm run build` runs it through scripts/build-search.js, the dev loop through dev-index.js.
import fs from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";
import { fieldSearchRecords } from "./field-records.js";
import { SEARCH_DATA_FILES } from "../ranking-data.js";
import { searchData } from "./search-data.js";

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
    // Every field of the API reference as a record of its own (field-records.js).
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
