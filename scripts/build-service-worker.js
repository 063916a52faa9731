// Build step: writes the offline service worker to /sw.js with this build's id and precache list
// written in. The id is a hash of every file the build wrote, so any change to the site makes a
// new worker (browsers compare its bytes) and new cache names. CLI: `node
// scripts/build-service-worker.js [siteDir]` (tests rebuild a copied site with it).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { parseSiteConfig, validSiteConfig } from "../config/check.js";
import siteConfig from "../config/site.js";
import { OFFLINE_PATH, SERVICE_WORKER_PATH } from "../contract/offline.js";
import { MANIFEST_PATH } from "../eleventy/app-manifest.js";
import { readManifest } from "../eleventy/manifests.js";
import { documentedReleases } from "../eleventy/releases.js";
import { engineFolder } from "./build-bundles.js";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const SERVICE_WORKER_ENTRY = "components/offline/service-worker.ts";
/** Pages saved on install: the offline page and the demo (it works offline once saved). */
const PRECACHED_PAGES = [OFFLINE_PATH, "/demo/"];

/** Every file under `dir` but the worker, relative with forward slashes, sorted. @param {string} dir */
export const filesOf = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter(
      (file) => "/" + file !== SERVICE_WORKER_PATH && fs.statSync(path.join(dir, file)).isFile(),
    )
    .sort();

/** A hash of every file's path and bytes. @param {string} siteDir @param {string[]} files */
export function buildId(siteDir, files) {
  const hash = crypto.createHash("sha256");
  for (const file of files)
    hash
      .update(file)
      .update("\0")
      .update(fs.readFileSync(path.join(siteDir, file)));
  return hash.digest("hex").slice(0, 12);
}

/**
 * The folders of older releases' demo engines: a visitor who picks one fetches it then (and the
 * worker keeps it), so an install does not download every release's WASM.
 */
const OLDER_ENGINES = documentedReleases(validSiteConfig(siteConfig))
  .filter((release) => !release.isLatest)
  .map((release) => `assets/demo/${engineFolder(release)}/`);

/**
 * What the playground loads when it opens (its editor and runner, each release's library): kept
 * on first use, as the playground is opened by few visitors and weighs more than the shell.
 */
const playgroundFiles = () => [
  "assets/playground/",
  ...(readManifest("client").playground ?? []).map((/** @type {string} */ url) => url.slice(1)),
];

/** The precache list: the pages above, every hashed asset (icons included, older releases' demo engines and the playground left out), the favicon and the manifest. @param {string[]} files */
export function precacheList(files) {
  const onFirstUse = [...OLDER_ENGINES, ...playgroundFiles()];
  const urls = [
    ...PRECACHED_PAGES,
    ...files
      .filter(
        (file) =>
          file.startsWith("assets/") && !onFirstUse.some((prefix) => file.startsWith(prefix)),
      )
      .map((file) => "/" + file),
    siteConfig.favicon,
    MANIFEST_PATH,
  ];
  for (const url of urls) {
    const file = url.endsWith("/") ? `${url.slice(1)}index.html` : url.slice(1);
    if (!files.includes(file))
      throw new Error(`the offline worker would precache ${url}, which the build did not write`);
  }
  return urls;
}

/** Writes `siteDir`/sw.js; returns its settings. `enabled` overrides the config's (tests).
 * @param {string} siteDir @param {{ enabled?: boolean }} [options] */
export async function writeServiceWorker(siteDir, { enabled } = {}) {
  const { value } = parseSiteConfig(siteConfig);
  const files = filesOf(siteDir);
  const config = {
    build: buildId(siteDir, files),
    enabled: enabled ?? value?.offline ?? true,
    precache: precacheList(files),
  };
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [path.join(ROOT, SERVICE_WORKER_ENTRY)],
    bundle: true,
    format: "iife",
    target: "es2020",
    minify: true,
    legalComments: "none",
    logLevel: "warning",
    banner: { js: `const OFFLINE=${JSON.stringify(config)};` },
    outfile: path.join(siteDir, SERVICE_WORKER_PATH),
  });
  return config;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const siteDir = path.resolve(process.argv[2] ?? path.join(ROOT, "_site"));
  const { build, enabled, precache } = await writeServiceWorker(siteDir);
  console.log(
    `offline worker: build ${build}, ${enabled ? `${precache.length} files precached` : "kill switch set"}`,
  );
}
