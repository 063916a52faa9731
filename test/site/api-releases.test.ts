// The built API reference of every documented release: an older release's pages under its prefix,
// made from its own package (its source tag, its field types), with a sidebar whose every link
// lands, a field index of its own, and history notes that name no release after it.
import CHECKED_PLAIN_SITE from "../../config/site.js";
import { validSiteConfig as checkSiteForReleases } from "../../config/check.js";
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPage, builtPages } from "../helpers/built-site.ts";
import { generatedApiRoutes } from "../../components/api-reference/build/routes.js";
import {
  apiReleases,
  releaseFacts,
  sourceLinkAt,
} from "../../components/api-reference/build/releases.js";
import { expectedApi } from "../fixtures/api/expected-api.ts";
import { compareVersions } from "../../contract/api-history.js";
import { FIELD_INDEX_URL } from "../../contract/routes.js";

const CHECKED_SITE = checkSiteForReleases(CHECKED_PLAIN_SITE) as any;

const releases = apiReleases(CHECKED_SITE);
const latest = releases[0];
const older = releases.filter((release) => !release.isLatest);

/** The pages of a release's reference (the latest's: those under /api/ but not under an older prefix). */
const referencePages = (release: (typeof releases)[number]) =>
  builtPages().filter((page) => page.route.startsWith(release.apiRoot));

test("the site documents an older release, each with every API route, its field index and its own source tag", () => {
  assert.ok(older.length > 0);
  for (const release of releases) {
    for (const route of [
      ...generatedApiRoutes(release.apiRoot),
      `${release.prefix}${FIELD_INDEX_URL}`,
    ])
      builtPage(route);
    const tags = new Set(
      referencePages(release).flatMap((page) =>
        [
          ...page.html.matchAll(
            /https:\/\/github\.com\/buzz\/mediainfo\.js\/blob\/([^/]+)\/src\//g,
          ),
        ].map((match) => match[1]),
      ),
    );
    assert.equal([...tags], [`v${release.version}`], `${release.version}: source links`);
  }
});

test("an older release's interfaces document its own sources: every member and field, each source line at its tag", () => {
  const template = JSON.parse(fs.readFileSync("typedoc.json", "utf8")).sourceLinkTemplate;
  for (const release of older) {
    const api = expectedApi(path.join(release.packageDir, "src"));
    const source = sourceLinkAt(template, release.version).replace("{path}#L{line}", "");
    for (const [name, properties] of api.interfaces) {
      const { document } = builtPage(`${release.apiRoot}interface/${name}/`);
      for (const property of properties) {
        const where = `${release.version} ${name}.${property.name}`;
        const element = document.getElementById(property.name);
        assert.ok(element, where);
        if (element!.tagName !== "H3") continue; // a track type's field entry (no source line)
        const link = element!.parentElement!.querySelector(`a[href^="${source}"]`);
        assert.is(link?.getAttribute("href"), `${source}${property.file}#L${property.line}`, where);
      }
    }
  }
});

/** The type an entry of a field list shows: its `<span>` without the track chips. */
const typeOf = (entry: Element) =>
  [...entry.querySelector(":scope > span")!.childNodes]
    .filter((node) => node.nodeType === 3 || (node as Element).tagName === "A")
    .map((node) => node.textContent)
    .join("")
    .trim();

test("each release's pages show its own types: MaxCLL is a string in 0.3.6 and a number in the latest", () => {
  const maxCll = (release: (typeof releases)[number]) =>
    [`${release.apiRoot}interface/VideoTrack/`, `${release.prefix}${FIELD_INDEX_URL}`].map(
      (route) => typeOf(builtPage(route).document.getElementById("MaxCLL")!),
    );
  assert.equal(maxCll(latest), ["number", "number"]);
  for (const release of older.filter(
    (candidate) => compareVersions(candidate.version, "0.3.7") < 0,
  ))
    assert.equal(maxCll(release), ["string", "string"], release.version);
});

