// The documented releases on this machine: the mapping of `docs.versions` (contract/releases.js,
// re-exported for Eleventy and the scripts) and what is wrong with it here (a package not
// installed at its version, an older release without its pages or frozen facts).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { documentedReleases } from "../contract/releases.js";

export * from "../contract/releases.js";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The version the package in `packageDir` states, or null when it is not installed. @param {string} packageDir */
export function installedVersionOf(packageDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8")).version;
  } catch {
    return null;
  }
}

/**
 * What is wrong with the documented releases on this machine, one line each naming the config
 * item: a release whose package is not installed at its version, an older release without its
 * pages' folder or frozen facts, or not exactly one latest.
 * @param {Parameters<typeof documentedReleases>[0]} site
 */
export function releaseProblems(site) {
  const problems = [];
  const latest = site.docs.versions.filter((entry) => entry.isLast);
  if (latest.length !== 1)
    problems.push(`docs.versions: ${latest.length} entries have isLast; exactly one must`);
  documentedReleases(site).forEach((release) => {
    const item = `docs.versions[${site.docs.versions.findIndex((entry) => entry.name === release.version)}]`;
    const installed = installedVersionOf(release.packageDir);
    if (installed !== release.version)
      problems.push(
        `${item}: ${release.packageName} is ${installed ? `${installed}, not ${release.version}` : "not installed"} (package.json: "${release.packageName}": "${release.isLatest ? release.version : `npm:mediainfo.js@${release.version}`}", then npm install)`,
      );
    if (release.isLatest) return;
    for (const needed of ["docs", "facts.json", `${release.version}.11tydata.js`]) {
      if (!fs.existsSync(path.join(ROOT, "site", release.version, needed)))
        problems.push(
          `${item}: site/${release.version}/${needed} is missing (an older release's pages and frozen facts)`,
        );
    }
  });
  return problems;
}
