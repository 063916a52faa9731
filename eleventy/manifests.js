// The asset manifests that the bundling steps write and page data reads (hashed file names).
// `npm run dev` points MANIFEST_DIR at its own folder, so its unhashed names never reach a real build.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The manifest file of one bundling step. @param {"client" | "demo" | "playground"} name */
export function manifestPath(name) {
  return path.resolve(ROOT, process.env.MANIFEST_DIR ?? ".cache", `${name}-manifest.json`);
}

/** @param {"client" | "demo" | "playground"} name @param {object} manifest */
export function writeManifest(name, manifest) {
  const file = manifestPath(name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
}

/** Reads a manifest, or fails naming the command that writes it. @param {"client" | "demo" | "playground"} name */
export function readManifest(name) {
  const file = manifestPath(name);
  if (!fs.existsSync(file)) {
    throw new Error(
      `${path.relative(ROOT, file)} is missing: run "npm run build:bundles" (or "npm run build") first`,
    );
  }
  return JSON.parse(fs.readFileSync(file, "utf8"));
}
