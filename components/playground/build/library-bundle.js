// The library as the playground's sandbox loads it: each documented release's ES module build,
// re-bundled by esbuild into one content-hashed file under assets/playground/ (the sandbox imports
// it from a blob, so it must be a single module with no imports of its own).
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

/**
 * The manifest: each release's library URL, from esbuild's metafile.
 * @param {{ version: string, packageDir: string }[]} releases
 * @param {{ outputs: Record<string, { entryPoint?: string }> }} metafile
 * @param {(file: string) => string} urlOf
 */
export function libraryManifest(releases, { outputs }, urlOf) {
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
  return { libraries };
}
