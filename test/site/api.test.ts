// The built API reference against the mediainfo.js 0.3.6 sources: every route, every member
// with its anchor, optional flag, inherited marker and source line; sidebar, titles, changelog.
import { test } from "uvu";
import * as assert from "uvu/assert";
import path from "node:path";
import { builtPage, builtPages, sitemapRoutes, SITE_DIR } from "../helpers/built-site.ts";
import { expectedApi } from "../fixtures/api/expected-api.ts";
import fs from "node:fs";
import { API_CHANGES_URL, FIELD_INDEX_URL } from "../../contract/routes.js";
import { fieldSearchRecords } from "../../components/search/build/field-records.js";

const api = expectedApi();
// typedoc.json's source links, at the tag of the installed release.
const SOURCE = JSON.parse(fs.readFileSync("typedoc.json", "utf8")).sourceLinkTemplate.replace(
  "{path}#L{line}",
  "",
);
const ROUTES = [
  "/api/",
  "/api/changelog/",
  ...[...api.classes.keys()].map((name) => `/api/class/${name}/`),
  ...api.functions.map((name) => `/api/function/${name}/`),
  ...[...api.interfaces.keys()].map((name) => `/api/interface/${name}/`),
];

/** The member panel (a <section>) whose heading has exactly this id. */
function memberSection(document: Document, name: string): Element | null {
  const heading = [...document.querySelectorAll("section > h3[id]")].find((el) => el.id === name);
  return heading?.parentElement ?? null;
}

test("all 18 API routes of the spec, the field index and the changes page exist and are in the sitemap", () => {
  assert.is(ROUTES.length, 18);
  const sitemap = new Set(sitemapRoutes());
  const pages = [...ROUTES, FIELD_INDEX_URL, API_CHANGES_URL];
  for (const route of pages) {
    builtPage(route);
    assert.ok(sitemap.has(route), `${route} not in the sitemap`);
  }
  assert.equal(
    builtPages()
      .filter((page) => page.route.startsWith("/api/"))
      .map((page) => page.route)
      .sort(),
    pages.sort(),
  );
});

/** Track types list their fields as entries (checked below), not as member sections. */
const isTrackType = (name: string) => /^\w+Track$/.test(name) && name !== "BaseTrack";

test("every property of every exported interface is on its page with flags, marker and source line", () => {
  for (const [name, properties] of api.interfaces) {
    if (isTrackType(name)) continue;
    const { document } = builtPage(`/api/interface/${name}/`);
    const indexLinks = new Set(
      [...document.querySelectorAll(".doc-content > ul a[href^='#']")].map((a) =>
        a.getAttribute("href")!.slice(1),
      ),
    );
    const tocLinks = new Map(
      [...document.querySelectorAll(".toc-desktop a[href^='#']")].map((a) => [
        a.getAttribute("href")!.slice(1),
        a,
      ]),
    );
    for (const property of properties) {
      const where = `${name}.${property.name}`;
      const section = memberSection(document, property.name);
      assert.ok(section, `${where}: no section with h3#${property.name}`);
      const heading = section!.querySelector("h3")!;
      assert.is(
        heading.querySelector("a.hash-link")?.getAttribute("aria-label"),
        `Direct link to ${property.name}`,
        where,
      );
      // The signature follows the heading, after the release note when the property has one.
      const signature = section!.querySelector(
        "h3 + p:not(.api-history), h3 + .api-history + p",
      )!.textContent!;
      assert.ok(
        signature.startsWith(
          `${property.readonly ? "readonly " : ""}${property.name}${property.optional ? "?" : ""}:`,
        ),
        `${where}: signature "${signature}"`,
      );
      assert.is(
        section!.hasAttribute("data-inherited"),
        property.inherited,
        `${where}: section data-inherited`,
      );
      assert.is(
        heading.hasAttribute("data-inherited"),
        property.inherited,
        `${where}: heading data-inherited`,
      );
      assert.is(
        section!.textContent!.includes(`Inherited from BaseTrack.${property.name}`),
        property.inherited,
        `${where}: "Inherited from"`,
      );
      const source = section!.querySelector(`a[href^="${SOURCE}"]`)?.getAttribute("href");
      assert.is(source, `${SOURCE}${property.file}#L${property.line}`, `${where}: source link`);
      const tocLink = tocLinks.get(property.name);
      if (tocLink)
        assert.is(
          tocLink.hasAttribute("data-inherited"),
          property.inherited,
          `${where}: TOC data-inherited`,
        );
      assert.ok(indexLinks.has(property.name), `${where}: not in the Index`);
    }
    assert.is(
      document.querySelectorAll("section > h3[id]").length,
      properties.length,
      `${name}: extra members`,
    );
  }
});

