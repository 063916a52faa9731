// What the docs say about analysis results, held against the whole media corpus: one runner
// (scripts/corpus/analyse-corpus.js) analyses every file in every setting the pages describe,
// under Node.js 20, Node.js 22 and in Chromium; all three must agree, the track types must match
// the manifest, and each claim must hold on every file it applies to. Claims are read from the
// pages where that is practical, so rewording a page without the library agreeing fails here.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { corpus } from "../../helpers/corpus.ts";
import { factsInChromium, factsInNode, type CorpusFacts } from "./corpus-runs.ts";
import { LIBRARY_DIR, allFences } from "../../helpers/examples.ts";
import { defaultOptions, membersOf } from "../../helpers/library-types.ts";
import { launchChromium } from "../../helpers/site.ts";
import { corpusFigures } from "../../../scripts/corpus/corpus-figures.js";

const files = corpus();
const USAGE = fs.readFileSync("site/docs/getting-started/usage.md", "utf8");
const { INT_FIELDS, FLOAT_FIELDS } = await import(
  pathToFileURL(path.join(LIBRARY_DIR, "dist/esm/MediaInfoResult.js")).href
);
const STRING_FORMATS = ["JSON", "XML", "HTML", "text"];
let node: CorpusFacts;
let node20: CorpusFacts;
let chromium: CorpusFacts;

test.before(async () => {
  const browser = await launchChromium();
  try {
    [node, node20, chromium] = await Promise.all([
      factsInNode(),
      factsInNode(process.execPath),
      factsInChromium(
        browser,
        files.map((file) => file.file),
      ),
    ]);
  } finally {
    await browser.close();
  }
});

type Track = Record<string, any> & { "@type": string };
const tracksOf = (file: string, setting = "object"): Track[] =>
  node.outputs[setting][file].media.track;
const general = (file: string, setting = "object") => tracksOf(file, setting)[0];
/** The backticked names in the first match of `pattern` (group 1) on the Usage page. */
function namesOnUsage(pattern: RegExp): string[] {
  const [, found] = USAGE.match(pattern) ?? [];
  assert.ok(found, `usage.md no longer says ${pattern}`);
  return [...found.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
}
/** Every [path, value] under `value`, depth first. */
function* leaves(value: unknown, at = ""): Generator<[string, unknown]> {
  if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) yield* leaves(inner, `${at}.${key}`);
  else yield [at, value];
}

test("Node.js 20, Node.js 22 and Chromium report exactly the same for every file, in every setting", () => {
  assert.match(process.version, /^v20\./, "the suite's own Node.js is the machine's Node.js 20");
  assert.equal(JSON.parse(JSON.stringify(node20)), JSON.parse(JSON.stringify(node)), "Node.js 20");
  assert.equal(
    Object.keys(node.outputs.object),
    files.map((file) => file.file),
  );
  for (const setting of Object.keys(node.outputs))
    for (const { file } of files)
      assert.ok(
        JSON.stringify(node.outputs[setting][file]) ===
          JSON.stringify(chromium.outputs[setting][file]),
        `${setting}, ${file}: Node.js 22 and Chromium differ`,
      );
  for (const key of [
    "options",
    "fullFields",
    "reads",
    "shortChunks",
    "memoryBytes",
    "oddities",
  ] as const)
    assert.equal(chromium[key], node[key], key);
});

