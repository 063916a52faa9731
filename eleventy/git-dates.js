// The date of the last commit that changed each file, read from git once per build. A build outside
// a git checkout, or in a shallow clone (whose oldest commit would claim every older file), knows
// no dates: pages then show none rather than a wrong one. Eleventy's own "git Last Modified" falls
// back to the current time, so it is not used.
import { execFileSync } from "node:child_process";

/**
 * Repository-relative path (from `cwd`) → committer date (ISO 8601) of the newest commit touching it.
 * @param {string} [cwd]
 * @returns {Map<string, string>}
 */
export function lastCommitDates(cwd = process.cwd()) {
  /** @param {string[]} args */
  const git = (...args) =>
    execFileSync("git", args, {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    });
  const dates = new Map();
  try {
    if (git("rev-parse", "--is-shallow-repository").trim() !== "false") return dates;
    // Newest first: a path's first appearance is its last change. NUL marks each commit's date line.
    // -c lists what a merge changed against every parent (a resolved conflict), as `git log -- file`
    // counts it; without it a merge lists no files.
    const log = git("log", "--format=%x00%cI", "--name-only", "-c", "--relative", "HEAD");
    for (const commit of log.split("\0").slice(1)) {
      const [date, ...files] = commit.split("\n").filter(Boolean);
      for (const file of files) if (!dates.has(file)) dates.set(file, date);
    }
  } catch {
    // Not a git checkout, or git is missing: no dates.
  }
  return dates;
}

/** @type {Map<string, string> | undefined} */
let cached;

/**
 * The last commit date of an Eleventy input path (`./site/docs/intro.md`), or null when unknown.
 * @param {string} inputPath
 */
export function lastUpdatedOf(inputPath) {
  cached ??= lastCommitDates();
  return cached.get(inputPath.replace(/^\.\//, "")) ?? null;
}

/**
 * "November 22, 2026" for an ISO date in the locale's language and calendar, read in UTC so every
 * build machine prints the same day.
 * @param {string} iso
 * @param {{ htmlLang: string, calendar: string }} locale
 */
export function readableDate(iso, locale) {
  return new Intl.DateTimeFormat(locale.htmlLang, {
    dateStyle: "long",
    timeZone: "UTC",
    calendar: locale.calendar,
  }).format(new Date(iso));
}
