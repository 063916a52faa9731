// Notes for `npm run bench` when the npm registry has a newer mediainfo.js than the site documents
// (the exact version in package.json), naming the command that moves the site to it.
import { execFileSync } from "node:child_process";
import { compareVersions } from "../../scripts/upgrade/versions.js";

/**
 * One line about the registry's latest release against the documented one.
 * @param {string} documented
 * @param {string | null} latest null when the registry could not be asked
 */
export function releaseNote(documented, latest) {
  if (!latest)
    return `Could not ask the npm registry for mediainfo.js releases; the site documents ${documented}.`;
  if (compareVersions(latest, documented) <= 0)
    return `The site documents mediainfo.js ${documented}, the newest release on the npm registry.`;
  return (
    `mediainfo.js ${latest} is on the npm registry; the site documents ${documented}. ` +
    `To move it: npm run upgrade-library -- ${latest} (try --dry-run first).`
  );
}

/** The registry's `latest` mediainfo.js, asked through npm itself; null when offline. */
export function latestOnRegistry() {
  try {
    return execFileSync("npm", ["view", "mediainfo.js", "version"], {
      encoding: "utf8",
      timeout: 30_000,
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}
