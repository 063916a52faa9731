// What makes the API build fail: TypeDoc warnings that would leave a broken link, and expected
// routes that were not generated; plus the `api` sidebar shape built from the real project.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import ts from "typescript";
import { generateApiMarkdown } from "../../scripts/api/generate.js";
import { missingRoutes } from "../../scripts/api/routes.js";
import { buildApiSidebar } from "../../scripts/api/sidebar.js";
import { buildFieldCatalogue } from "../../scripts/api/field-catalogue.js";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "api-build-"));

/**
 * Every field name of every track type, as the TypeScript compiler reads the installed package's
 * own type definitions (the members of its `Track` union), apart from TypeDoc's reading of them.
 */
function trackFieldNames() {
  const entry = "node_modules/mediainfo.js/dist/index.d.ts";
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

test("the real sources generate cleanly; the sidebar lists the kinds alphabetically between the overview pages and the history pages", async () => {
  const out = tmp();
  const { project, problems } = await generateApiMarkdown({ out });
  assert.equal(problems, []);
  if (!project) throw new Error("TypeDoc converted nothing");
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
});

test.run();
