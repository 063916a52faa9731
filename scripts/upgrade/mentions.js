// Where tracked files still name the release being left, after the planned edits: tests that pin
// it, comments, prose. `npm run upgrade-library` lists them for review and never rewrites them.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Files that keep old versions on purpose: the release history, and the lockfiles npm rewrites
 * (the site's and each re-pinned toolset's). */
const KEEP = new Set(["site/_data/changelog.json"]);
const isKept = (/** @type {string} */ file) =>
  KEEP.has(file) || path.basename(file) === "package-lock.json";

/**
 * "file:line" for every line of a tracked text file that names `version`.
 * @param {string} root @param {string} version
 * @param {Map<string, string>} edited planned texts, by file
 */
export function versionMentions(root, version, edited) {
  const pattern = new RegExp(`(?<![\\d.])${version.replaceAll(".", "\\.")}(?![\\d])`);
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  const found = /** @type {string[]} */ ([]);
  for (const file of files) {
    if (isKept(file) || !fs.existsSync(path.join(root, file))) continue;
    const text = edited.get(file) ?? fs.readFileSync(path.join(root, file), "utf8");
    if (text.includes("\0")) continue; // binary
    text.split("\n").forEach((line, index) => {
      if (pattern.test(line)) found.push(`${file}:${index + 1}`);
    });
  }
  return found;
}
