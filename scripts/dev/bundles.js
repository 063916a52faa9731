// The dev loop's esbuild contexts: the client bundle and the demo worker, built once, then rebuilt
// by esbuild's own watch mode. Entry names are stable in dev, so a rebuild rewrites files the pages
// already name; the manifests are rewritten only when a chunk list changes. Outputs are written
// here (write: false), only when they changed and only after a build without errors: esbuild's
// watch mode deletes its outputs on a failed build, and the server should keep the last good ones.
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { writeManifest } from "../../eleventy/manifests.js";
import { BUNDLES } from "../build-bundles.js";

/** @typedef {import("../build-bundles.js").Bundle} Bundle */

/**
 * Reports each build's outcome and keeps the manifest current.
 * @param {Bundle} bundle @param {string} siteDir
 * @param {() => void} onFirstBuild @returns {esbuild.Plugin}
 */
function reporter(bundle, siteDir, onFirstBuild) {
  let written = "";
  let isFirst = true;
  /** @type {Map<string, string>} output path → hash of what is on disk */
  const onDisk = new Map();
  return {
    name: "dev-reporter",
    setup(build) {
      let started = 0;
      build.onStart(() => {
        started = performance.now();
      });
      build.onEnd((result) => {
        const ms = Math.round(performance.now() - started);
        if (result.errors.length > 0) {
          const serving = isFirst
            ? "it builds again when a fix is saved"
            : "still serving the last good build";
          console.error(`✗ ${bundle.label}: ${result.errors.length} error(s) above; ${serving}`);
        } else {
          for (const file of result.outputFiles ?? []) {
            if (onDisk.get(file.path) === file.hash) continue;
            fs.mkdirSync(path.dirname(file.path), { recursive: true });
            fs.writeFileSync(file.path, file.contents);
            onDisk.set(file.path, file.hash);
          }
          const manifest = JSON.stringify(
            bundle.toManifest(/** @type {esbuild.Metafile} */ (result.metafile), siteDir),
          );
          if (manifest !== written) writeManifest(bundle.manifest, JSON.parse(manifest));
          written = manifest;
          if (!isFirst) console.log(`✓ ${bundle.label} rebuilt in ${ms} ms`);
        }
        if (isFirst) onFirstBuild();
        isFirst = false;
      });
    },
  };
}

/**
 * Builds both bundles under `siteDir`, then watches their sources. Resolves once the first builds
 * are written (even failed ones: the server still starts). Returns a function that stops watching.
 * @param {string} siteDir
 */
export async function watchBundles(siteDir) {
  const firstBuilds = /** @type {Promise<void>[]} */ ([]);
  const contexts = await Promise.all(
    BUNDLES.map((bundle) => {
      const options = bundle.options({ siteDir, dev: true });
      /** @type {() => void} */
      let done = () => {};
      firstBuilds.push(
        new Promise((resolve) => {
          done = resolve;
        }),
      );
      return esbuild.context({
        ...options,
        write: false,
        plugins: [...(options.plugins ?? []), reporter(bundle, siteDir, () => done())],
      });
    }),
  );
  // watch() starts the first build; the pages need its manifests before Eleventy runs.
  await Promise.all(contexts.map((context) => context.watch()));
  await Promise.all(firstBuilds);
  return () => Promise.all(contexts.map((context) => context.dispose()));
}
