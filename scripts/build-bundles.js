// The site's esbuild bundles, each written to _site/assets with its URLs in a manifest that page
// data reads: the client (components/client.tsx and the 404 redirect, content-hashed ES modules
// split into chunks, React's API resolved to preact/compat) and the live demo's worker, built once
// per documented release (each bundles its own mediainfo.js), with that release's MediaInfoLib
// WASM copied beside it under a content-hashed name: the latest in assets/demo/, an older one in
// assets/demo/<version>/ (which the offline worker leaves to be fetched on choice); and each
// release's library as one module for the playground's sandbox, with its UMD build beside it.
// `npm run dev` (scripts/dev/bundles.js) uses the same options with stable entry names.
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { validSiteConfig } from "../config/check.js";
import siteConfig from "../config/site.js";
import { documentedReleases } from "../eleventy/releases.js";
import { writeManifest } from "../eleventy/manifests.js";
import { publishSamples } from "../components/media-demo/build/samples.js";
import { libraryEntries, libraryManifest } from "../components/playground/build/library-bundle.js";
import { startupChunk } from "./startup-chunk.js";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SITE_DIR = path.join(ROOT, "_site");
/** The entries that tests editing a component or the worker in a fresh clone name. */
export const CLIENT_ENTRY = "components/client.tsx";
export const WORKER_ENTRY = "components/media-demo/engine/media-worker.ts";
const NOT_FOUND_ENTRY = "components/not-found/redirect.ts";
const PLAYGROUND_ENTRY = "components/playground/Playground.tsx";
const require = createRequire(import.meta.url);
/** Every documented release gets its own demo engine. */
const RELEASES = documentedReleases(validSiteConfig(siteConfig));
/** The namespace of the generated entry that binds the worker to one release's package. */
const ENGINE_NAMESPACE = "demo-engine";

/** The folder, under assets/demo, of a release's engine: "" for the latest. @param {import("../eleventy/releases.js").Release} release */
export const engineFolder = (release) => release.prefix.slice(1);

/**
 * The worker's entry for each release: a generated module that hands that release's package to
 * the worker's code (components/media-demo/engine/media-worker.ts), so one source serves every release.
 * @type {esbuild.Plugin}
 */