test("every field of every track type is an entry, or a display form under one, with its id, flags and inherited marker", () => {
  const tracks = [...api.interfaces].filter(([name]) => isTrackType(name));
  assert.is(tracks.length, 7);
  for (const [name, properties] of tracks) {
    const { document } = builtPage(`/api/interface/${name}/`);
    const guide = document.querySelector(".field-guide")!.textContent!;
    assert.is(
      guide.includes("Every field is read-only"),
      properties.every((property) => property.readonly),
      `${name}: ${guide}`,
    );
    const source = document.querySelector(`.doc-content a[href^="${SOURCE}MediaInfoResult.ts#L"]`);
    assert.ok(source, `${name}: links its definition`);
    for (const property of properties) {
      const where = `${name}.${property.name}`;
      assert.is(property.file, "MediaInfoResult.ts", where);
      const element = document.getElementById(property.name);
      const entry = element?.closest(".field-list > li");
      assert.ok(element && entry, `${where}: no entry or form with id ${property.name}`);
      // A display form sits under the field it renders: `Duration_String3` under `Duration`.
      if (entry !== element) assert.match(property.name, new RegExp(`^${entry!.id}_String\\d?$`));
      else {
        const type = entry!.querySelector(":scope > span")!.textContent!;
        assert.is(type.includes("always present"), !property.optional, `${where}: "${type}"`);
        assert.is(
          entry!.textContent!.includes(`Inherited from BaseTrack.${property.name}`),
          property.inherited,
          `${where}: "Inherited from"`,
        );
      }
      assert.is(element!.hasAttribute("data-inherited"), property.inherited, `${where}: marker`);
    }
    assert.is(
      document.querySelectorAll(".field-list [id]").length,
      properties.length,
      `${name}: extra fields`,
    );
    assert.is(document.querySelectorAll(".doc-content section").length, 0, `${name}: no sections`);
  }
});

test("small interfaces list every member in the TOC; BaseTrack's subtypes are in its Hierarchy", () => {
  const toc = [
    ...builtPage("/api/interface/BaseTrack/").document.querySelectorAll(".toc-desktop a"),
  ].map((a) => a.getAttribute("href"));
  for (const property of api.interfaces.get("BaseTrack")!)
    assert.ok(toc.includes(`#${property.name}`), property.name);
  const hierarchy = builtPage("/api/interface/BaseTrack/").document.querySelector(
    "#hierarchy + ul",
  )!.textContent!;
  for (const track of [
    "AudioTrack",
    "GeneralTrack",
    "ImageTrack",
    "MenuTrack",
    "OtherTrack",
    "TextTrack",
    "VideoTrack",
  ])
    assert.ok(hierarchy.includes(track), track);
  const inherited = builtPage("/api/interface/AudioTrack/").document.querySelectorAll(
    ".toc-desktop a[data-inherited]",
  );
  assert.is(inherited.length, 0, "AudioTrack's TOC is brief (sections only)");
});

