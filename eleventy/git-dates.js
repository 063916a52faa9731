// The date of the last commit that changed each file, read from git once per build. A build outside
// a git checkout, or in a shallow clone (whose oldest commit would claim every older file), knows
// no dates: pages then show none rather than a wrong one. Eleventy's own "git Last Modified" falls
// back to the current time, so it is not used.
import { execFileSync } from "node:child_process";

/**
 * Repository-relative path (from `cwd`) → committer date (ISO 8601) of the newest commit touching
 * it, as `git log -1 -- path` tells it: asked per path when first needed, because only git's own
 * history simplification dates a file that two merged branches changed alike. Empty (size 0) in a
 * shallow clone or outside a checkout.
 * @param {string} [cwd]
 * @returns {Map<string, string>}
 */
export function lastCommitDates(cwd = process.cwd()) {
  /** @param {string[]} args */
  const git = (...args) =>
    execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  try {
    if (git("rev-parse", "--is-shallow-repository").trim() !== "false") return new Map();
  } catch {
    return new Map(); // not a git checkout, or git is missing: no dates
  }
  return new (class extends Map {
    /** @param {string} file */
    get(file) {
      if (!this.has(file)) this.set(file, git("log", "-1", "--format=%cI", "--", file).trim());
      return super.get(file) || undefined;
    }
  })();
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