const enginePerRelease = {
  name: "demo-engine",
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${ENGINE_NAMESPACE}:`) }, (args) => ({
      path: args.path.slice(ENGINE_NAMESPACE.length + 1),
      namespace: ENGINE_NAMESPACE,
    }));
    build.onLoad({ filter: /.*/, namespace: ENGINE_NAMESPACE }, (args) => ({
      contents: `import mediaInfoFactory from ${JSON.stringify(args.path)};
import { serve } from "./media-worker.ts";
serve(mediaInfoFactory);`,
      resolveDir: path.join(ROOT, path.dirname(WORKER_ENTRY)),
      loader: "ts",
    }));
  },
};

/**
 * Options both bundles share under `siteDir/assets/{folder}`. Dev builds keep the entries' names
 * stable (pages need no rebuild when a component changes), skip minifying and add source maps.
 * @param {string} folder
 * @param {{ siteDir: string, dev: boolean }} options
 * @returns {esbuild.BuildOptions & { metafile: true }}
 */
const shared = (folder, { siteDir, dev }) => ({
  absWorkingDir: ROOT,
  bundle: true,
  format: "esm",
  target: "es2020",
  minify: !dev,
  sourcemap: dev ? "linked" : false,
  metafile: true,
  outdir: path.join(siteDir, "assets", folder),
  entryNames: dev ? "[name]" : "[name].[hash]",
  logLevel: "warning",
  legalComments: "none",
});

/** A built file's URL under `siteDir`. @param {string} siteDir @param {string} file */
const urlOf = (siteDir, file) =>
  "/" + path.relative(siteDir, path.resolve(ROOT, file)).split(path.sep).join("/");

/**
 * @typedef {object} Bundle
 * @property {string} label
 * @property {"client" | "demo" | "playground"} manifest
 * @property {(options: { siteDir: string, dev: boolean }) => esbuild.BuildOptions & { metafile: true }} options
 * @property {(metafile: esbuild.Metafile, siteDir: string) => object} toManifest
 */

/** @type {Bundle[]} */
export const BUNDLES = [
  {
    label: "client bundle",
    manifest: "client",
    options: (options) => ({
      ...shared("js", options),
      entryPoints: {
        client: path.join(ROOT, CLIENT_ENTRY),
        "not-found": path.join(ROOT, NOT_FOUND_ENTRY),
      },
      splitting: true,
      chunkNames: "chunks/[name].[hash]",
      assetNames: "assets/[name].[hash]",
      alias: {
        react: "preact/compat",
        "react-dom": "preact/compat",
        "react-dom/client": "preact/compat/client",
        "react/jsx-runtime": "preact/jsx-runtime",
      },
      jsx: "automatic",
      jsxImportSource: "preact",
      loader: { ".wasm": "file" },
      // The start-up code in one chunk, and the demo's in one more.
      plugins: [
        startupChunk(ROOT, [
          { folder: path.dirname(CLIENT_ENTRY), entry: CLIENT_ENTRY },
          { folder: "components/media-demo", entry: "components/media-demo/MediaDemo.tsx" },
        ]),
      ],
    }),
    // The entry's URL, the 404 script's, and the entry's static imports (for preload links).
    toManifest({ outputs }, siteDir) {
      const entryOf = (/** @type {string} */ source) => {
        const file = Object.keys(outputs).find((name) =>
          outputs[name].entryPoint?.endsWith(source),
        );
        if (!file) throw new Error(`esbuild wrote no output for ${source}`);
        return file;
      };
      const entryFile = entryOf(CLIENT_ENTRY);
      /** The outputs `file` loads statically, itself included. @param {string} file @returns {string[]} */
      const closure = (file, seen = new Set()) => {
        if (seen.has(file)) return [];
        seen.add(file);
        for (const imp of outputs[file]?.imports ?? [])
          if (imp.kind === "import-statement") closure(imp.path, seen);
        return [...seen];
      };
      const playground = Object.keys(outputs).find((file) =>
        Object.keys(outputs[file].inputs).includes(PLAYGROUND_ENTRY),
      );
      const ownFiles = new Set(playground ? closure(playground) : []);
      // Chunks it shares with anything else (the start, the demo) are not its own.
      const shared = new Set(
        Object.keys(outputs)
          .filter((file) => !ownFiles.has(file))
          .flatMap((file) => closure(file)),
      );
      return {
        entry: urlOf(siteDir, entryFile),
        notFound: urlOf(siteDir, entryOf(NOT_FOUND_ENTRY)),
        imports: outputs[entryFile].imports
          .filter((imp) => imp.kind === "import-statement")
          .map((imp) => urlOf(siteDir, imp.path)),
        // What only the playground loads, when it opens: kept by the offline worker on first use.
        playground: [...ownFiles]
          .filter((file) => !shared.has(file))
          .map((file) => urlOf(siteDir, file)),
      };
    },
  },
  {
    label: "demo worker",
    manifest: "demo",
    options: (options) => ({
      ...shared("demo", options),
      entryPoints: Object.fromEntries(
        RELEASES.map((release) => [
          path.posix.join(engineFolder(release), "media-worker"),
          `${ENGINE_NAMESPACE}:${release.packageName}`,
        ]),
      ),
      // An older release's worker goes in its engine's folder (the key's directory).
      entryNames: options.dev ? "[dir]/[name]" : "[dir]/[name].[hash]",
      plugins: [enginePerRelease],
    }),
    // Per release, the worker's URL and the WASM's (copied here under its content's hash); and
    // the sample files'.
    toManifest({ outputs }, siteDir) {
      /** @type {Record<string, { worker: string, wasm: string }>} */
      const engines = {};
      for (const release of RELEASES) {
        const entry = `${ENGINE_NAMESPACE}:${release.packageName}`;
        const workerFile = Object.keys(outputs).find((file) => outputs[file].entryPoint === entry);
        if (!workerFile) throw new Error(`esbuild wrote no worker script for ${release.version}`);
        const wasmBytes = fs.readFileSync(
          require.resolve(`${release.packageName}/MediaInfoModule.wasm`),
        );
        const hash = crypto.createHash("sha256").update(wasmBytes).digest("hex").slice(0, 10);
        const wasmFile = path.join(
          siteDir,
          "assets/demo",
          engineFolder(release),
          `MediaInfoModule.${hash}.wasm`,
        );
        fs.mkdirSync(path.dirname(wasmFile), { recursive: true });
        if (!fs.existsSync(wasmFile)) fs.writeFileSync(wasmFile, wasmBytes); // the name is the content's hash
        engines[release.version] = {
          worker: urlOf(siteDir, workerFile),
          wasm: urlOf(siteDir, wasmFile),
        };
      }
      return { engines, samples: publishSamples(siteDir) };
    },
  },
  {
    label: "playground libraries",
    manifest: "playground",
    options: (options) => ({
      ...shared("playground", options),
      ...libraryEntries(RELEASES, path.join(options.siteDir, "assets/playground")),
      ...(options.dev ? { entryNames: "[dir]/[name]" } : {}),
    }),
    toManifest: (metafile, siteDir) =>
      libraryManifest(
        RELEASES,
        metafile,
        (file) => urlOf(siteDir, file),
        path.join(siteDir, "assets/playground"),
      ),
  },
];

/** The URLs a manifest names: its strings, those of its lists and those of its nested maps. @param {unknown} value @returns {string[]} */
const urlsIn = (value) => {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string");
  return value && typeof value === "object" ? Object.values(value).flatMap(urlsIn) : [];
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await Promise.all(
    BUNDLES.map(async (bundle) => {
      const started = performance.now();
      const options = bundle.options({ siteDir: SITE_DIR, dev: false });
      fs.rmSync(/** @type {string} */ (options.outdir), { recursive: true, force: true });
      const { metafile } = await esbuild.build(options);
      const manifest = bundle.toManifest(metafile, SITE_DIR);
      // What esbuild produced, byte for byte: the output check compares the files on disk with it
      // (a file cut at a statement boundary still parses).
      const bytes = Object.fromEntries(
        Object.entries(metafile.outputs).map(([file, output]) => [
          urlOf(SITE_DIR, file),
          output.bytes,
        ]),
      );
      writeManifest(bundle.manifest, { ...manifest, bytes });
      console.log(
        `${bundle.label}: ${urlsIn(manifest).join(", ")} (${Math.round(performance.now() - started)} ms)`,
      );
    }),
  );
}