test("every format reports the manifest's tracks and container, HTML with one table per track", () => {
  const headings = (text: string) =>
    [...text.matchAll(/^(General|Video|Audio|Text|Image|Menu|Other)(?: #\d+)?$/gm)].map(
      (match) => match[1],
    );
  for (const { file, tracks, format } of files) {
    assert.equal(
      tracksOf(file).map((track) => track["@type"]),
      tracks,
      `${file}: object`,
    );
    assert.is(general(file).Format ?? null, format, `${file}: General Format`);
    const json = JSON.parse(node.outputs.JSON[file]);
    assert.equal(
      json.media.track.map((track: Track) => track["@type"]),
      tracks,
      `${file}: JSON`,
    );
    const xml = [...node.outputs.XML[file].matchAll(/<track type="(\w+)"/g)].map((m) => m[1]);
    assert.equal(xml, tracks, `${file}: XML`);
    assert.equal(headings(node.outputs.text[file]), tracks, `${file}: text`);
    const html = node.outputs.HTML[file];
    assert.match(html, /^<!DOCTYPE html>/, `${file}: a complete HTML document`);
    assert.is(html.match(/<table>/g)?.length, tracks.length, `${file}: one table per track`);
    assert.is(html.match(/<style>/g)?.length, 1, `${file}: its own <style>`);
    assert.is(html.match(/<script[\s>]/g)?.length, 1, `${file}: a <script> element`);
  }
});

test("the Track types table names every track type the corpus produces, and cover art as Image", () => {
  const listed = [...USAGE.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]);
  const seen = new Set(files.flatMap((file) => file.tracks));
  assert.equal([...seen].sort(), [...listed].sort());
  assert.match(USAGE, /^\| `Image` \| [^|]*cover art/m);
  for (const { file, cover } of files.filter((file) => file.cover))
    assert.ok(cover && tracksOf(file).some((track) => track["@type"] === "Image"), file);
});

test("object format: the fields the page names as numbers are numbers, the others strings", () => {
  const numbers = namesOnUsage(/become numbers \(([^)]*)\)/);
  const strings = namesOnUsage(/look numeric: (.*?) and the values in `extra`/s);
  assert.ok(numbers.length >= 4 && strings.length >= 4);
  const listedAsNumber = new Set([...INT_FIELDS, ...FLOAT_FIELDS]);
  const seen = new Map<string, Set<string>>();
  for (const { file } of files)
    for (const track of tracksOf(file))
      for (const [field, value] of Object.entries(track)) {
        if (field === "extra") continue;
        const where = `${file}: ${track["@type"]}.${field}`;
        assert.is(typeof value, listedAsNumber.has(field) ? "number" : "string", where);
        if (typeof value === "number") assert.ok(Number.isFinite(value), where);
        seen.set(field, (seen.get(field) ?? new Set()).add(typeof value));
      }
  for (const field of numbers) assert.equal([...(seen.get(field) ?? [])], ["number"], field);
  for (const field of strings) assert.equal([...(seen.get(field) ?? [])], ["string"], field);
});

test("`extra` holds fields outside the track's schema, strings but for ConformanceErrors", () => {
  const [exception] = namesOnUsage(/The one exception in `extra` is\s+(`\w+`)/);
  const carriers: string[] = [];
  for (const { file } of files)
    for (const track of tracksOf(file)) {
      const members = membersOf(`${track["@type"]}Track`);
      for (const [key, value] of Object.entries(track.extra ?? {})) {
        const where = `${file}: ${track["@type"]}.extra.${key}`;
        assert.not.ok(members.has(key), `${where} is in the schema`);
        if (key === exception) {
          assert.ok(Array.isArray(value) && typeof value[0] === "object", where);
          carriers.push(file);
        } else assert.type(value, "string", where);
      }
    }
  // The page: "an MPEG transport stream and a truncated MP4 carry one".
  const expected = files.filter((file) => file.format === "MPEG-TS" || file.truncated);
  assert.equal(
    [...new Set(carriers)],
    expected.map((file) => file.file),
  );
  // The JSON format: every value a string, apart from the same reports.
  for (const { file } of files)
    for (const [at, value] of leaves(JSON.parse(node.outputs.JSON[file])))
      if (!at.includes(`.extra.${exception}.`)) assert.type(value, "string", `${file} JSON ${at}`);
  // Chapters are keyed by their start time.
  const menus = files.flatMap(({ file }) => tracksOf(file).filter((t) => t["@type"] === "Menu"));
  assert.ok(menus.some((menu) => "_00_00_01_000" in (menu.extra ?? {})));
});

