// Where `npm run upgrade-library` reads a release from: its npm package (the installed one when it
// is the same version, else `npm pack` from the registry, or a folder or .tgz given with --package)
// and its CHANGELOG.md at the release tag (a local clone given with --git, else a shallow fetch of
// the tag from the package's repository).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const run = (
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {string} */ cwd,
) => execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/**
 * The folder of mediainfo.js `version` (with package.json, dist/ and src/).
 * @param {{ root: string, version: string, given?: string, scratch: string }} options
 */
export function packageFolder({ root, version, given, scratch }) {
  const installed = path.join(root, "node_modules/mediainfo.js");
  if (
    !given &&
    JSON.parse(fs.readFileSync(path.join(installed, "package.json"), "utf8")).version === version
  )
    return installed;
  let tarball = given;
  if (given && fs.statSync(given).isDirectory()) return path.resolve(given);
  if (!tarball) {
    const packed = run(
      "npm",
      ["pack", `mediainfo.js@${version}`, "--pack-destination", scratch, "--json"],
      root,
    );
    tarball = path.join(scratch, JSON.parse(packed)[0].filename);
  }
  run("tar", ["-xzf", path.resolve(/** @type {string} */ (tarball)), "-C", scratch], root);
  return path.join(scratch, "package");
}

/**
 * A reader of CHANGELOG.md at tag v`version`; it fails with what to pass instead.
 * @param {{ version: string, packageDir: string, git?: string, scratch: string }} options
 */
export function changelogReader({ version, packageDir, git, scratch }) {
  return () => {
    const tag = `v${version}`;
    let repository = git;
    if (!repository) {
      const url = JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8"))
        .repository?.url;
      repository = fs.mkdtempSync(path.join(scratch, "history-"));
      try {
        run("git", ["init", "--quiet", "--bare"], repository);
        run(
          "git",
          ["fetch", "--quiet", "--depth=1", url, `refs/tags/${tag}:refs/tags/${tag}`],
          repository,
        );
      } catch (error) {
        throw new Error(
          `could not fetch ${tag} from ${url} (${error instanceof Error ? error.message.trim() : error}); ` +
            "pass --git <a local clone of the library's repository>",
        );
      }
    }
    try {
      return run("git", ["show", `${tag}:CHANGELOG.md`], repository);
    } catch {
      throw new Error(`${repository} has no CHANGELOG.md at tag ${tag}`);
    }
  };
}

/** A temporary folder for packed releases and fetched history. */
export const scratchFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), "upgrade-library-"));
