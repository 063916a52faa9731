// Bundles components/client.tsx with esbuild into content-hashed ES modules under _site/assets,
// with React's API resolved to preact/compat, and writes the entry's file names to a manifest.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const OUT_DIR = path.join(ROOT, "_site/assets/js");
const MANIFEST = path.join(ROOT, ".cache/client-manifest.json");

export const ALIASES = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
};

/** Builds the client bundle and returns the manifest (entry URL and its static imports). */
export async function buildClient({ minify = true } = {}) {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: {
      client: path.join(ROOT, "components/client.tsx"),
      "not-found": path.join(ROOT, "components/not-found/redirect.ts"),
    },
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2020",
    minify,
    sourcemap: false,
    metafile: true,
    outdir: OUT_DIR,
    entryNames: "[name].[hash]",
    chunkNames: "chunks/[name].[hash]",
    assetNames: "assets/[name].[hash]",
    alias: ALIASES,
    jsx: "automatic",
    jsxImportSource: "preact",
    loader: { ".wasm": "file" },
    logLevel: "warning",
    legalComments: "none",
  });
  const outputs = result.metafile.outputs;
  const toUrl = (file) => "/" + path.relative(path.join(ROOT, "_site"), path.join(ROOT, file)).split(path.sep).join("/");
  const entryFile = Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith("components/client.tsx"));
  const notFoundFile = Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith("not-found/redirect.ts"));
  const manifest = {
    entry: toUrl(entryFile),
    notFound: toUrl(notFoundFile),
    imports: outputs[entryFile].imports.filter((imp) => imp.kind === "import-statement").map((imp) => toUrl(imp.path)),
  };
  fs.mkdirSync(path.dirname(MANIFEST), { recursive: true });
  fs.writeFileSync(MANIFEST, JSON.stringify(manifest, null, 2));
  return manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const manifest = await buildClient();
  console.log(`client bundle: ${manifest.entry} (${Math.round(performance.now() - started)} ms)`);
}
