// The installed package of one mediainfo.js release, wherever it is installed: as `mediainfo.js`
// while it is the documented release, as the alias `mediainfo.js-<version>` once it is an older
// one. Tests that state facts of a given release read it here, so they keep holding after an upgrade.
import fs from "node:fs";
import path from "node:path";

export function releasePackage(version: string): string {
  const found = ["mediainfo.js", `mediainfo.js-${version}`]
    .map((name) => path.join("node_modules", name))
    .find((dir) => {
      try {
        return (
          JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).version === version
        );
      } catch {
        return false;
      }
    });
  if (!found) throw new Error(`mediainfo.js ${version} is not installed (as itself or an alias)`);
  return found;
}

/** The WebAssembly module of one release. */
export const releaseWasm = (version: string) =>
  fs.readFileSync(path.join(releasePackage(version), "dist/MediaInfoModule.wasm"));
