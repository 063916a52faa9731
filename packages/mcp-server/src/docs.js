// The packed documentation (data/, written by scripts/pack-data.js from a build of the site): its
// manifest, the Markdown twins of its pages and each release's fields. Every answer carries the
// stamp of the release it speaks for and the build the data came from.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The data folder beside src/. */
export const DATA_DIR = fileURLToPath(new URL("../data/", import.meta.url));

/**
 * @typedef {{ version: string, prefix: string, isLatest: boolean, mediaInfoLib: string,
 *   nodeMajor: number, index: string }} PackedRelease
 * @typedef {{ site: string, build: string, releases: PackedRelease[], pages: string[],
 *   files: string[] }} Manifest
 */

/** A failure the caller caused (unknown name, bad path): its message is the answer. */
export class UserError extends Error {}

/** Reads the manifest of `dataDir`; a missing one says how to pack the data. @param {string} dataDir */
export function loadDocs(dataDir = DATA_DIR) {
  const file = path.join(dataDir, "manifest.json");
  if (!fs.existsSync(file))
    throw new Error(
      `${file} is missing: build the site (npm run build) and pack its data (npm run build in packages/mcp-server)`,
    );
  /** @type {Manifest} */
  const manifest = JSON.parse(fs.readFileSync(file, "utf8"));
  const pages = new Set(manifest.pages);
  const files = new Set(manifest.files);
  /** @type {Map<string, any[]>} */
  const fields = new Map();
  return {
    manifest,
    /** The release named `version`, or the latest when none is given. @param {string} [version] */
    release(version) {
      const release = version
        ? manifest.releases.find((entry) => entry.version === version)
        : manifest.releases.find((entry) => entry.isLatest);
      if (!release)
        throw new UserError(
          `No documented release ${version}: the docs cover ${manifest.releases.map((entry) => entry.version).join(", ")}`,
        );
      return release;
    },
    /** The stamp every answer carries. @param {PackedRelease} release */
    stamp: (release) => ({
      release: release.version,
      build: manifest.build,
      docs: new URL(`${release.prefix}/docs/intro/`, manifest.site).href,
    }),
    /** The release a site route belongs to. @param {string} route */
    releaseOf: (route) =>
      manifest.releases.find((entry) => entry.prefix && route.startsWith(`${entry.prefix}/`)) ??
      manifest.releases.find((entry) => entry.isLatest),
    /** Whether `route` is a page with a twin in the data. @param {string} route */
    hasPage: (route) => pages.has(route),
    /** Whether `route` is one of the text files packed whole (llms.txt, agents.md). @param {string} route */
    hasFile: (route) => files.has(route),
    /** The Markdown of a packed page or file; only names from the manifest reach the disk. @param {string} route */
    markdown(route) {
      const name = pages.has(route) ? `${route}index.html.md` : files.has(route) ? route : null;
      if (!name) throw new UserError(`No page ${route} in the docs`);
      return fs.readFileSync(path.join(dataDir, "site", name), "utf8");
    },
    /** The fields of `release`, read once. @param {PackedRelease} release */
    fields(release) {
      if (!fields.has(release.version))
        fields.set(
          release.version,
          JSON.parse(
            fs.readFileSync(path.join(dataDir, "fields", `${release.version}.json`), "utf8"),
          ),
        );
      return /** @type {any[]} */ (fields.get(release.version));
    },
  };
}

/** @typedef {ReturnType<typeof loadDocs>} Docs */

/**
 * The site route a page reference names: a route (`/docs/intro/`), a full URL of the site, a
 * twin (`…/index.html.md`) or a route without its last slash; the anchor is dropped.
 * @param {string} reference @param {string} siteUrl
 */
export function routeOf(reference, siteUrl) {
  const text = reference.trim();
  let pathname;
  try {
    const url = new URL(text, siteUrl);
    if (url.origin !== new URL(siteUrl).origin)
      throw new UserError(`${reference} is not a page of ${siteUrl}`);
    pathname = decodeURIComponent(url.pathname);
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`${reference} is not a page address`);
  }
  if (/\.(md|txt)$/.test(pathname) && !pathname.endsWith("/index.html.md")) return pathname;
  const route = pathname.replace(/index\.html(\.md)?$/, "");
  return route.endsWith("/") ? route : `${route}/`;
}
