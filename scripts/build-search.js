// Indexes the built _site with Pagefind (main content only: elements marked data-pagefind-body),
// plus one record per API field, into _site/pagefind/, for the search island to load on first use.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import * as pagefind from "pagefind";
import { fieldSearchRecords } from "../eleventy/field-search.js";

/** Builds the search index and returns how many pages it holds. */
export async function buildSearchIndex(siteDir = "_site") {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (errors.length > 0 || !index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  const added = await index.addDirectory({ path: siteDir });
  if (added.errors.length > 0) throw new Error(`Pagefind indexing failed: ${added.errors.join("; ")}`);
  // Every field of the API reference as a record of its own (eleventy/field-search.js).
  for (const record of fieldSearchRecords(JSON.parse(fs.readFileSync("site/api/fields.json", "utf8")))) {
    const { errors: recordErrors } = await index.addCustomRecord(record);
    if (recordErrors.length > 0) throw new Error(`Pagefind could not add the field ${record.meta.title}: ${recordErrors.join("; ")}`);
  }
  const written = await index.writeFiles({ outputPath: `${siteDir}/pagefind` });
  if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`);
  await pagefind.close();
  return added.page_count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pages = await buildSearchIndex();
  if (pages < 10) {
    console.error(`search index: only ${pages} pages indexed; is data-pagefind-body missing?`);
    process.exit(1);
  }
  console.log(`search index: ${pages} pages`);
}
