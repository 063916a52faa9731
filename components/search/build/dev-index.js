// Search in the dev loop: Pagefind indexes the dev output after the first build (awaited, so search
// works as soon as the server answers) and again after each later build, one run at a time.
import { buildSearchIndex } from "./index-build.js";

/** Returns a function to call after each Eleventy build. @param {string} siteDir */
export function searchIndexer(siteDir) {
  /** @type {Promise<void> | null} */
  let running = null;
  let isQueued = false;
  let isFirst = true;

  async function run() {
    try {
      const pages = await buildSearchIndex(siteDir);
      if (isFirst) console.log(`✓ search index: ${pages} pages`);
    } catch (error) {
      console.error(`✗ search index not built: ${error instanceof Error ? error.message : error}`);
    }
    isFirst = false;
  }

  return function indexAfterBuild() {
    if (running) {
      isQueued = true;
      return isFirst ? running : undefined;
    }
    running = run().finally(() => {
      running = null;
      if (isQueued) {
        isQueued = false;
        indexAfterBuild();
      }
    });
    // Eleventy awaits the first run before it starts serving; later runs do not delay the reload.
    return isFirst ? running : undefined;
  };
}
