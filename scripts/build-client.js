// Bundles components/client.tsx with esbuild into content-hashed ES modules under _site/assets,
// with React's API resolved to preact/compat, and writes the entry's file names to a manifest.
// `npm run dev` reuses the options with stable entry names (scripts/dev/bundles.js).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { writeManifest } from "../eleventy/build-manifests.js";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const SITE_DIR = path.join(ROOT, "_site");
/** The client entry; tests that edit a component in a fresh clone name it through this constant. */
export const CLIENT_ENTRY = "components/client.tsx";
const NOT_FOUND_ENTRY = "components/not-found/redirect.ts";

export const ALIASES = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
};

/**
 * esbuild options for the client bundle under `siteDir`. Dev builds keep the entries' names
 * stable (pages need no rebuild when a component changes), skip minifying and add source maps.
 * @param {{ siteDir?: string, dev?: boolean }} [options]
 * @returns {esbuild.BuildOptions & { metafile: true }}
 */
export function clientBuildOptions({ siteDir = SITE_DIR, dev = false } = {}) {
  return {
    entryPoints: { client: path.join(ROOT, CLIENT_ENTRY), "not-found": path.join(ROOT, NOT_FOUND_ENTRY) },
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2020",
    minify: !dev,
    sourcemap: dev ? "linked" : false,
    metafile: true,
    outdir: path.join(siteDir, "assets/js"),
    entryNames: dev ? "[name]" : "[name].[hash]",
    chunkNames: "chunks/[name].[hash]",
    assetNames: "assets/[name].[hash]",
    alias: ALIASES,
    jsx: "automatic",
    jsxImportSource: "preact",
    loader: { ".wasm": "file" },
    logLevel: "warning",
    legalComments: "none",
  };
}

/**
 * The manifest (entry URL, 404 script URL, the entry's static imports) from esbuild's metafile.
 * @param {esbuild.Metafile} metafile
 * @param {string} siteDir
 */
export function clientManifest(metafile, siteDir = SITE_DIR) {
  const outputs = metafile.outputs;
  const toUrl = (/** @type {string} */ file) => "/" + path.relative(siteDir, path.resolve(ROOT, file)).split(path.sep).join("/");
  const entryOf = (/** @type {string} */ source) => {
    const file = Object.keys(outputs).find((name) => outputs[name].entryPoint?.endsWith(source));
    if (!file) throw new Error(`build-client: esbuild wrote no output for ${source}`);
    return file;
  };
  const entryFile = entryOf(CLIENT_ENTRY);
  return {
    entry: toUrl(entryFile),
    notFound: toUrl(entryOf(NOT_FOUND_ENTRY)),
    imports: outputs[entryFile].imports.filter((imp) => imp.kind === "import-statement").map((imp) => toUrl(imp.path)),
  };
}

/** Builds the client bundle and returns the manifest (entry URL and its static imports). */
export async function buildClient() {
  const options = clientBuildOptions();
  fs.rmSync(/** @type {string} */ (options.outdir), { recursive: true, force: true });
  const result = await esbuild.build(options);
  const manifest = clientManifest(result.metafile);
  writeManifest("client", manifest);
  return manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const manifest = await buildClient();
  console.log(`client bundle: ${manifest.entry} (${Math.round(performance.now() - started)} ms)`);
}
