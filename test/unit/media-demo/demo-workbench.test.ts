// The demo workbench's pure parts: remembered options read forgivingly, the snippet templates
// (which must give the Usage page's executed examples for their options), cover art sources, and
// the sample list the build publishes.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  LIBRARY_DEFAULTS,
  chunkLabel,
} from "../../../components/media-demo/options/analysis-options.ts";
import { parseOptions } from "../../../components/media-demo/options/saved-options.ts";
import { optionsNotice } from "../../../components/media-demo/options/options-notice.ts";
import { factoryArgument, snippetFor } from "../../../components/media-demo/views/snippets.ts";
import { coverSource } from "../../../components/media-demo/views/cover.ts";
import { DEMO_SAMPLES, publishSamples } from "../../../components/media-demo/build/samples.js";
import { allFences } from "../../helpers/examples.ts";
import { corpus } from "../../helpers/corpus.ts";
import { scratchDir } from "../../helpers/scratch.ts";

const DEFAULTS = { format: "object" as const, ...LIBRARY_DEFAULTS };

test("the library defaults the snippets leave out are the library's own", async () => {
  const file = path.resolve("node_modules/mediainfo.js/dist/esm/MediaInfo.js");
  const { DEFAULT_OPTIONS } = await import(pathToFileURL(file).href);
  assert.equal({ format: "object", ...LIBRARY_DEFAULTS }, { ...DEFAULT_OPTIONS });
});

test("stored options are read field by field; anything malformed takes its default", () => {
  const all = ["full", "coverData", "chunkSize"];
  assert.equal(parseOptions(null), { options: LIBRARY_DEFAULTS, faults: [] }, "nothing stored");
  assert.equal(parseOptions('{"full":true,"coverData":true,"chunkSize":65536}'), {
    options: { full: true, coverData: true, chunkSize: 65536 },
    faults: [],
  });
  for (const raw of ["not json", "", "null", "42", '"text"', "[]", "{}", '{"full":true'])
    assert.equal(parseOptions(raw), { options: LIBRARY_DEFAULTS, faults: all }, raw);
  assert.equal(parseOptions('{"full":"yes","coverData":1,"chunkSize":12345}'), {
    options: LIBRARY_DEFAULTS,
    faults: all,
  });
  assert.equal(parseOptions('{"full":true,"coverData":false,"chunkSize":"65536"}'), {
    options: { ...LIBRARY_DEFAULTS, full: true },
    faults: ["chunkSize"],
  });
  for (const chunkSize of [0, -65536, 65537, 1e308, 8 * 1024 * 1024, null])
    assert.equal(
      parseOptions(JSON.stringify({ full: false, coverData: true, chunkSize })).faults,
      ["chunkSize"],
      `chunkSize ${chunkSize}`,
    );
  assert.equal(parseOptions('{"full":false,"coverData":false,"chunkSize":65536,"toString":1}'), {
    options: { ...LIBRARY_DEFAULTS, chunkSize: 65536 },
    faults: ["toString"],
  });
  assert.is(chunkLabel(262144), "256 KiB");
  assert.is(chunkLabel(4 * 1024 * 1024), "4 MiB");
});

test("a stored release is kept while the page offers it; none stored means the latest, without a notice", () => {
  const base = { full: false, coverData: false, chunkSize: 65536 };
  const offered = ["9.9.1", "9.8.0"];
  assert.equal(parseOptions(JSON.stringify({ ...base, release: "9.8.0" }), offered), {
    options: { ...base, release: "9.8.0" },
    faults: [],
  });
  assert.equal(parseOptions(JSON.stringify(base), offered), { options: base, faults: [] });
  assert.equal(parseOptions(JSON.stringify({ ...base, release: "0.0.1" }), offered), {
    options: base,
    faults: ["release 0.0.1"],
  });
  for (const release of [38, null, ["9.8.0"], {}])
    assert.equal(
      parseOptions(JSON.stringify({ ...base, release }), offered),
      { options: base, faults: ["release"] },
      `release ${JSON.stringify(release)}`,
    );
  assert.is(
    optionsNotice(["release 0.0.1"], "9.9.1"),
    "The saved mediainfo.js release 0.0.1 is no longer offered here, so the demo analyses with the latest, 9.9.1.",
  );
  assert.is(
    optionsNotice(["release 0.0.1", "chunkSize"], "9.9.1"),
    "The saved mediainfo.js release 0.0.1 is no longer offered here, so the demo analyses with the latest, 9.9.1. Some saved analysis options could not be read: chunkSize is back to its default.",
  );
  assert.is(
    optionsNotice(["release"]),
    "Some saved analysis options could not be read: release is back to its default.",
  );
  assert.is(
    optionsNotice(["full", "coverData", "chunkSize", "release"]),
    "The saved analysis options could not be read, so the defaults are in use.",
  );
});

