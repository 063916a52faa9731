// What the Odd results, Cover art and Format support guides state, held against the media corpus as
// scripts/corpus/analyse-corpus.js measures it under Node.js 20, Node.js 22 and in Chromium, which
// must agree. Claims are read from the pages, so a page that names another file or field than the
// library reports fails here.
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { corpus } from "../../helpers/corpus.ts";
import type { CorpusFacts } from "./corpus-runs.ts";
import { factsEverywhere } from "./corpus-everywhere.ts";
import { LIBRARY_DIR } from "../../helpers/examples.ts";
import { corpusFormats } from "../../../scripts/corpus/corpus-figures.js";
import { SEEN_FRACTION } from "../../../scripts/corpus/analyse-oddities.js";
import { memoryLimits } from "../../helpers/wasm-memory.ts";

const files = corpus();
const page = (name: string) => fs.readFileSync(`site/docs/guides/${name}.md`, "utf8");
const ODD = page("odd-results");
const COVER = page("cover-art");
const FORMATS = page("format-support");
let facts: CorpusFacts;

test.before(async () => {
  facts = await factsEverywhere();
});

type Track = Record<string, any> & { "@type": string };
const tracksOf = (file: string, setting = "object"): Track[] =>
  facts.outputs[setting][file].media.track;
/** The backticked file names in group 1 of `pattern` on `text`, sorted. */
function filesNamed(text: string, pattern: RegExp): string[] {
  const [, found] = text.match(pattern) ?? [];
  assert.ok(found, `the page no longer says ${pattern}`);
  return [...found.matchAll(/`([^`]+\.\w+)`/g)].map((match) => match[1]).sort();
}
const where = (test: (file: string) => boolean) =>
  files
    .map((entry) => entry.file)
    .filter(test)
    .sort();
/** The text of the page's section under `heading`, up to the next heading of that level. */
const section = (text: string, heading: string) =>
  text.split(/^## /m).find((part) => part.startsWith(heading)) ?? "";

test("Odd results: which files a smaller size or a stopping reader flags as truncated", () => {
  assert.ok(ODD.includes(`only the first ${SEEN_FRACTION * 100} % of each`));
  const odd = facts.oddities;
  const flagged = (scenario: "smallerSize" | "readerStops") =>
    where((file) => odd[file][scenario].isTruncated === "Yes");
  const unflagged = filesNamed(ODD, /for every corpus file except (.*?)\. Pass/s);
  assert.equal(
    where((file) => !flagged("smallerSize").includes(file)),
    unflagged,
  );
  assert.equal(flagged("readerStops"), filesNamed(ODD, /past 60 % of the file, only (.*?) say/s));
  // What the others do: a General track alone, or nothing visible.
  const media = files.filter((entry) => !entry.notMedia).map((entry) => entry.file);
  const generalOnly = (scenario: "smallerSize" | "readerStops") =>
    where((file) => media.includes(file) && odd[file][scenario].tracks.join() === "General");
  const indexAtEnd = /corpus files\s+((?:`[^`]+`(?:,? and |, )?)+) (?:both|all) come back/;
  assert.equal(generalOnly("smallerSize"), filesNamed(ODD, indexAtEnd));
  const silent = /without a word: (.*?) with a\s+`General` track alone/s;
  assert.equal(generalOnly("readerStops"), filesNamed(ODD, silent));
  for (const file of filesNamed(ODD, indexAtEnd))
    assert.ok(generalOnly("readerStops").includes(file), file);
});