test("every class member is on the class page, grouped General Use / Low-level, constructor hidden", () => {
  for (const [name, members] of api.classes) {
    const { document } = builtPage(`/api/class/${name}/`);
    assert.is(document.querySelector("h1")!.textContent, `${name}<TFormat>`);
    for (const member of members) assert.ok(memberSection(document, member), `${name}.${member}`);
    const groups = [...document.querySelectorAll(".doc-content > h2")].map((h2) =>
      h2.textContent!.replace("\u200B", "").trim(),
    );
    assert.ok(
      groups.indexOf("General Use") < groups.indexOf("Low-level") && groups.includes("General Use"),
      groups.join(),
    );
    assert.is(memberSection(document, "constructor"), null);
    assert.is(
      memberSection(document, "analyzeData")!.querySelectorAll("h4").length,
      2,
      "both analyzeData overloads",
    );
  }
});

test("the API overview says what the module is for, in its head and in llms.txt", () => {
  const description = builtPage("/api/")
    .document.querySelector("meta[name='description']")!
    .getAttribute("content")!;
  assert.match(description, /^What mediainfo\.js exports: mediaInfoFactory/);
  const line = fs
    .readFileSync(path.join(SITE_DIR, "llms.txt"), "utf8")
    .split("\n")
    .find((entry) => entry.includes("/api/index.html.md"))!;
  assert.ok(line.endsWith(`: ${description}`), line);
  assert.not.match(line, "re-exports");
});

test("every type alias and the default re-export resolve at /api/#{Name}", () => {
  const { document } = builtPage("/api/");
  assert.is(document.querySelector("h1")!.textContent, "mediainfo.js");
  assert.is(document.title, "API | mediainfo.js");
  for (const name of [...api.typeAliases, "default"]) {
    assert.ok(memberSection(document, name), `/api/#${name}`);
    assert.ok(
      document.querySelector(`.menu a[href="/api/#${name}"]`),
      `sidebar link /api/#${name}`,
    );
  }
  const headings = [...document.querySelectorAll(".doc-content > h2, .doc-content > h3")].map(
    (h) => h.id,
  );
  const index = headings.slice(headings.indexOf("index") + 1, headings.indexOf("references-1"));
  assert.equal(index, ["references", "classes", "interfaces", "type-aliases", "functions"]);
});

test("the api sidebar lists the overview and field index, the kinds alphabetically, then the history pages, with the current group open", () => {
  const { document } = builtPage("/api/interface/VideoTrack/");
  const top = [...document.querySelectorAll(".menu > .menu__list > li")].map((li) =>
    li.querySelector("a, summary")!.textContent!.trim(),
  );
  assert.equal(top, [
    "Overview",
    "Field index",
    "Classes",
    "Functions",
    "Interfaces",
    "References",
    "Type Aliases",
    "Changes by release",
    "Changelog",
  ]);
  const open = [...document.querySelectorAll(".menu details[open]")].map((el) =>
    el.getAttribute("data-category-label"),
  );
  assert.equal(open, ["Interfaces"]);
  assert.equal(
    [...document.querySelectorAll(".breadcrumbs__item")].map((li) => li.textContent!.trim()),
    ["", "Interfaces", "VideoTrack"],
  );
});

test("API item titles and descriptions", () => {
  const description = (route: string) =>
    builtPage(route).document.querySelector("meta[name='description']")!.getAttribute("content");
  assert.is(
    builtPage("/api/interface/VideoTrack/").document.title,
    "VideoTrack | API | mediainfo.js",
  );
  assert.is(builtPage("/api/class/MediaInfo/").document.title, "MediaInfo | API | mediainfo.js");
  assert.is(description("/api/class/MediaInfo/"), "Wrapper for the MediaInfoLib WASM module.");
  assert.is(
    description("/api/function/isTrackType/"),
    "Checks if a given object is of a specified track type.",
  );
  assert.is(builtPage("/api/changelog/").document.title, "Changelog | API | mediainfo.js");
});

