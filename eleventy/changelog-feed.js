// The release history as an Atom feed (RFC 4287), from the same site/_data/changelog.json that the
// changelog page renders: one entry per release, linking to the release's heading on that page.
import { githubSlug } from "./slug.js";

/** @typedef {{ issue: number, comment?: number }} ClosedRef */
/** @typedef {{ text: string, scope?: string, commit?: string, closes?: ClosedRef[] }} ChangeItem */
/**
 * `derived`: upstream's changelog has no entry for the release, so its items describe the
 * difference between its npm package and the previous release's.
 * @typedef {{ version: string, date: string, compare?: string, tree?: string, derived?: boolean, groups?: { title: string, items: ChangeItem[] }[] }} Release
 */
/** @typedef {{ repository: string, itemsSince: string, releases: Release[] }} Changelog */

/** @param {string} text */
const escapeXml = (text) =>
  String(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** The id the changelog page gives a release's heading, "0.3.6 (2025-08-31)" → "036-2025-08-31". @param {Release} release */
export const releaseAnchor = (release) => githubSlug(`${release.version} (${release.date})`);

/** RFC 3339 timestamp of a release day. @param {Release} release */
export const releaseUpdated = (release) => `${release.date}T00:00:00Z`;

/**
 * What the changelog page and the feed say above a derived release's items, or "" for a release
 * upstream describes: readers should know whose account they are reading.
 * @param {Release} release @param {Changelog} changelog
 */
export function derivedNote(release, { releases }) {
  if (!release.derived) return "";
  const previous = releases[releases.indexOf(release) + 1];
  const between = previous ? ` between ${previous.version} and ${release.version}` : "";
  return `No upstream changelog entry: described from the package difference${between} on npm.`;
}

/**
 * A release's notes as HTML: a heading per group, a list item per change with its links. Releases
 * older than the history's items (`itemsSince`) have none: their entry points to the code changes.
 * @param {Release} release @param {Changelog} changelog
 */
export function releaseNotesHtml(release, changelog) {
  const { repository: repo, itemsSince } = changelog;
  const note = derivedNote(release, changelog);
  const lead = note ? `<p><em>${escapeXml(note)}</em></p>` : "";
  if (!release.groups) {
    if (lead) return lead;
    const changes = release.tree
      ? `${repo}/tree/${release.tree}`
      : `${repo}/compare/${release.compare}`;
    return `<p>Changes before ${escapeXml(itemsSince)} are not listed. <a href="${changes}">See the code changes on GitHub</a>.</p>`;
  }
  return (
    lead +
    release.groups
      .map((group) => {
        const items = group.items.map((item) => {
          const scope = item.scope ? `<strong>${escapeXml(item.scope)}:</strong> ` : "";
          const commit = item.commit
            ? ` (<a href="${repo}/commit/${item.commit}">${item.commit.slice(0, 7)}</a>)`
            : "";
          const closes = (item.closes ?? [])
            .map(
              (ref) =>
                `<a href="${repo}/issues/${ref.issue}${ref.comment ? `#issuecomment-${ref.comment}` : ""}">#${ref.issue}${ref.comment ? " (comment)" : ""}</a>`,
            )
            .join(", ");
          return `<li>${scope}${escapeXml(item.text)}${commit}${closes ? `, closes ${closes}` : ""}</li>`;
        });
        return `<h3>${escapeXml(group.title)}</h3><ul>${items.join("")}</ul>`;
      })
      .join("")
  );
}

/**
 * The feed document.
 * @param {Changelog} changelog
 * @param {{ siteUrl: string, feedPath: string, pagePath: string, title: string, author: string }} where
 */
export function atomFeed(changelog, { siteUrl, feedPath, pagePath, title, author }) {
  const pageUrl = new URL(pagePath, siteUrl).href;
  const feedUrl = new URL(feedPath, siteUrl).href;
  const [newest] = changelog.releases;
  const entries = changelog.releases.map((release) => {
    const link = `${pageUrl}#${releaseAnchor(release)}`;
    return [
      "  <entry>",
      `    <id>${escapeXml(link)}</id>`,
      `    <title>mediainfo.js ${escapeXml(release.version)}</title>`,
      `    <updated>${releaseUpdated(release)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <content type="html">${escapeXml(releaseNotesHtml(release, changelog))}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(feedUrl)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <updated>${newest ? releaseUpdated(newest) : "1970-01-01T00:00:00Z"}</updated>`,
    `  <author><name>${escapeXml(author)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
