// Links into the library's repository name the tag of the release this site documents, read from
// the installed package, so a reader sees the code the docs describe rather than whatever the
// default branch holds today.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const pkg = require("mediainfo.js/package.json");

/** The library's repository on GitHub, as its package.json names it. */
export const LIBRARY_REPOSITORY = String(pkg.repository?.url ?? pkg.repository)
  .replace(/^git\+/, "")
  .replace(/\.git$/, "");
/** The git tag of the installed release, e.g. "v0.3.6". */
export const LIBRARY_TAG = `v${pkg.version}`;

/**
 * The address of a folder (ending in "/") or a file of the library's repository at the tag of
 * the installed release, or of `tag` (an older documented release's pages show its own code).
 * @param {string} repoPath e.g. "examples/angular/" or "src/cli.ts"
 * @param {string} [tag] e.g. "v0.3.6"
 */
export function librarySourceUrl(repoPath, tag = LIBRARY_TAG) {
  const kind = repoPath.endsWith("/") ? "tree" : "blob";
  return `${LIBRARY_REPOSITORY}/${kind}/${tag}/${repoPath.replace(/\/$/, "")}`;
}
