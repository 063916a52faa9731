// Builds the live demo's own assets: the analysis worker (esbuild, a separate ES module entry that
// bundles mediainfo.js) and MediaInfoLib's WASM copied under a content-hashed name, then writes
// their URLs to .cache/demo-manifest.json for site/demo.11tydata.js.
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { writeManifest } from "../eleventy/build-manifests.js";
import { SITE_DIR } from "./build-client.js";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const WORKER_ENTRY = "components/media-demo/media-worker.ts";
const require = createRequire(import.meta.url);

/**
 * esbuild options for the worker under `siteDir`; dev builds keep its name stable and skip minifying.
 * @param {{ siteDir?: string, dev?: boolean }} [options]
 * @returns {esbuild.BuildOptions & { metafile: true }}
 */
export function demoBuildOptions({ siteDir = SITE_DIR, dev = false } = {}) {
  return {
    entryPoints: { "media-worker": path.join(ROOT, WORKER_ENTRY) },
    absWorkingDir: ROOT,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify: !dev,
    sourcemap: dev ? "linked" : false,
    metafile: true,
    outdir: path.join(siteDir, "assets/demo"),
    entryNames: dev ? "[name]" : "[name].[hash]",
    logLevel: "warning",
    legalComments: "none",
  };
}

/**
 * Copies MediaInfoLib's WASM under a content-hashed name and returns the demo manifest.
 * @param {esbuild.Metafile} metafile the worker build's
 * @param {string} siteDir
 */
export function demoManifest(metafile, siteDir = SITE_DIR) {
  const toUrl = (/** @type {string} */ file) => "/" + path.relative(siteDir, path.resolve(ROOT, file)).split(path.sep).join("/");
  const workerFile = Object.keys(metafile.outputs).find((file) => file.endsWith(".js"));
  if (!workerFile) throw new Error("build-demo: esbuild wrote no worker script");
  const wasmBytes = fs.readFileSync(require.resolve("mediainfo.js/MediaInfoModule.wasm"));
  const hash = crypto.createHash("sha256").update(wasmBytes).digest("hex").slice(0, 10);
  const wasmFile = path.join(siteDir, "assets/demo", `MediaInfoModule.${hash}.wasm`);
  fs.mkdirSync(path.dirname(wasmFile), { recursive: true });
  if (!fs.existsSync(wasmFile)) fs.writeFileSync(wasmFile, wasmBytes); // the name is the content's hash
  return { worker: toUrl(workerFile), wasm: toUrl(wasmFile) };
}

/** Builds the worker and the hashed WASM; returns { worker, wasm } URLs. */
export async function buildDemo() {
  const options = demoBuildOptions();
  fs.rmSync(/** @type {string} */ (options.outdir), { recursive: true, force: true });
  const result = await esbuild.build(options);
  const manifest = demoManifest(result.metafile);
  writeManifest("demo", manifest);
  return manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const manifest = await buildDemo();
  console.log(`demo worker: ${manifest.worker}, wasm: ${manifest.wasm} (${Math.round(performance.now() - started)} ms)`);
}