test("Odd results: only rotated.mov changes at 64 KiB: the Video track's encoder fields, and a repeated value", () => {
  const at64 = "object+chunkSize64KiB";
  const changed = where(
    (file) => JSON.stringify(tracksOf(file)) !== JSON.stringify(tracksOf(file, at64)),
  );
  assert.equal(changed, ["rotated.mov"]);
  assert.ok(ODD.includes("No other corpus file changes between 64 KiB and 4 MiB"));
  const [plainVideo, smallVideo] = [tracksOf("rotated.mov")[1], tracksOf("rotated.mov", at64)[1]];
  const differing = Object.keys({ ...plainVideo, ...smallVideo }).filter(
    (key) => JSON.stringify(plainVideo[key]) !== JSON.stringify(smallVideo[key]),
  );
  assert.equal(differing.sort(), [
    "Encoded_Library",
    "Encoded_Library_Name",
    "Encoded_Library_Settings",
    "Encoded_Library_Version",
    "extra",
  ]);
  // Handed whole at 256 KiB, the file's codec configuration box is named twice; at 64 KiB once.
  assert.equal(
    [plainVideo.extra, smallVideo.extra],
    [{ CodecConfigurationBox: "avcC / avcC" }, { CodecConfigurationBox: "avcC" }],
  );
  assert.ok(
    section(ODD, "A different result")
      .replace(/\s+/g, " ")
      .includes('`extra.CodecConfigurationBox` says "avcC / avcC", where at 64 KiB it says "avcC"'),
  );
});

test("Odd results: repeated values, as the page shows them, and the link to Troubleshooting", () => {
  const text = section(ODD, "Repeated values").replace(/\s+/g, " ");
  assert.ok(text.includes('`moov-at-end.mp4` has `Default: "Yes / Yes"`'));
  assert.is(tracksOf("moov-at-end.mp4")[2].Default, "Yes / Yes");
  // Read in 64 KiB chunks, a file larger than one chunk is read once and says it once.
  assert.is(tracksOf("rotated.mov", "object+chunkSize64KiB")[2].Default, "Yes");
  assert.ok(text.includes("](/docs/guides/troubleshooting/)"));
});

test("Odd results: HDR light levels and the mastering display's luminance are numbers", () => {
  const [plain, full] = ["object", "object+full"].map((setting) =>
    tracksOf("hdr10.mp4", setting).find((track) => track["@type"] === "Video")!,
  );
  assert.equal(
    [
      plain.MaxCLL,
      plain.MaxFALL,
      plain.MasteringDisplay_Luminance_Min,
      plain.MasteringDisplay_Luminance_Max,
    ],
    [1000, 400, 0.005, 1000],
  );
  assert.not.ok("MaxCLL_String" in plain, "only full adds the text");
  assert.equal([full.MaxCLL_String, full.MaxFALL_String], ["1 000 cd/m2", "400 cd/m2"]);
  const text = section(ODD, "HDR light levels").replace(/\s+/g, " ");
  assert.ok(text.includes("`MaxCLL_String` and `MaxFALL_String` (`1 000 cd/m2`)"));
});

