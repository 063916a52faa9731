// Writes /routes.json once every page is rendered: each route of the sitemap with the gzip size
// of its HTML. The 404 page reads it to know which routes exist; the client router reads it to
// keep visible-link prefetching within its byte budget.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { sitemapEntries } from "./filters.js";
import { allResults } from "./build-results.js";

export const ROUTES_FILE = "routes.json";

/**
 * The size in bytes of `text` gzipped at zlib's default level (what the tests measure too).
 * @param {string} text
 */
export function gzipBytes(text) {
  return zlib.gzipSync(text).length;
}

/**
 * `{ "/api/": { gzipBytes: 6516 }, … }` in sitemap order, from Eleventy's rendered results.
 * @param {{ url: string, content: string }[]} results
 */
export function routeSizes(results) {
  const contentByUrl = new Map(results.map((result) => [result.url, result.content]));
  return Object.fromEntries(
    sitemapEntries(results).map((url) => {
      const content = contentByUrl.get(url) ?? "";
      // The dev loop renders again only what a save touched: other pages keep their size.
      const known = sized.get(url);
      const bytes = known?.content === content ? known.bytes : gzipBytes(content);
      sized.set(url, { content, bytes });
      return [url, { gzipBytes: bytes }];
    }),
  );
}
/** @type {Map<string, { content: string, bytes: number }>} */
const sized = new Map();

/** @param {any} eleventyConfig */
export default function routeSizesPlugin(eleventyConfig) {
  // `directories` is the output folder in effect (the dev loop overrides it); `dir` is only the config's.
  eleventyConfig.on("eleventy.after", (/** @type {any} */ build) => {
    fs.writeFileSync(
      path.join(build.directories.output, ROUTES_FILE),
      JSON.stringify(routeSizes(allResults(build))),
    );
  });
}
