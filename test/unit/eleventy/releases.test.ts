// The documented releases as the build reads them: each page's release and its copies in the
// others (the closest page where a release lacks it), links kept within an older release, and
// the build's refusal of a release that is not installed or has no pages.
import { test } from "uvu";
import * as assert from "uvu/assert";
import plainSite from "../../../config/site.js";
import { validSiteConfig } from "../../../config/check.js";
import { documentedReleases, releaseProblems } from "../../../eleventy/releases.js";
import { releaseRoute } from "../../../eleventy/release-routes.js";
import { linksInRelease } from "../../../eleventy/release-links.js";

const site = validSiteConfig(plainSite) as any;
const releases = documentedReleases(site);
const [latest, older] = releases;
const doc = (href: string) => ({ type: "doc", id: href, label: href, href });
/** Sidebars by prefix: the older release lacks the "new-page" doc. */
const sidebarsOf = (release: { prefix: string }) => ({
  docsSidebar: [doc(`${release.prefix}/docs/intro/`), doc(`${release.prefix}/docs/usage/`)].concat(
    release.prefix ? [] : [doc("/docs/new-page/")],
  ),
  api: [doc(`${release.prefix}/api/`)],
});

test("the latest release comes first and keeps the site's routes; an older one has a prefix", () => {
  assert.ok(latest.isLatest);
  assert.is(latest.prefix, "");
  assert.ok(releases.length >= 2);
  assert.is(older.prefix, `/${older.version}`);
  assert.is(older.packageName, `mediainfo.js-${older.version}`);
});

test("a page's copies in every release keep the page, or land on the closest page and say so", () => {
  const same = releaseRoute("/docs/usage/", releases, sidebarsOf as any);
  assert.equal(
    same.versions.map((version) => [version.name, version.href, version.isSamePage]),
    [
      [latest.version, "/docs/usage/", true],
      [older.version, `${older.prefix}/docs/usage/`, true],
    ],
  );
  const missing = releaseRoute("/docs/new-page/", releases, sidebarsOf as any);
  assert.equal(missing.versions[1], {
    name: older.version,
    label: older.label,
    isLatest: false,
    isCurrent: false,
    href: `${older.prefix}/docs/intro/`,
    isSamePage: false,
  });
  const fromOlder = releaseRoute(`${older.prefix}/docs/usage/`, releases, sidebarsOf as any);
  assert.is(fromOlder.version, older.version);
  assert.is(fromOlder.local, "/docs/usage/");
  assert.is(fromOlder.latest.href, "/docs/usage/");
  assert.equal(fromOlder.searchReleases, [older.version]);
});

test("shared pages (home, demo, release history) belong to every release", () => {
  for (const url of ["/", "/demo/", "/api/changelog/", "/api/changes/"]) {
    const route = releaseRoute(url, releases, sidebarsOf as any);
    assert.not.ok(route.isVersioned, url);
    assert.equal(
      route.searchReleases,
      releases.map((release) => release.version),
      url,
    );
  }
});

test("an older release's links stay in it, except the version menu's and the shared pages'", () => {
  const html =
    '<a href="/docs/usage/#x">a</a> <a class="x" href="/api/class/MediaInfo/">b</a> ' +
    '<a href="/api/changelog/">c</a> <a href="/demo/">d</a> ' +
    '<a href="/docs/usage/" data-docs-version="0.3.8">e</a>';
  assert.is(
    linksInRelease(html, older.prefix),
    `<a href="${older.prefix}/docs/usage/#x">a</a> <a class="x" href="${older.prefix}/api/class/MediaInfo/">b</a> ` +
      '<a href="/api/changelog/">c</a> <a href="/demo/">d</a> ' +
      '<a href="/docs/usage/" data-docs-version="0.3.8">e</a>',
  );
});

test("the build names a release that is not installed or has no pages", () => {
  assert.equal(releaseProblems(site), []);
  const wrong = structuredClone(site);
  wrong.docs.versions[1].name = "0.0.1";
  const problems = releaseProblems(wrong);
  assert.ok(
    problems.some((line: string) =>
      /docs\.versions\[1\]: mediainfo\.js-0\.0\.1 is not installed/.test(line),
    ),
  );
  assert.ok(problems.some((line: string) => /site\/0\.0\.1\/docs is missing/.test(line)));
  const twoLatest = structuredClone(site);
  twoLatest.docs.versions[1].isLast = true;
  assert.ok(releaseProblems(twoLatest).some((line: string) => /2 entries have isLast/.test(line)));
});

test.run();