test("Odd results: the fields `full` is said to add are added, to every file, tracks unchanged", () => {
  const bullets = section(ODD, "What `full: true` adds").split("For example")[0];
  const notFields = new Set(["General", "Audio", "Format", "AAC", "AAC LC", "text", "video/mp4"]);
  const named = [...bullets.matchAll(/`([^`]+)`/g)]
    .map((match) => match[1])
    .filter((name) => !notFields.has(name) && name !== "full: true" && name !== "full");
  assert.ok(named.length >= 10, named.join());
  for (const field of named) {
    const added = files.some(({ file }) =>
      tracksOf(file).some(
        (track, index) => !(field in track) && field in tracksOf(file, "object+full")[index],
      ),
    );
    assert.ok(added, `full adds ${field}`);
  }
  for (const { file } of files) {
    const full = tracksOf(file, "object+full");
    assert.equal(
      full.map((track) => track["@type"]),
      tracksOf(file).map((track) => track["@type"]),
      `${file}: the same tracks`,
    );
    tracksOf(file).forEach((track, index) =>
      assert.ok(Object.keys(full[index]).length > Object.keys(track).length, `${file} ${index}`),
    );
  }
  assert.is(tracksOf("moov-at-end.mp4")[2].Format, "AAC");
});

test("Odd results: the module's memory maximum is 2 GiB, and starts at the Memory page's figure", () => {
  const limits = memoryLimits(fs.readFileSync(`${LIBRARY_DIR}/dist/MediaInfoModule.wasm`));
  assert.is(limits.maximum, 32768);
  assert.is(limits.maximum * 65536, 2 * 1024 ** 3);
  assert.ok(ODD.includes("32768 pages of 64 KiB: **2 GiB**"));
  const costs = JSON.parse(fs.readFileSync("site/_data/instanceCosts.json", "utf8"));
  assert.is(limits.initial * 65536, costs.memoryBytes);
});

test("Cover art: the table's General fields for each file with a cover, and the Image tracks", () => {
  const header = COVER.split("\n").find((line) => line.startsWith("| Field |"))!;
  const columns = filesNamed(header, /(.*)/);
  assert.equal(
    columns,
    where((file) => Boolean(files.find((entry) => entry.file === file)!.cover)).sort(),
  );
  const order = [...header.matchAll(/`([^`]+\.\w+)`/g)].map((match) => match[1]);
  const rows = COVER.split("\n").filter((line) => /^\| `Cover\w*` \|/.test(line));
  for (const [column, file] of order.entries()) {
    const general = tracksOf(file, "object+coverData")[0];
    const plain = tracksOf(file)[0];
    const listed: string[] = [];
    for (const row of rows) {
      const [field, ...cells] = row
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
      const name = field.slice(1, -1);
      const cell = cells[column];
      if (cell === "not reported") {
        assert.not.ok(name in general, `${file}: ${name}`);
        continue;
      }
      listed.push(name);
      if (name === "Cover_Data") assert.match(general.Cover_Data, /^\/9j\//);
      else {
        assert.is(cell.replace(/ \(.*\)$/, ""), general[name], `${file}: ${name}`);
        assert.is(plain[name], general[name], `${file}: ${name} without coverData`);
      }
    }
    assert.equal(
      Object.keys(general).filter((key) => key.startsWith("Cover")),
      listed,
      file,
    );
    assert.not.ok("Cover_Data" in plain);
  }
  const images = order.map((file) => tracksOf(file).find((track) => track["@type"] === "Image")!);
  assert.equal(
    images.map((image) => image.MuxingMode),
    ["ID3v2 APIC", "Attachment"],
  );
  for (const image of images)
    assert.equal([image.Format, image.Width, image.Height], ["JPEG", 128, 128]);
  assert.ok(COVER.includes("`MuxingMode`, which says ID3v2 APIC for the MP3 and Attachment for"));
  assert.is(tracksOf("subtitles-chapters-attachment.mkv")[0].extra.Attachments, "cover.jpg");
});

test("Format support: timecodes are Other tracks, and a SubRip file is its own Text track", () => {
  const formatsOf = (file: string) =>
    tracksOf(file).map((track) => `${track["@type"]} ${track.Format}`);
  assert.ok(formatsOf("timed-text-timecode.mp4").includes("Other QuickTime TC"));
  assert.ok(formatsOf("mpeg2-pcm.mxf").some((track) => track.startsWith("Other ")));
  assert.equal(formatsOf("subtitles.srt"), ["General SubRip", "Text SubRip"]);
  const text = FORMATS.replace(/\s+/g, " ");
  assert.ok(text.includes("the QuickTime timecode track of `timed-text-timecode.mp4`"));
  assert.ok(
    text.includes("a SubRip file is both the container and the format of its one `Text` track"),
  );
});

test("Format support: the committed table is what the corpus measures", () => {
  const committed = JSON.parse(fs.readFileSync("site/_data/corpusFormats.json", "utf8"));
  assert.equal(
    committed,
    corpusFormats(
      facts as any,
      files.map((entry) => ({ name: entry.file })),
    ),
  );
});

test.run();
