// Build step: the search index of the built _site (components/search/build/index-build.js), which
// fails when so few pages were indexed that the page markers must be missing.
import { buildSearchIndex } from "../components/search/build/index-build.js";

const pages = await buildSearchIndex();
if (pages < 10) {
  console.error(`search index: only ${pages} pages indexed; is data-pagefind-body missing?`);
  process.exit(1);
}
console.log(`search index: ${pages} pages`);