test("JSON has the object format's structure; Duration in seconds, FileSize in bytes", () => {
  assert.match(USAGE, /`Duration` is in seconds \(`2` for a two-second file, `2\.000` in the JSON/);
  const noDuration = files.filter(
    (file) => file.notMedia || file.format === "ADTS" || file.tracks.join() === "General,Image",
  );
  for (const { file, size } of files) {
    const object = node.outputs.object[file];
    const json = JSON.parse(node.outputs.JSON[file]);
    assert.equal(
      [...leaves(json)].map(([at]) => at),
      [...leaves(object)].map(([at]) => at),
      file,
    );
    assert.is(general(file).FileSize, String(size), `${file}: FileSize is the size in bytes`);
    json.media.track.forEach((track: Track, index: number) => {
      const duration = object.media.track[index].Duration;
      if (duration === undefined) return;
      // The corpus files last 1 to 2 s: milliseconds would be in the hundreds or thousands.
      assert.ok(duration > 0 && duration <= 2.5, `${file}: ${track["@type"]} Duration ${duration}`);
      assert.is(Number(track.Duration), duration, `${file}: JSON Duration`);
    });
    const hasDuration = general(file).Duration !== undefined;
    assert.is(hasDuration, !noDuration.some((entry) => entry.file === file), `${file}: Duration`);
    if (hasDuration) assert.ok(general(file).Duration >= 1, `${file}: General Duration`);
  }
});

test("coverData: Cover_Data in the General track for the files with cover art, in every format but text", () => {
  const row = USAGE.split("\n").find((line) => line.includes("/#coverData)"))!;
  assert.match(row, /the `General` track's `Cover_Data`/);
  const withoutCover = [...row.matchAll(/not in the `(\w+)` format/g)].map((match) => match[1]);
  const covered: string[] = [];
  for (const { file, cover } of files) {
    const data = general(file, "object+coverData").Cover_Data;
    for (const track of tracksOf(file)) assert.not.ok("Cover_Data" in track, `${file}: off`);
    if (!cover) {
      assert.is(data, undefined, file);
      continue;
    }
    // Base64 of a JPEG (FF D8 FF), in the General track only.
    assert.match(data, /^\/9j\/[A-Za-z0-9+/]+=*$/, file);
    const head = data.slice(0, 40);
    for (const format of STRING_FORMATS) {
      assert.not.ok(node.outputs[format][file].includes(head), `${file} ${format}: off`);
      if (node.outputs[`${format}+coverData`][file].includes(head)) covered.push(format);
      else assert.ok(withoutCover.includes(format), `${file} ${format}: on, no cover`);
    }
    assert.match(
      node.outputs["HTML+coverData"][file],
      `<img class="cover-image" alt="Cover image preview" src="data:;base64,${head}`,
    );
  }
  const coverFiles = files.filter((file) => file.cover).length;
  assert.ok(coverFiles >= 2);
  for (const format of withoutCover) assert.not.ok(covered.includes(format), format);
  assert.is(covered.length, coverFiles * (STRING_FORMATS.length - withoutCover.length));
});

test("IsTruncated is Yes in the General track's extra of the truncated file, and nowhere else", () => {
  assert.match(USAGE, /the `General`\s+track's `extra\.IsTruncated` says Yes/);
  for (const { file, truncated } of files) {
    const found = [...leaves(node.outputs.object[file])].filter(([at]) => /IsTruncated/.test(at));
    assert.equal(found, truncated ? [[".media.track.0.extra.IsTruncated", "Yes"]] : [], file);
  }
});

test("a file that is not media gives a General track with FileSize and StreamSize, no Format", () => {
  assert.match(USAGE, /only a `General`\s+track, with `FileSize` and `StreamSize` and no `Format`/);
  const notMedia = files.filter((file) => file.notMedia);
  assert.ok(notMedia.length > 0);
  for (const { file } of notMedia) {
    assert.is(tracksOf(file).length, 1);
    assert.equal(Object.keys(general(file)).sort(), ["@type", "FileSize", "StreamSize"]);
  }
});

test("each result= fence shows the real output for the corpus file it names", () => {
  const fences = allFences().filter((fence) => fence.attrs.result);
  assert.ok(fences.length >= 4, `${fences.length} result fences`);
  for (const fence of fences) {
    const where = `${fence.source}:${fence.line}`;
    const [setting, file] = fence.attrs.result.split(" ");
    const real = node.outputs[setting]?.[file];
    assert.ok(real !== undefined, `${where}: no output for "${fence.attrs.result}"`);
    if (typeof real === "object") {
      // A shortened result: each field shown has the real value.
      const shown = JSON.parse(fence.code);
      assert.equal(shown.creatingLibrary, real.creatingLibrary, where);
      shown.media.track.forEach((track: Track, index: number) => {
        for (const [field, value] of Object.entries(track))
          assert.equal(value, real.media.track[index][field], `${where}: ${field}`);
      });
    } else {
      // The first lines, up to a line "…".
      const lines = fence.code
        .replace(/\n…\n$/, "\n")
        .trimEnd()
        .split("\n");
      assert.equal(lines, real.split("\n").slice(0, lines.length), where);
    }
  }
});

test("options, full, memory: the defaults in use, full adds fields, memory does not grow", () => {
  assert.equal(node.options, defaultOptions(), "instance.options without locateFile");
  for (const { file } of files) {
    const plain = tracksOf(file).map((track) => Object.keys(track));
    node.fullFields[file].forEach((fields, index) => {
      for (const field of plain[index]) assert.ok(fields.includes(field), `${file}: ${field}`);
    });
  }
  const added = files.filter(
    ({ file }) => node.fullFields[file].flat().length > tracksOf(file).flatMap(Object.keys).length,
  );
  assert.ok(added.length > files.length / 2, "full adds fields");
  // The Memory page: the corpus, in every setting, did not grow any instance's memory.
  const printed = JSON.parse(fs.readFileSync("site/_data/instanceCosts.json", "utf8")).memoryBytes;
  assert.ok(node.memoryBytes.length >= Object.keys(node.outputs).length);
  for (const bytes of node.memoryBytes) assert.is(bytes, printed);
});

test("reads per chunk size: the Large files page's committed figures are what the corpus measures", () => {
  const sized = files.map((file) => ({ name: file.file, size: file.size }));
  const committed = JSON.parse(fs.readFileSync("site/_data/corpusReads.json", "utf8"));
  assert.equal(committed, corpusFigures(node, sized));
  for (const [kib, byFile] of Object.entries(node.reads))
    for (const [file, { requests }] of Object.entries(byFile))
      for (const [, size] of requests) assert.ok(size <= Number(kib) * 1024, `${file} at ${kib}`);
  // What the prose says around the figures.
  const rows = committed.rows;
  assert.is(committed.defaultChunkKiB, 256);
  assert.equal(rows["256"].changedFiles, [], "reused instances, files in reverse: same results");
  const movs = files.filter((file) => file.file.endsWith(".mov")).map((file) => file.file);
  assert.equal(rows["64"].changedFiles, movs, "at 64 KiB the MOV file's result changes");
  // The same files are read more than once at every chunk size, from a point near the start on.
  const readAgain = rows["256"].readAgainFiles;
  assert.ok(readAgain.length > 0);
  for (const kib of ["64", "1024", "4096"]) assert.equal(rows[kib].readAgainFiles, readAgain, kib);
  for (const kib of ["1024", "4096"]) assert.equal(rows[kib].changedFiles, [], kib);
  // No request for 0 bytes: the last request of a file read to its end ends at its last byte.
  for (const kib of Object.keys(rows)) assert.equal(rows[kib].emptyRequestFiles, [], kib);
  // A reader of short chunks: some files never finish, asking for the same bytes near the end.
  const { endlessFiles } = committed.shortChunks;
  assert.ok(endlessFiles.length > 0);
  for (const file of endlessFiles) {
    const [a, b, c, d] = node.shortChunks[file].lastRequests;
    assert.equal([a, b], [c, d], `${file} repeats`);
    assert.ok(
      a[0] > files.find((entry) => entry.file === file)!.size - 1024,
      `${file} near the end`,
    );
  }
});

/** Whether `value` is a " / " list whose second half repeats its first. */
function doubled(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const parts = value.split(" / ");
  const half = parts.length / 2;
  return parts.length % 2 === 0 && parts.slice(0, half).join() === parts.slice(half).join();
}
/** Every field of a result as "Track.field" (extra's as "Track.extra.field") → value. */
const fieldsOf = (tracks: Track[]): [string, unknown][] =>
  tracks.flatMap((track) =>
    Object.entries(track).flatMap(([field, value]): [string, unknown][] =>
      field === "extra"
        ? Object.entries(value).map(([key, inner]) => [`${track["@type"]}.extra.${key}`, inner])
        : [[`${track["@type"]}.${field}`, value]],
    ),
  );

const SMALL = "object+chunkSize16KiB";
/** The rows of the table under `heading` on the Troubleshooting page, as lists of cells. */
function tableUnder(heading: string): string[][] {
  const page = fs.readFileSync("site/docs/guides/troubleshooting.md", "utf8");
  const section = page.slice(page.indexOf(heading)).split("\n## ")[0];
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| ---"))
    .slice(1)
    .map((line) => line.slice(2, -2).split(" | "));
}
/** "a, b" → ["a", "b"]; "`x`, `y`" → ["x", "y"]. */
const cells = (cell: string) => cell.split(", ").map((item) => item.replace(/^`|`$/g, ""));

test("repeated values: the Troubleshooting table lists every value a second pass repeats; 16 KiB chunks give each once", () => {
  const rows = tableUnder("## Repeated values after a second pass");
  assert.ok(rows.length >= 5, `${rows.length} rows`);
  const stated = rows
    .flatMap(([names, fields, value]) =>
      cells(names).flatMap((file) =>
        cells(fields).map((field) => `${file} ${field} ${cells(value)[0]}`),
      ),
    )
    .sort();
  // Measured: values the default run gives with more " / " parts than 16 KiB chunks give.
  const parts = (value: unknown) => String(value).split(" / ");
  const measured: string[] = [];
  for (const { file } of files) {
    const small = new Map(fieldsOf(tracksOf(file, SMALL)));
    for (const [field, value] of fieldsOf(tracksOf(file))) {
      const once = small.get(field);
      if (once === undefined || once === value || parts(value).length <= parts(once).length)
        continue;
      measured.push(`${file} ${field} ${value}`);
      // An exact repeat gives, read in small chunks, its first half.
      if (doubled(value))
        assert.is(
          once,
          parts(value)
            .slice(0, parts(value).length / 2)
            .join(" / "),
          field,
        );
    }
    // Read in small chunks, no value repeats itself but the ones meant that way.
    for (const [field, value] of fieldsOf(tracksOf(file, SMALL)))
      if (doubled(value))
        assert.equal([file, field, value], ["h264-aac.ts", "Menu.List_StreamPos", "0 / 0"]);
  }
  assert.equal(stated, measured.sort());
  const codecId = tracksOf("moov-at-end.mp4", SMALL).find((t) => t["@type"] === "Audio")!.CodecID;
  const said = `\`Audio.CodecID\`, for instance, is then \`${codecId}\``;
  const section = fs
    .readFileSync("site/docs/guides/troubleshooting.md", "utf8")
    .replace(/\s+/g, " ");
  assert.ok(section.includes("`0 / 0` in the `Menu` track of an MPEG transport stream"));
  assert.ok(section.includes(said), said);
  // Files larger than the default chunk are not affected.
  for (const { file, size } of files)
    if (size > 256 * 1024)
      assert.not.ok(
        measured.some((line) => line.startsWith(`${file} `)),
        file,
      );
});

test("fields missing: the Troubleshooting table lists every field 16 KiB chunks add to a file read in one piece", () => {
  const rows = tableUnder("## Fields missing compared with MediaInfo");
  assert.ok(rows.length >= 3, `${rows.length} rows`);
  const stated = rows.flatMap(([names, fields]) =>
    cells(names).flatMap((file) => cells(fields).map((field) => `${file} ${field}`)),
  );
  const added: string[] = [];
  const lost: string[] = [];
  for (const { file } of files) {
    const whole = new Set(fieldsOf(tracksOf(file)).map(([field]) => field));
    const small = new Set(fieldsOf(tracksOf(file, SMALL)).map(([field]) => field));
    for (const field of small) if (!whole.has(field)) added.push(`${file} ${field}`);
    for (const field of whole) if (!small.has(field)) lost.push(`${file} ${field}`);
  }
  assert.equal(stated.sort(), added.sort());
  // The one field lost on the way, as the page says.
  assert.equal(lost, ["h264-aac.ts Video.extra.ConformanceErrors"]);
  assert.ok(
    fs
      .readFileSync("site/docs/guides/troubleshooting.md", "utf8")
      .includes("transport stream's `Video.extra.ConformanceErrors`"),
  );
});

test.run();
