// What makes the API build fail: TypeDoc warnings that would leave a broken link, and expected
// routes that were not generated; plus the `api` sidebar shape built from the real project of
// every documented release.
import CHECKED_PLAIN_SITE from "../../../config/site.js";
import { validSiteConfig as checkSiteForReleases } from "../../../config/check.js";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import ts from "typescript";
import {
  generateApiMarkdown,
  generateReleaseMarkdown,
} from "../../../components/api-reference/build/generate.js";
import {
  generatedApiRoutes,
  missingRoutes,
} from "../../../components/api-reference/build/routes.js";
import {
  apiReleases,
  generateFor,
  sourceLinkAt,
  typedocOptionsFor,
  type ApiRelease,
} from "../../../components/api-reference/build/releases.js";
import { buildApiSidebar } from "../../../components/api-reference/build/sidebar.js";
import { buildFieldCatalogue } from "../../../components/api-reference/build/field-catalogue.js";
import { apiLinks } from "../../../components/api-reference/build/api-links.js";

const CHECKED_SITE = checkSiteForReleases(CHECKED_PLAIN_SITE) as any;

const made: string[] = [];
/** A scratch folder for TypeDoc's output, removed when the file's tests end. */
const tmp = () => {
  made.push(fs.mkdtempSync(path.join(os.tmpdir(), "api-build-")));
  return made[made.length - 1];
};
test.after(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Every field name of every track type, as the TypeScript compiler reads the installed package's
 * own type definitions (the members of its `Track` union), apart from TypeDoc's reading of them.
 */
function trackFieldNames(packageDir = "node_modules/mediainfo.js") {
  const entry = path.join(packageDir, "dist", "index.d.ts");
  const program = ts.createProgram([entry], { strict: true, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  const track = checker.getExportsOfModule(module).find((symbol) => symbol.name === "Track")!;
  const union = checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(track)) as ts.UnionType;
  return new Set(
    union.types.flatMap((member) => member.getProperties().map((field) => field.name)),
  );
}

test("a referenced type that is not documented is reported as a problem", async () => {
  const { problems } = await generateApiMarkdown({
    options: "test/fixtures/api/broken.typedoc.json",
    out: tmp(),
  });
  assert.ok(
    problems.some(
      (line) => line.includes("Hidden") && line.includes("not included in the documentation"),
    ),
    problems.join("\n"),
  );
});

test("missingRoutes names each expected route without a generated page", () => {
  const dir = tmp();
  fs.writeFileSync(path.join(dir, "index.md"), '---\npermalink: "/api/"\n---\n');
  assert.equal(missingRoutes(dir, ["/api/", "/api/class/MediaInfo/"]), ["/api/class/MediaInfo/"]);
});

const releases = apiReleases(CHECKED_SITE);
const latest = releases[0];
const older = releases.filter((release) => !release.isLatest);

/** One release's reference, generated the way build-api.js does, into a temporary folder. */
async function generateRelease(release: ApiRelease) {
  const out = tmp();
  const { project, problems } = await generateReleaseMarkdown(release, out);
  if (!project) throw new Error(`TypeDoc converted nothing for ${release.version}`);
  return { out, project, problems };
}

test("the latest's sources generate cleanly; the sidebar lists the kinds alphabetically between the overview pages and the history pages", async () => {
  const { out, project, problems } = await generateRelease(latest);
  assert.equal(problems, []);
  assert.equal(missingRoutes(out), []);
  const sidebar = buildApiSidebar(project);
  assert.equal(
    sidebar.map((item: any) => [item.label, item.href ?? null]),
    [
      ["Overview", "/api/"],
      ["Field index", "/api/fields/"],
      ["Classes", null],
      ["Functions", null],
      ["Interfaces", null],
      ["References", null],
      ["Type Aliases", null],
      ["Changes by release", "/api/changes/"],
      ["Changelog", "/api/changelog/"],
    ],
  );
  const group = (label: string) =>
    (sidebar.find((item) => item.label === label)?.items ?? []).map((item) => item.href);
  assert.equal(group("Classes"), ["/api/class/MediaInfo/"]);
  assert.equal(group("Functions"), [
    "/api/function/isTrackType/",
    "/api/function/mediaInfoFactory/",
  ]);
  assert.equal(group("References"), ["/api/#default"]);
  assert.equal(
    group("Type Aliases"),
    ["Extra", "FormatType", "ReadChunkFunc", "SizeArg", "Track"].map((name) => `/api/#${name}`),
  );
  assert.is(group("Interfaces").length, 13);

  // The field catalogue: every field of every track type, linked to its entry on each track page.
  const fields = buildFieldCatalogue(project);
  assert.is(fields.length, trackFieldNames().size);
  assert.ok(fields.length > 700, `${fields.length} fields`);
  const frameRateMode = fields.find((field) => field.name === "FrameRate_Mode")!;
  assert.equal(
    frameRateMode.tracks.map((track) => track.href),
    ["MenuTrack", "TextTrack", "VideoTrack"].map(
      (track) => `/api/interface/${track}/#FrameRate_Mode`,
    ),
  );
  assert.is(frameRateMode.type, "string");
  // Each track type gives `@type` its own literal: the index shows them all, not the first one.
  assert.is(
    fields.find((field) => field.name === "@type")!.type,
    ["Audio", "General", "Image", "Menu", "Other", "Text", "Video"]
      .map((name) => `"${name}"`)
      .join(" | "),
  );
  assert.match(frameRateMode.descriptions[0].text, "Frame rate mode");
  const described = fields.find((field) => field.descriptions.length > 1)!;
  assert.ok(
    described.descriptions.every((description) => description.tracks.length > 0),
    "each differing description names its track types",
  );
  assert.not.ok(
    fields.some((field) => field.tracks.some((track) => track.track === "BaseTrack")),
    "BaseTrack is a base, not a track type",
  );
  // 0.3.7 typed MaxCLL as a number.
  assert.is(fields.find((field) => field.name === "MaxCLL")!.type, "number");
});

test("an older release's reference: its own package, source tag, routes under its prefix, history pages shared", async () => {
  assert.ok(older.length > 0, "the site documents an older release");
  for (const release of older) {
    const { out, project, problems } = await generateRelease(release);
    const label = release.version;
    assert.equal(problems, [], label);
    assert.equal(missingRoutes(out, generatedApiRoutes(`${release.prefix}/api/`)), [], label);
    const page = fs.readFileSync(path.join(out, "classes", "MediaInfo.md"), "utf8");
    const tags = new Set(
      [...page.matchAll(/github\.com\/buzz\/mediainfo\.js\/blob\/([^/]+)\//g)].map((m) => m[1]),
    );
    assert.equal([...tags], [`v${release.version}`], `${label}: source links at its own tag`);
    assert.not.match(page, /\]\(\/api\//, `${label}: no link into the latest's reference`);
    const sidebar = buildApiSidebar(project);
    const hrefs = sidebar.flatMap((item) => [item.href, ...(item.items ?? []).map((i) => i.href)]);
    assert.equal(
      hrefs.filter((href) => href && !href.startsWith(`${release.prefix}/api/`)),
      ["/api/changes/", "/api/changelog/"],
      `${label}: its own pages, and the one release history`,
    );
    const fields = buildFieldCatalogue(project);
    assert.is(fields.length, trackFieldNames(release.packageDir).size, label);
    assert.ok(
      fields.every((field) => field.tracks.every((track) => track.href.startsWith(release.prefix))),
    );
    // Type popups and change lists find its items by name, the overview's too.
    const links = apiLinks(out);
    assert.is(links.get("ReadChunkFunc"), `${release.prefix}/api/#ReadChunkFunc`, label);
    assert.is(
      links.get("MediaInfo.analyzeData"),
      `${release.prefix}/api/class/MediaInfo/#analyzeData`,
    );
    // The types of the release itself: MaxCLL was a string until 0.3.7 made it a number.
    assert.is(fields.find((field) => field.name === "MaxCLL")!.type, "string", label);
  }
  generateFor(latest);
});

test("each release's TypeDoc options point at its own package and tag, derived from typedoc.json", () => {
  const base = JSON.parse(fs.readFileSync("typedoc.json", "utf8")).sourceLinkTemplate;
  for (const release of releases) {
    const options = JSON.parse(fs.readFileSync(typedocOptionsFor(release), "utf8"));
    assert.equal(options.entryPoints, [path.join(release.packageDir, "src", "index.ts")]);
    assert.is(options.sourceLinkTemplate, sourceLinkAt(base, release.version));
    assert.ok(options.sourceLinkTemplate.includes(`/blob/v${release.version}/src/`));
  }
  assert.throws(() => sourceLinkAt("https://example.invalid/{path}", "1.0.0"), /no \/blob/);
});

test.run();