test("the notice for unreadable saved options says which options are back to their defaults", () => {
  assert.is(
    optionsNotice(["full", "coverData", "chunkSize", "extra"]),
    "The saved analysis options could not be read, so the defaults are in use.",
  );
  assert.is(
    optionsNotice(["chunkSize", "extra"]),
    "Some saved analysis options could not be read: chunkSize is back to its default.",
  );
  assert.is(
    optionsNotice(["full", "chunkSize"]),
    "Some saved analysis options could not be read: full and chunkSize are back to their defaults.",
  );
  assert.is(
    optionsNotice(["extra", "toString"]),
    "The saved analysis options held entries this demo does not use; they were left out.",
  );
});

test("the factory gets only the options that differ from the defaults", () => {
  assert.is(factoryArgument(DEFAULTS), "");
  assert.is(factoryArgument({ ...DEFAULTS, format: "XML" }), '{ format: "XML" }');
  assert.is(
    factoryArgument({ format: "text", full: true, coverData: true, chunkSize: 65536 }),
    '{ format: "text", full: true, coverData: true, chunkSize: 65536 }',
  );
});

/** The code of the Usage page's fence titled `title`. */
function usageFence(title: string): { code: string; attrs: Record<string, string> } {
  const fence = allFences().find(
    (fence) => fence.source.endsWith("getting-started/usage.md") && fence.attrs.title === title,
  );
  assert.ok(fence, `the Usage page has a fence titled ${title}`);
  return fence!;
}

test("the Usage page's executed examples are the demo's snippets for their options", () => {
  const page = usageFence("analyse-file.js");
  assert.is(page.attrs.run, "browser");
  assert.is(page.code, snippetFor("browser", DEFAULTS));
  const node = usageFence("analyse.mjs");
  assert.is(node.attrs.run, "node");
  assert.is(node.code, snippetFor("node", { ...DEFAULTS, format: "text" }));
});

test("every snippet names its options, logs what its format gives, and shares the file reader", () => {
  const chosen = { format: "object" as const, full: true, coverData: false, chunkSize: 65536 };
  for (const target of ["browser", "worker", "node"] as const) {
    const code = snippetFor(target, chosen);
    assert.match(code, "mediaInfoFactory({ full: true, chunkSize: 65536 })");
    assert.match(code, 'import { mediaInfoFactory } from "mediainfo.js";');
  }
  assert.match(snippetFor("browser", chosen), "console.log(result.media.track)");
  assert.match(snippetFor("browser", { ...chosen, format: "XML" }), "console.log(result);");
  assert.match(snippetFor("node", chosen), "JSON.stringify(await mediainfo.analyzeData");
  const reader = "const buffer = await file.slice(offset, offset + chunkSize).arrayBuffer();";
  assert.match(snippetFor("worker", chosen), reader);
  assert.match(snippetFor("worker", chosen), "self.postMessage(await mediainfo.analyzeData(");
});

test("cover art becomes a data: URL only for base64 of an image type it recognises", () => {
  const jpeg = fs.readFileSync("test/fixtures/corpus/still.jpg").toString("base64");
  const png = fs.readFileSync("test/fixtures/corpus/still.png").toString("base64");
  assert.is(coverSource(jpeg), `data:image/jpeg;base64,${jpeg}`);
  assert.is(coverSource(`${png} / ${jpeg}`), `data:image/png;base64,${png}`);
  assert.is(coverSource(undefined), null);
  assert.is(coverSource(Buffer.from("plain text").toString("base64")), null);
  assert.is(coverSource('/9j/" onerror="alert(1)'), null);
});

test("the samples are corpus files, published whole under hashed names", () => {
  const site = scratchDir("samples-");
  try {
    const published = publishSamples(site);
    assert.is(published.length, DEMO_SAMPLES.length);
    for (const sample of published) {
      const source = corpus().find((entry) => entry.file === sample.name)!;
      assert.ok(source, `${sample.name} is in the corpus`);
      assert.is(sample.about, source.about);
      assert.match(sample.url, /^\/assets\/demo\/samples\/[\w-]+\.[0-9a-f]{10}\.\w+$/);
      assert.ok(fs.readFileSync(path.join(site, sample.url)).equals(fs.readFileSync(source.path)));
    }
    assert.ok(
      published.some((sample) => sample.name.endsWith(".mp3")),
      "an audio file with cover",
    );
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test.run();
