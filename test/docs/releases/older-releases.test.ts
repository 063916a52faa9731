// The Upgrading guide's sections on 0.3.4 and 0.3.6, checked against the published packages: 0.3.4,
// 0.3.5 and 0.3.7 (tools/releases, installed on first use), the older documented release and the
// documented one beside them. Where each runs, what two overlapping calls give, the WebAssembly
// features and memory each module needs, the bundled build's `new URL()` that webpack trips over,
// and the results 0.3.7 and 0.3.8 changed, on the corpus files the page names.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import site from "../../../config/site.js";
import { documentedReleases } from "../../../eleventy/releases.js";
import { ensureTool, node22Path } from "../../../scripts/tools.js";
import { wasmFeatures } from "../../../eleventy/facts/wasm-features.js";
import { WRAPPER_VERSION } from "../../helpers/examples.ts";
import { memoryLimits } from "../../helpers/wasm-memory.ts";

const RELEASES = path.join(ensureTool("releases"), "node_modules");
const [LATEST, OLDER] = documentedReleases(site);
const PACKAGES: Record<string, string> = {
  "0.3.4": path.join(RELEASES, "mediainfo.js-0.3.4"),
  "0.3.5": path.join(RELEASES, "mediainfo.js-0.3.5"),
  "0.3.6": OLDER.packageDir,
  "0.3.7": path.join(RELEASES, "mediainfo.js-0.3.7"),
  [WRAPPER_VERSION]: LATEST.packageDir,
};
const CORPUS = path.resolve("test/fixtures/corpus");
const MP4 = path.join(CORPUS, "moov-at-end.mp4");
const MP3 = path.join(CORPUS, "tagged-cover.mp3");
const SCENARIOS = path.resolve("test/docs/releases/release-scenarios.mjs");
const RESULTS = path.resolve("test/docs/releases/release-results.mjs");
const page = fs.readFileSync("site/docs/guides/upgrading.md", "utf8").replace(/\s+/g, " ");
/** The page's section from `heading` to the next heading of the same level. */
const section = (heading: string) => page.slice(page.indexOf(heading)).split(/ ## (?!#)/)[0] ?? "";
const FROM_036 = section("## From 0.3.6 to");

type Facts = { instance: string; alone?: string; overlapping?: string[] };
// Read stdout whatever the exit status: after an abort Emscripten's runtime exits non-zero.
const json = <T>(node: string, args: string[]): T => {
  const child = spawnSync(node, args, { encoding: "utf8", timeout: 60_000 });
  if (!child.stdout) throw new Error(`${args.join(" ")} printed nothing: ${child.stderr}`);
  return JSON.parse(child.stdout);
};
const run = (node: string, version: string): Facts =>
  json(node, [SCENARIOS, PACKAGES[version], MP4, MP3]);

type Track = Record<string, any>;
type Results = {
  library: string;
  results: Record<string, Track[]>;
  callback: Record<"busy" | "throwing", { result: unknown; error: string }>;
};
const RESULT_FILES = [
  "latin1-tags.mp3",
  "timed-text-timecode.mp4",
  "hdr10.mp4",
  "tagged-cover.mp3",
  "subtitles-chapters-attachment.mkv",
].map((name) => path.join(CORPUS, name));
const resultsOf = (node: string, version: string): Results =>
  json(node, [RESULTS, PACKAGES[version], ...RESULT_FILES]);
const track = (results: Results, file: string, type: string) =>
  results.results[file].find((candidate) => candidate["@type"] === type)!;

test("the installed releases are the ones compared", () => {
  for (const [version, dir] of Object.entries(PACKAGES))
    assert.is(JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).version, version);
  assert.is(OLDER.version, "0.3.6", "the older documented release is the one the page names");
});

