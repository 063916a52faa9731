// Builds the live demo's own assets: the analysis worker (esbuild, a separate ES module entry that
// bundles mediainfo.js) and MediaInfoLib's WASM copied under a content-hashed name, then writes
// their URLs to .cache/demo-manifest.json for site/demo.11tydata.js.
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const OUT_DIR = path.join(ROOT, "_site/assets/demo");
export const DEMO_MANIFEST = path.join(ROOT, ".cache/demo-manifest.json");
const require = createRequire(import.meta.url);

/** @param {string} file a path under _site, relative to the project root */
const toUrl = (file) => "/" + path.relative(path.join(ROOT, "_site"), path.resolve(ROOT, file)).split(path.sep).join("/");

/** Builds the worker and the hashed WASM; returns { worker, wasm } URLs. */
export async function buildDemo({ minify = true } = {}) {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: { "media-worker": path.join(ROOT, "components/media-demo/media-worker.ts") },
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify,
    metafile: true,
    outdir: OUT_DIR,
    entryNames: "[name].[hash]",
    logLevel: "warning",
    legalComments: "none",
  });
  const workerFile = Object.keys(result.metafile.outputs).find((file) => file.endsWith(".js"));
  if (!workerFile) throw new Error("build-demo: esbuild wrote no worker script");

  const wasmSource = require.resolve("mediainfo.js/MediaInfoModule.wasm");
  const wasmBytes = fs.readFileSync(wasmSource);
  const hash = crypto.createHash("sha256").update(wasmBytes).digest("hex").slice(0, 10);
  const wasmFile = path.join(OUT_DIR, `MediaInfoModule.${hash}.wasm`);
  fs.writeFileSync(wasmFile, wasmBytes);

  const manifest = { worker: toUrl(workerFile), wasm: toUrl(wasmFile) };
  fs.mkdirSync(path.dirname(DEMO_MANIFEST), { recursive: true });
  fs.writeFileSync(DEMO_MANIFEST, JSON.stringify(manifest, null, 2));
  return manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const manifest = await buildDemo();
  console.log(`demo worker: ${manifest.worker}, wasm: ${manifest.wasm} (${Math.round(performance.now() - started)} ms)`);
}