test("API pages load no page-specific JavaScript", () => {
  const scripts = (route: string) =>
    [...builtPage(route).document.querySelectorAll("script[src]")]
      .map((el) => el.getAttribute("src"))
      .join();
  for (const route of ROUTES) assert.is(scripts(route), scripts("/license/"), route);
});

const RELEASES = [
  ["0.3.8", "2026-09-21"],
  ["0.3.7", "2026-01-18"],
  ["0.3.6", "2025-08-31"],
  ["0.3.5", "2025-04-02"],
  ["0.3.4", "2024-12-14"],
  ["0.3.3", "2024-11-13"],
  ["0.3.2", "2024-07-11"],
  ["0.3.1", "2024-06-01"],
  ["0.3.0", "2024-05-31"],
  ["0.2.2", "2024-02-28"],
  ["0.2.1", "2023-08-21"],
  ["0.2.0", "2023-07-28"],
  ["0.1.9", "2022-12-15"],
  ["0.1.8", "2022-07-23"],
  ["0.1.7", "2021-10-19"],
  ["0.1.6", "2021-09-02"],
  ["0.1.5", "2021-03-10"],
  ["0.1.4", "2020-08-21"],
  ["0.1.3", "2020-08-07"],
  ["0.1.2", "2020-06-14"],
  ["0.1.1", "2020-06-13"],
  ["0.1.0", "2020-06-12"],
  ["0.0.3", "2020-03-19"],
  ["0.0.2", "2016-12-21"],
  ["0.0.1", "2016-02-21"],
];

test("the changelog lists every release with its date; 0.3.6 has its three fixes and MediaInfoLib 25.07", () => {
  const { document } = builtPage("/api/changelog/");
  const releases = [...document.querySelectorAll(".doc-content h2")].map((h2) =>
    h2.textContent!.replace("\u200B", "").trim(),
  );
  assert.equal(
    releases,
    RELEASES.map(([version, date]) => `${version} (${date})`),
  );
  const first = document.getElementById("036-2025-08-31")!;
  assert.is(
    first.querySelector("a")!.getAttribute("href"),
    "https://github.com/buzz/mediainfo.js/compare/v0.3.5...v0.3.6",
  );
  const fixes = first.nextElementSibling!;
  assert.is(fixes.textContent!.replace("\u200B", "").trim(), "Bug Fixes");
  const items = [...fixes.nextElementSibling!.querySelectorAll("li")];
  assert.is(items.length, 3);
  assert.ok(
    items.every((li) => li.querySelector("a[href*='/commit/']")),
    "each fix links its commit",
  );
  assert.ok(items[0].querySelector("a[href='https://github.com/buzz/mediainfo.js/issues/173']"));
  const upgrades = fixes.nextElementSibling!.nextElementSibling!;
  assert.is(upgrades.textContent!.replace("\u200B", "").trim(), "Upgrades");
  assert.match(upgrades.nextElementSibling!.textContent!, /MediaInfoLib to v25\.07/);
  assert.match(
    document.querySelector(".changelog-note")!.textContent!,
    /preceding version 0\.2\.0 are not included/,
  );
});

test("a release upstream's changelog lacks says it is described from the package difference, before its items", () => {
  const { document } = builtPage("/api/changelog/");
  const headings = [...document.querySelectorAll(".doc-content h2")];
  const { releases } = JSON.parse(fs.readFileSync("site/_data/changelog.json", "utf8"));
  assert.ok(
    releases.some((release: { derived?: boolean }) => release.derived),
    "the history has a derived release to check",
  );
  for (const [index, release] of releases.entries()) {
    const heading = headings[index];
    const note = heading.nextElementSibling;
    if (!release.derived) {
      assert.not.ok(note?.matches(".changelog-derived"), release.version);
      continue;
    }
    assert.is(
      heading.querySelector("a:not(.hash-link)"),
      null,
      `${release.version}: no tag to compare`,
    );
    assert.ok(note?.matches("p.changelog-derived"), release.version);
    assert.is(
      note!.textContent,
      `No upstream changelog entry: described from the package difference between ${releases[index + 1].version} and ${release.version} on npm.`,
    );
    assert.ok(note!.nextElementSibling!.matches("h3"), `${release.version}: its items follow`);
  }
});

