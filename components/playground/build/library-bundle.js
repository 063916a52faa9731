// The library as the playground's sandbox loads it: each documented release's ES module build,
// re-bundled by esbuild into one content-hashed file under assets/playground/ (the sandbox imports
// it from a blob, so it must be a single module with no imports of its own), and its UMD build as
// the package ships it, for the pages and classic workers that load it with a script tag or
// importScripts.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The esbuild options of the libraries' bundle, one entry per release: `<folder>/mediainfo`.
 * @param {{ version: string, packageDir: string, prefix: string }[]} releases
 * @param {string} outdir
 */
export function libraryEntries(releases, outdir) {
  return {
    entryPoints: Object.fromEntries(
      releases.map((release) => [
        path.posix.join(release.prefix.slice(1), "mediainfo"),
        path.join(release.packageDir, "dist/esm-bundle/index.js"),
      ]),
    ),
    outdir,
    entryNames: "[dir]/[name].[hash]",
  };
}

/** The UMD build a release's package ships. @param {{ packageDir: string }} release */
export const classicLibraryOf = (release) => path.join(release.packageDir, "dist/umd/index.min.js");

/**
 * Copies each release's UMD build beside its module, under a name that holds its content's hash.
 * @param {{ version: string, packageDir: string, prefix: string }[]} releases
 * @param {string} outdir the module's folder, assets/playground
 * @param {(file: string) => string} urlOf
 * @returns {Record<string, string>} each release's URL of it
 */
export function copyClassicLibraries(releases, outdir, urlOf) {
  /** @type {Record<string, string>} */
  const urls = {};
  for (const release of releases) {
    const bytes = fs.readFileSync(classicLibraryOf(release));
    const hash = crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 8).toUpperCase();
    const file = path.join(outdir, release.prefix.slice(1), `mediainfo.umd.${hash}.js`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (!fs.existsSync(file)) fs.writeFileSync(file, bytes); // the name is the content's hash
    urls[release.version] = urlOf(file);
  }
  return urls;
}

/**
 * The manifest: each release's library URLs, the module from esbuild's metafile and the UMD build
 * copied beside it.
 * @param {{ version: string, packageDir: string, prefix: string }[]} releases
 * @param {{ outputs: Record<string, { entryPoint?: string }> }} metafile
 * @param {(file: string) => string} urlOf
 * @param {string} outdir
 */
export function libraryManifest(releases, { outputs }, urlOf, outdir) {
  /** @type {Record<string, string>} */
  const libraries = {};
  for (const release of releases) {
    const source = path.join(release.packageDir, "dist/esm-bundle/index.js");
    const file = Object.keys(outputs).find(
      (name) => outputs[name].entryPoint && path.resolve(outputs[name].entryPoint) === source,
    );
    if (!file) throw new Error(`esbuild wrote no playground library for ${release.version}`);
    libraries[release.version] = urlOf(file);
  }
  return { libraries, classicLibraries: copyClassicLibraries(releases, outdir, urlOf) };
}
