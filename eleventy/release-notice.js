// Whether readers must be told that npm has mediainfo.js releases newer than the one this site
// documents, and what to tell them: only where those releases differ from it (Node.js, CSP).
// The data is site/_data/newerReleases.json, written by `npm run releases`; the build never asks
// the registry itself.
import { createRequire } from "node:module";
import { readReleaseData } from "./release-data.js";

const require = createRequire(import.meta.url);
export const NOTICE_ROUTE = "/docs/getting-started/installation/";
export const NOTICE_ANCHOR = "newer-releases";

/**
 * The hand-checked facts a release can differ in: the Installation section each belongs to and
 * how to say each value (backticks mark code), in full and briefly for the announcement bar.
 */
export const FACTS = {
  runsOnNode20: {
    label: "Node.js",
    anchor: "nodejs",
    true: "runs on Node.js 20",
    false: "does not run on Node.js 20",
    brief: { true: "runs on Node.js 20", false: "does not run on Node.js 20" },
  },
  needsUnsafeEval: {
    label: "Content Security Policy",
    anchor: "content-security-policy",
    true: "needs `'unsafe-eval'` in the policy of a page that runs it",
    false: "needs no `'unsafe-eval'` in the policy of a page that runs it",
    brief: { true: "needs `'unsafe-eval'`", false: "needs no `'unsafe-eval'`" },
  },
};

/** `"0.3.10"` → `[0, 3, 10]`. @param {string} version */
const parts = (version) => version.split(".").map(Number);

/** Negative, zero or positive as `a` is older than, equal to or newer than `b`. @param {string} a @param {string} b */
export function compareVersions(a, b) {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  }
  return 0;
}

/**
 * @typedef {{ runsOnNode20: boolean, needsUnsafeEval: boolean, how: string }} Checked
 * @typedef {{ version: string, registry: { published: string, engines: { node?: string } }, checked: Checked | null }} Release
 * @typedef {{ documented: { version: string, checked: Checked }, releases: Release[] }} ReleaseData
 */

/**
 * Where the releases newer than `documented` differ from it, per fact: the value the newest
 * checked release has and the first release since which it holds.
 * @param {{ checked: Checked }} documented @param {Release[]} newer oldest first
 */
function differences(documented, newer) {
  const checked = newer.filter((release) => release.checked);
  return Object.entries(FACTS).flatMap(([key, fact]) => {
    const value = /** @type {any} */ (checked.at(-1)?.checked ?? {})[key];
    if (value === undefined || value === /** @type {any} */ (documented.checked)[key]) return [];
    let since = checked.length - 1;
    while (since > 0 && /** @type {any} */ (checked[since - 1].checked)[key] === value) since--;
    const { label, anchor } = fact;
    return [
      {
        key,
        label,
        anchor,
        since: checked[since].version,
        now: fact[value],
        brief: fact.brief[value],
        before: fact[/** @type {"true"} */ (String(!value))],
      },
    ];
  });
}

/**
 * The notice about releases newer than `documentedVersion`, or null when it is the newest the data
 * knows. Its id names the newest release, so a bar dismissed for one release shows again for the next.
 * @param {ReleaseData} data @param {string} documentedVersion the installed package's version
 */
export function releaseNotice(data, documentedVersion) {
  const newer = data.releases
    .filter((release) => compareVersions(release.version, documentedVersion) > 0)
    .sort((a, b) => compareVersions(a.version, b.version));
  if (newer.length === 0) return null;
  // Facts hand-checked for another release than the installed one compare against nothing.
  const documented = data.documented.version === documentedVersion ? data.documented : null;
  const latest = newer.at(-1)?.version;
  const found = documented ? differences(documented, newer) : [];
  return {
    id: `newer-releases-${latest}`,
    documented: documentedVersion,
    latest,
    releases: newer.map(({ version, registry }) => ({ version, published: registry.published })),
    differences: found,
    /** The same differences by fact, for the sections they concern. */
    differs: Object.fromEntries(found.map((difference) => [difference.key, difference])),
    unchecked: newer.filter((release) => !documented || !release.checked).map((r) => r.version),
  };
}

/** "a", "a and b", "a, b and c". @param {string[]} items */
export const listed = (items) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** Text with `code` marks, as HTML. @param {string} text */
const inlineHtml = (text) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/`([^`]+)`/g, "<code>$1</code>");

/**
 * The announcement bar for a notice: the newer versions, the documented one, each difference
 * with the release it starts from, and a link to the Installation section.
 * @param {NonNullable<ReturnType<typeof releaseNotice>>} notice
 */
export function releaseAnnouncement(notice) {
  const versions = notice.releases.map((release) => release.version);
  const sinces = [...new Set(notice.differences.map((d) => d.since))];
  const changes = sinces.map(
    (since) =>
      `From ${since} it ${listed(notice.differences.filter((d) => d.since === since).map((d) => d.brief))}.`,
  );
  const text = [
    `mediainfo.js ${listed(versions)} ${versions.length > 1 ? "are" : "is"} on npm; this site documents ${notice.documented}.`,
    ...changes,
  ].join(" ");
  const link = `<a href="${NOTICE_ROUTE}#${NOTICE_ANCHOR}">What differs, and how to install ${notice.documented}</a>`;
  return { id: notice.id, content: `${inlineHtml(text)} ${link}`, isCloseable: true };
}

export { readReleaseData };

/** The installed mediainfo.js version: the one the site documents. @returns {string} */
export const installedVersion = () => require("mediainfo.js/package.json").version;

/** The notice for the installed package and the committed data. */
export const installedReleaseNotice = () => releaseNotice(readReleaseData(), installedVersion());