test("Node.js 20 runs 0.3.4, aborts on 0.3.5 and 0.3.6, and runs 0.3.7 and the latest", () => {
  assert.match(process.version, /^v20\./, "the machine's Node.js is the one the page speaks of");
  assert.is(run(process.execPath, "0.3.4").instance, "created");
  for (const version of ["0.3.5", "0.3.6"])
    assert.match(run(process.execPath, version).instance, /^RuntimeError: Aborted\(CompileError:/);
  for (const version of ["0.3.7", WRAPPER_VERSION])
    assert.is(run(process.execPath, version).instance, "created", version);
  assert.ok(page.includes("0.3.4 runs on Node.js 20. From 0.3.5 on"));
  assert.ok(FROM_036.includes("0.3.6 aborted on Node.js 20"));
  assert.ok(FROM_036.includes("0.3.7 and 0.3.8 run there"));
});

test("0.3.4 and 0.3.5 take overlapping calls and mix the results; 0.3.6 and later refuse the second", () => {
  for (const version of ["0.3.4", "0.3.5"]) {
    const facts = run(node22Path(), version);
    assert.match(facts.alone!, /^MPEG Audio/, `${version}: the MP3 alone`);
    assert.ok(
      facts.overlapping!.every((formats) => formats.startsWith("MPEG-4")),
      `${version}: both described as the MP4: ${facts.overlapping}`,
    );
  }
  for (const version of ["0.3.6", "0.3.7", WRAPPER_VERSION])
    assert.equal(
      run(node22Path(), version).overlapping![1],
      "Error: cannot start a new analysis while another is in progress",
      version,
    );
  assert.ok(page.includes("an MP3 came back described as the MP4 analysed beside it"));
  assert.ok(page.includes("0.3.6 and later reject the overlapping call"));
});

test("typed function references from 0.3.5, tail calls as well from 0.3.6, neither from 0.3.7", () => {
  const features = (version: string) =>
    wasmFeatures(fs.readFileSync(path.join(PACKAGES[version], "dist/MediaInfoModule.wasm")));
  const newer = ["typedFunctionReferences", "tail-calls"];
  const [old, middle, documented, next, latest] = Object.keys(PACKAGES).map(features);
  assert.not.ok(
    newer.some((feature) => old.includes(feature)),
    `${old}`,
  );
  assert.ok(
    middle.includes("typedFunctionReferences") && !middle.includes("tail-calls"),
    `${middle}`,
  );
  assert.ok(newer.every((feature) => documented.includes(feature)));
  for (const release of [next, latest])
    assert.not.ok(
      newer.some((feature) => release.includes(feature)),
      `${release}`,
    );
  assert.ok(
    page.includes(
      "typed function references from 0.3.5, and WebAssembly tail calls as well from 0.3.6, until 0.3.7 dropped both",
    ),
  );
  assert.ok(FROM_036.includes("From 0.3.7 on, the module uses no"));
});

test("the bundled build locates its WebAssembly file with new URL() from 0.3.5 on", () => {
  const uses = (version: string) =>
    fs
      .readFileSync(path.join(PACKAGES[version], "dist/esm-bundle/index.js"), "utf8")
      .includes("new URL('MediaInfoModule.wasm', import.meta.url)");
  assert.equal(Object.keys(PACKAGES).map(uses), [false, true, true, true, true]);
  assert.ok(page.includes("from 0.3.5 on; 0.3.4's did not"));
});

test("0.3.6's glue builds functions from strings; 0.3.7's and the latest's build none", () => {
  /** Every JavaScript file of a package's dist folder that calls `new Function(` or `eval(`. */
  const evaluating = (version: string) => {
    const dist = path.join(PACKAGES[version], "dist");
    return (fs.readdirSync(dist, { recursive: true }) as string[])
      .filter((file) => /\.c?js$/.test(file))
      .filter((file) =>
        /new Function\(|\beval\(/.test(fs.readFileSync(path.join(dist, file), "utf8")),
      );
  };
  assert.ok(
    evaluating("0.3.6").includes(path.join("umd", "index.min.js")),
    `${evaluating("0.3.6")}`,
  );
  for (const version of ["0.3.7", WRAPPER_VERSION]) assert.equal(evaluating(version), [], version);
  assert.ok(
    FROM_036.includes("From 0.3.7 on, the JavaScript glue builds no functions from strings"),
  );
});

test("0.3.7 and 0.3.8 keep 0.3.6's API: the same exports, options and public methods", () => {
  const surface = (version: string) => {
    const dist = path.join(PACKAGES[version], "dist");
    const read = (file: string) => fs.readFileSync(path.join(dist, file), "utf8");
    // Public methods of the class: lines declaring a member that is not private.
    const methods = read("MediaInfo.d.ts")
      .split("\n")
      .filter((line) => /^ {4}(?!private)\w+[(<]/.test(line))
      .map((line) => line.trim());
    const options = read("mediaInfoFactory.d.ts").match(/interface MediaInfoFactoryOptions[^}]*}/s);
    return {
      index: read("index.d.ts"),
      methods,
      options: options?.[0].replace(/\/\*\*.*?\*\//gs, ""),
    };
  };
  const before = surface("0.3.6");
  assert.ok(before.methods.length >= 3, before.methods.join());
  for (const version of ["0.3.7", WRAPPER_VERSION]) assert.equal(surface(version), before, version);
  assert.ok(FROM_036.includes("Neither 0.3.7 nor 0.3.8 changed the API"));
});

test("MediaInfoLib 25.07, 25.10 and 26.05; results the page says changed, release by release", () => {
  const [older, next, latest] = [
    resultsOf(node22Path(), "0.3.6"),
    resultsOf(process.execPath, "0.3.7"),
    resultsOf(process.execPath, WRAPPER_VERSION),
  ];
  assert.equal([older.library, next.library, latest.library], ["25.07", "25.10", "26.05"]);
  assert.equal([OLDER.mediaInfoLib, LATEST.mediaInfoLib], ["25.07", "26.05"]);
  assert.ok(
    FROM_036.includes(
      "0.3.6 bundles MediaInfoLib 25.07, 0.3.7 bundles 25.10 and 0.3.8 bundles 26.05",
    ),
  );

  // Audio duration of the tagged MP3, and the Matroska attachment's MIME type.
  const duration = (results: Results) => track(results, "tagged-cover.mp3", "Audio").Duration;
  assert.equal([duration(older), duration(latest)], [2.038, 2.064]);
  assert.ok(FROM_036.includes("lasts 2.038 s in 0.3.6 and 2.064 s in 0.3.8"));
  const mime = (results: Results) =>
    track(results, "subtitles-chapters-attachment.mkv", "General").Cover_Mime;
  assert.equal([mime(older), mime(next), mime(latest)], [undefined, undefined, "image/jpeg"]);
  assert.ok(
    fs
      .readFileSync("site/docs/guides/cover-art.md", "utf8")
      .includes("Before 0.3.8, a Matroska attachment gave no `Cover_Mime`"),
  );

  // HDR light levels: text in 0.3.6, numbers from 0.3.7.
  const hdr = (results: Results) => {
    const video = track(results, "hdr10.mp4", "Video");
    return [video.MaxCLL, video.MaxFALL, video.MasteringDisplay_Luminance_Max];
  };
  assert.equal(hdr(older), ["1000 cd/m2", "400 cd/m2", undefined]);
  for (const results of [next, latest]) assert.equal(hdr(results), [1000, 400, 1000]);
  assert.ok(FROM_036.includes('`MaxCLL` and `MaxFALL` were text such as `"1000 cd/m2"`'));
  const odd = fs.readFileSync("site/docs/guides/odd-results.md", "utf8").replace(/\s+/g, " ");
  assert.ok(odd.includes('`MaxCLL` and `MaxFALL` were that text (`"1000 cd/m2"`)'));

  // #150: ISO-8859-1 text fixed in 0.3.8; UTF-16 text with letters beyond ASCII still garbled.
  const tags = (results: Results) => {
    const general = track(results, "latin1-tags.mp3", "General");
    return [general.Title, general.Performer];
  };
  for (const results of [older, next]) assert.equal(tags(results), ["Caf\uFFFD", "Mot\uFFFDrhead"]);
  assert.equal(tags(latest), ["Café", "Mot\uFFFDrhead"]);
  assert.ok(FROM_036.includes("came back as `Caf\uFFFD`"));
  assert.ok(FROM_036.includes("still comes back as `Mot\uFFFDrhead` in 0.3.8"));

  // #188: fields of a small MP4 that were left out before 0.3.8.
  const missing = (results: Results) => {
    const file = "timed-text-timecode.mp4";
    return [
      ...["Video", "Audio", "Text"].map((type) => track(results, file, type).Delay),
      track(results, file, "Other").TimeCode_FirstFrame,
    ];
  };
  for (const results of [older, next])
    assert.equal(missing(results), [undefined, undefined, undefined, undefined]);
  assert.equal(missing(latest), [3600, 3600, 3600, "01:00:00:00"]);
  assert.ok(FROM_036.includes("the tracks' `Delay` (3600, the timecode's start at one hour)"));

  // The source of 0.3.8 names the FLV fix; the page says it is upstream's word.
  const source = fs.readFileSync(path.join(LATEST.packageDir, "src/MediaInfo.ts"), "utf8");
  assert.ok(source.includes("issue #164") && /FLV/.test(source));
  assert.ok(FROM_036.includes("so that one is upstream's word"));

  // The repeated value of the known issue, as the page names it.
  assert.is(track(latest, "timed-text-timecode.mp4", "Audio").Default, "Yes / Yes");
  assert.is(track(older, "timed-text-timecode.mp4", "Audio").Default, "Yes");
  assert.ok(FROM_036.includes('come back as `"Yes / Yes"`'));
});

test("a failed analysis passes an empty string to the callback in 0.3.6, null from 0.3.7", () => {
  const [older, next, latest] = [
    resultsOf(node22Path(), "0.3.6"),
    resultsOf(process.execPath, "0.3.7"),
    resultsOf(process.execPath, WRAPPER_VERSION),
  ];
  for (const [results, expected] of [
    [older, ""],
    [next, null],
    [latest, null],
  ] as const) {
    assert.is(results.callback.busy.result, expected);
    assert.match(results.callback.busy.error, /cannot start a new analysis/);
    assert.is(results.callback.throwing.result, expected);
    assert.is(results.callback.throwing.error, "Error: read failed");
  }
  assert.ok(FROM_036.includes("where 0.3.6 passed an empty string"));
});

test("each instance's memory starts twice as large from 0.3.7, with the same 2 GiB ceiling", () => {
  const limits = Object.fromEntries(
    ["0.3.6", "0.3.7", WRAPPER_VERSION].map((version) => [
      version,
      memoryLimits(fs.readFileSync(path.join(PACKAGES[version], "dist/MediaInfoModule.wasm"))),
    ]),
  );
  assert.equal(limits["0.3.6"], { initial: 266, maximum: 32768 });
  assert.equal(limits["0.3.7"], { initial: 522, maximum: 32768 });
  assert.equal(limits[WRAPPER_VERSION], { initial: 522, maximum: 32768 });
  const mib = (pages: number) => ((pages * 65536) / 1024 ** 2).toFixed(1);
  assert.ok(
    FROM_036.includes(
      `522 pages of 64 KiB (${mib(522)} MiB) from 0.3.7 on, against 266 pages (${mib(266)} MiB) in 0.3.6`,
    ),
  );
});

test.run();
