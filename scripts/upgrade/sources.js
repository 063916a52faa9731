// Where `npm run upgrade-library` reads a release from: its npm package (the installed one when it
// is the same version, else `npm pack` from the registry, or a folder or .tgz given with --package)
// and its CHANGELOG.md at the release tag (a local clone given with --git, else a shallow fetch of
// the tag from the package's repository).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { compareVersions } from "./versions.js";

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
 * A reader of the upstream CHANGELOG.md: at tag v`version` when the repository has it, else at its
 * newest release tag (a release can reach npm before its tag and changelog entry do: 0.3.8 did).
 * With --git it reads the local clone; without, it fetches the tags from the package's repository.
 * It returns "" when no repository can be read: the release history then comes from the package
 * alone, as derived entries (plan.js).
 * @param {{ version: string, packageDir: string, git?: string, scratch: string }} options
 * @returns {() => { text: string, source: string }}
 */
export function changelogReader({ version, packageDir, git, scratch }) {
  return () => {
    let repository = git;
    if (!repository) {
      const url = JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8"))
        .repository?.url;
      repository = fs.mkdtempSync(path.join(scratch, "history-"));
      try {
        run("git", ["init", "--quiet", "--bare"], repository);
        run("git", ["fetch", "--quiet", "--depth=1", url, "refs/tags/v*:refs/tags/v*"], repository);
      } catch (error) {
        const reason = error instanceof Error ? error.message.trim().split("\n")[0] : error;
        return { text: "", source: `no changelog: could not fetch tags from ${url} (${reason})` };
      }
    }
    const tags = run("git", ["tag", "--list", "v*"], repository)
      .split("\n")
      .filter((tag) => /^v\d+\.\d+\.\d+$/.test(tag))
      .sort((a, b) => compareVersions(a.slice(1), b.slice(1)));
    const tag = tags.includes(`v${version}`) ? `v${version}` : tags.at(-1);
    if (!tag) return { text: "", source: `no changelog: ${repository} has no release tags` };
    try {
      return { text: run("git", ["show", `${tag}:CHANGELOG.md`], repository), source: tag };
    } catch {
      return { text: "", source: `no changelog: ${repository} has no CHANGELOG.md at ${tag}` };
    }
  };
}

/**
 * Every release on the registry with the day it was published (YYYY-MM-DD); empty when the
 * registry cannot be asked.
 * @param {string} root @returns {Map<string, string>}
 */
export function registryReleases(root) {
  try {
    const times = JSON.parse(run("npm", ["view", "mediainfo.js", "time", "--json"], root));
    return new Map(
      Object.entries(times)
        .filter(([key]) => /^\d+\.\d+\.\d+$/.test(key))
        .map(([key, time]) => [key, String(time).slice(0, 10)]),
    );
  } catch {
    return new Map();
  }
}

/** A temporary folder for packed releases and fetched history. */
export const scratchFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), "upgrade-library-"));