test("the field index lists every field of every track type, display forms under their base field", () => {
  const { document } = builtPage(FIELD_INDEX_URL);
  const entries = [...document.querySelectorAll<HTMLElement>(".field-list > li[id]")];
  const forms = [...document.querySelectorAll<HTMLElement>(".field-list .forms > li[id]")];
  const catalogue = JSON.parse(fs.readFileSync("site/api/fields.json", "utf8")) as {
    name: string;
    tracks: { href: string }[];
  }[];
  // Every old name keeps its anchor: a base field's entry or a display form under it.
  assert.equal(
    [...entries, ...forms].map((element) => element.id).sort(),
    catalogue.map((field) => field.name).sort(),
  );
  assert.ok(entries.length < catalogue.length - 200, `${entries.length} entries to scan`);
  const row = document.getElementById("FrameRate_Mode")!;
  assert.equal(
    [...row.querySelectorAll(":scope > span > i")].map((chip) => chip.textContent),
    ["Menu", "Text", "Video"],
  );
  assert.match(row.textContent!, "Frame rate mode");
  const form = document.getElementById("Duration_String3")!;
  assert.is(form.closest(".field-list > li")!.id, "Duration");
  // A real value the library produced (the examples come from the corpus: Width from the GIF).
  assert.is(document.querySelector("#Width > p > code")!.textContent, "80");
  const examples = JSON.parse(fs.readFileSync("site/_data/fieldExamples.json", "utf8"));
  const made = Object.values(examples).map((track: any) => track.Duration_String3?.value);
  assert.ok(made.includes(form.querySelector("code")!.textContent), "its example is a real one");
  // Search results for fields land on their entry or display form, grouped or not.
  const deepLinks = fieldSearchRecords(catalogue as never).filter((record) =>
    record.url.startsWith(`${FIELD_INDEX_URL}#`),
  );
  assert.ok(deepLinks.some((record) => record.url.endsWith("#Duration_String3")));
  for (const { url } of deepLinks) assert.ok(document.getElementById(url.split("#")[1]), url);
  // The common fields lead the page, each linked to its entry, and Usage links to them.
  const common = [...document.querySelectorAll(".common-fields tbody th a")];
  assert.ok(common.length >= 15, `${common.length} common fields`);
  for (const link of common) assert.ok(document.querySelector(link.getAttribute("href")!));
  const usage = builtPage("/docs/getting-started/usage/").document;
  assert.ok(usage.querySelector(`a[href="${FIELD_INDEX_URL}#common-fields"]`));
  assert.ok(document.getElementById("common-fields"));
  // Every link lands on a field's entry (or display form) on a built track page.
  for (const { tracks } of catalogue) {
    for (const { href } of tracks) {
      const [route, id] = href.split("#");
      assert.ok(builtPage(route).document.getElementById(id)?.matches(".field-list li"), href);
    }
  }
  // A field worded differently per track type names the others, whose pages have their wording.
  assert.match(
    document.querySelector("#Duration .field-elsewhere")!.textContent!,
    /^Worded differently for General\b/,
  );
  // Linked from the API overview and from every track page, which also carry the filter.
  assert.ok(builtPage("/api/").document.querySelector(`a[href="${FIELD_INDEX_URL}"]`));
  for (const track of ["Audio", "General", "Image", "Menu", "Other", "Text", "Video"]) {
    const { document: trackPage } = builtPage(`/api/interface/${track}Track/`);
    assert.ok(trackPage.querySelector(`.doc-article a[href="${FIELD_INDEX_URL}"]`), track);
    assert.ok(
      trackPage.querySelector("[data-behaviour='field-filter'] input[type='search']"),
      track,
    );
  }
});

test.run();
