// Indexes the built _site with Pagefind (main content only: elements marked data-pagefind-body)
// into _site/pagefind/, for the search island to load on first use.
import { fileURLToPath } from "node:url";
import * as pagefind from "pagefind";

/** Builds the search index and returns how many pages it holds. */
export async function buildSearchIndex(siteDir = "_site") {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (errors.length > 0 || !index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  const added = await index.addDirectory({ path: siteDir });
  if (added.errors.length > 0) throw new Error(`Pagefind indexing failed: ${added.errors.join("; ")}`);
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
