// `npm run dev`: the authors' loop on http://localhost:8080 (PORT; the next free port if taken).
// Builds the API reference once (it changes only with the library), bundles components and the
// demo worker in esbuild watch mode, then runs Eleventy's watch and dev server in this process:
// every save rebuilds what changed and reloads the browser; a build error is printed here and the
// server keeps serving the last good output. Everything goes to .cache/dev/, never to _site/.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { watchBundles } from "./dev/bundles.js";
import { demoSnippetSources } from "../components/media-demo/build/snippet-hints.js";
import { searchIndexer } from "../components/search/build/dev-index.js";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const DEV_DIR = ".cache/dev";
const DEV_SITE = `${DEV_DIR}/site`;
const PORT = Number(process.env.PORT ?? 8080);

process.chdir(ROOT);
fs.rmSync(DEV_SITE, { recursive: true, force: true }); // no chunks left over from an earlier session
// Page data reads the dev manifests (unhashed names) instead of the real build's.
process.env.MANIFEST_DIR = DEV_DIR;

const api = spawnSync(process.execPath, ["scripts/build-api.js"], { stdio: "inherit" });
if (api.status !== 0)
  console.error("✗ API reference: TypeDoc failed (above); /api/ pages may be missing or old");

const stopBundles = await watchBundles(DEV_SITE);
const indexSearch = searchIndexer(DEV_SITE);

// The demo's code panel gets its type hints from the build: saving a file its snippets are made
// from rebuilds them (components are otherwise esbuild's to watch, not Eleventy's).
const snippetSources = demoSnippetSources();

const { Eleventy } = await import("@11ty/eleventy");
const eleventy = new Eleventy("site", DEV_SITE, {
  source: "cli", // as on the command line: these folders win over the ones in .eleventy.js
  runMode: "serve",
  quietMode: true,
  /** @param {any} config Eleventy's UserConfig */
  config(config) {
    config.setServerOptions({
      port: PORT,
      // Full reloads: a DOM diff would replace hydrated islands with their server markup.
      domDiff: false,
      // esbuild writes these without Eleventy: reload when they change.
      watch: [`${DEV_SITE}/assets/js/*.js`, `${DEV_SITE}/assets/demo/*.js`],
      headers: { "Cache-Control": "no-store" },
      messageOnStart: (/** @type {{ localhostUrl: string }} */ { localhostUrl }) =>
        `Dev server at ${localhostUrl} (live reload; search index built at start, refreshed after each rebuild)`,
    });
    // A chunk list that changes rewrites a manifest: the pages' preload links follow.
    config.addWatchTarget(`${DEV_DIR}/*.json`);
    for (const file of snippetSources) config.addWatchTarget(file);
    // Serve passthrough files from their sources instead of copying them on every build: a copy
    // still running when a failed build is followed by the next one crashed Eleventy's watcher
    // ("Benchmark after() without a before()"), ending the dev loop.
    config.setServerPassthroughCopyBehavior("passthrough");
    config.setChokidarConfig({ awaitWriteFinish: { stabilityThreshold: 40, pollInterval: 10 } });
    config.on("eleventy.after", () => indexSearch());
  },
});
// A save re-renders what the saved file feeds (itself, or every page using a saved layout or
// data), not the whole site: a docs edit is back in the browser in well under a second.
/** @type {any} */ (eleventy).setIncrementalBuild(true); // not in Eleventy's type declarations
await eleventy.init();
await eleventy.watch();
await eleventy.serve(PORT);

process.on("SIGINT", async () => {
  await eleventy.stopWatch();
  await stopBundles();
  process.exit(0);
});