test("every link of each release's API sidebar lands on a built page (and its anchor)", () => {
  for (const release of releases) {
    const sidebar = JSON.parse(fs.readFileSync(path.join(release.apiDir, "sidebar.json"), "utf8"));
    const hrefs: string[] = sidebar.flatMap((item: any) => [
      item.href,
      ...(item.items ?? []).map((child: any) => child.href),
    ]);
    const links = hrefs.filter(Boolean);
    assert.ok(links.length > 20, `${release.version}: ${links.length} links`);
    for (const href of links) {
      const [route, anchor] = href.split("#");
      const { document } = builtPage(route);
      if (anchor) assert.ok(document.getElementById(anchor), `${release.version}: ${href}`);
    }
    if (!release.isLatest)
      assert.equal(
        links.filter((href) => !href.startsWith(release.prefix)),
        ["/api/changes/", "/api/changelog/"],
        "an older release's sidebar keeps the one release history",
      );
  }
});

test("no since/changed note on an older release's page names a later release", () => {
  for (const release of older) {
    const pages = builtPages().filter((page) => page.route.startsWith(`${release.prefix}/`));
    const notes = pages.flatMap((page) =>
      [...page.document.querySelectorAll(".api-history")].map((note) => ({
        route: page.route,
        text: note.textContent ?? "",
      })),
    );
    assert.ok(notes.length > 20, `${release.version}: ${notes.length} notes`);
    for (const { route, text } of notes)
      for (const [version] of text.matchAll(/\d+\.\d+\.\d+/g))
        assert.ok(
          compareVersions(version, release.version) <= 0,
          `${route}: "${text}" names ${version}, after ${release.version}`,
        );
  }
  // The latest's pages do name the changes after the older release (the check above has teeth).
  const laterNotes = builtPages()
    .filter((page) => page.route.startsWith(latest.apiRoot))
    .flatMap((page) => [...page.document.querySelectorAll(".api-history")])
    .filter((note) =>
      older.some((release) =>
        [...(note.textContent ?? "").matchAll(/\d+\.\d+\.\d+/g)].some(
          ([version]) => compareVersions(version, release.version) > 0,
        ),
      ),
    );
  assert.ok(laterNotes.length > 0);
});

test("each release's track pages correct the units its own facts correct, and no other", () => {
  const corrected = (release: (typeof releases)[number]) =>
    new Set(
      releaseFacts(release).corrections.flatMap((item) =>
        item.tracks.map((track) => `${track}Track#${item.field}`),
      ),
    );
  const latestCorrected = corrected(latest);
  for (const release of older) {
    const own = corrected(release);
    const onlyLatest = [...latestCorrected].filter((key) => !own.has(key));
    for (const [key, expected] of [
      ...[...own].map((key) => [key, true] as const),
      ...onlyLatest.map((key) => [key, false] as const),
    ]) {
      const [track, field] = key.split("#");
      const entry = builtPage(`${release.apiRoot}interface/${track}/`).document.getElementById(
        field,
      );
      assert.ok(entry, `${release.version} ${key}`);
      assert.is(
        Boolean(entry!.querySelector(":scope > .field-upstream")),
        expected,
        `${release.version} ${key}`,
      );
    }
  }
});

test("each release's field index lists its own catalogue and names its release", () => {
  for (const release of releases) {
    const { document } = builtPage(`${release.prefix}${FIELD_INDEX_URL}`);
    const fields: { name: string }[] = JSON.parse(
      fs.readFileSync(path.join(release.apiDir, "fields.json"), "utf8"),
    );
    for (const { name } of fields)
      assert.ok(document.getElementById(name), `${release.version}: no entry for ${name}`);
    const intro =
      [...document.querySelectorAll("p")]
        .map((p) => p.textContent ?? "")
        .find((text) => text.startsWith("All ")) ?? "";
    assert.ok(intro.includes(`All ${fields.length} fields`), intro);
    assert.ok(intro.includes(`mediainfo.js ${release.version} gave`), intro);
  }
});

test.run();
