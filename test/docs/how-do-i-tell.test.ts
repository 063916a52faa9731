// The "How do I tell…" guide's checks, run as the page prints them: its tell.ts fence is compiled
// and each function applied to every corpus file's result, as Node.js 20, Node.js 22 and Chromium
// give it (they must agree). Which files have each property is asserted here and named on the page.
import fs from "node:fs";
import { transform } from "esbuild";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { allFences } from "../helpers/examples.ts";
import { corpus } from "../helpers/corpus.ts";
import { factsEverywhere } from "./corpus/corpus-everywhere.ts";

const PAGE = "site/docs/guides/how-do-i-tell.md";
const TEXT = fs.readFileSync(PAGE, "utf8");
const fence = allFences().find((each) => each.source === PAGE && each.attrs.title === "tell.ts");
type Check = (result: unknown) => any;
let tell: Record<string, Check>;
let results: Record<string, unknown>;

test.before(async () => {
  if (!fence) throw new Error(`${PAGE} has no tell.ts fence`);
  const { code } = await transform(fence.code, { loader: "ts", format: "esm" });
  tell = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  const facts = await factsEverywhere();
  results = facts.outputs.object;
});

const files = corpus().map((entry) => entry.file);
/** The corpus files for which `check` gives a truthy answer, sorted. */
const having = (check: string) => files.filter((file) => tell[check](results[file])).sort();
/** Each corpus file's answer, leaving out those with none. */
const answers = (check: string) =>
  Object.fromEntries(
    files
      .map((file) => [file, tell[check](results[file])])
      .filter(([, value]) => value !== undefined),
  );
/** The page's section under `heading`, its lines joined. */
const section = (heading: string) =>
  (TEXT.split(/^## /m).find((part) => part.startsWith(heading)) ?? "").replace(/\s+/g, " ");
const says = (heading: string, words: string) =>
  assert.ok(section(heading).includes(words), `${heading}: ${words}`);

test("every task has a section, its fields linked to the field index", () => {
  for (const heading of [
    "HDR",
    "Variable frame rate",
    "Rotation",
    "Interlacing",
    "Duration in milliseconds",
    "Frame count",
    "Bit rate",
    "Channels and layout",
    "Track languages",
    "Subtitles present",
    "Cover art present",
    "Creation date",
    "Container versus codec",
    "Fast start",
  ])
    assert.match(section(heading), /\]\(\/api\/fields\/#\w+\)/, heading);
});

test("HDR: only hdr10.mp4, and it is HDR10", () => {
  assert.equal(answers("hdrKind"), { "hdr10.mp4": "HDR10" });
  says("HDR", "so hdrKind answers HDR10");
});

test("variable frame rate: only the transport stream", () => {
  assert.equal(having("isVariableFrameRate"), ["h264-aac.ts"]);
  says("Variable frame rate", "only `h264-aac.ts` says VFR");
});

test("rotation: only rotated.mov, by 270 degrees", () => {
  assert.equal(having("rotation"), ["rotated.mov"]);
  assert.is(tell.rotation(results["rotated.mov"]), 270);
});

test("interlacing: only interlaced-tff.mkv, top field first; the WebM file does not say", () => {
  assert.equal(having("isInterlaced"), ["interlaced-tff.mkv"]);
  assert.equal(answers("fieldOrder"), { "interlaced-tff.mkv": "TFF" });
  says("Interlacing", '`ScanType: "Interlaced"` and `ScanOrder: "TFF"`, so fieldOrder answers TFF');
  const scans = Object.fromEntries(
    files.flatMap((file) => {
      const video = (results[file] as any).media?.track.find((t: any) => t["@type"] === "Video");
      return video ? [[file, [video.ScanType, video.ScanOrder]]] : [];
    }),
  );
  for (const [file, scan] of Object.entries(scans))
    if (file !== "interlaced-tff.mkv")
      assert.equal(scan, [file === "vp9-opus.webm" ? undefined : "Progressive", undefined], file);
});

test("duration in milliseconds, and the files without one", () => {
  const durations = answers("durationMs");
  assert.is(durations["moov-at-end.mp4"], 2000);
  assert.is(durations["subtitles-chapters-attachment.mkv"], 1903);
  for (const file of ["tone.aac", "still.jpg", "not-media.txt"]) assert.not.ok(file in durations);
});

test("frame count, absent from the transport stream", () => {
  assert.is(tell.frameCount(results["moov-at-end.mp4"]), 50);
  assert.is(tell.frameCount(results["h264-aac.ts"]), undefined);
});

test("bit rate: overall always for the video files, the stream's not for WebM and MPEG-TS", () => {
  assert.equal(tell.bitRates(results["vp9-opus.webm"]).video, undefined);
  assert.equal(tell.bitRates(results["h264-aac.ts"]).video, undefined);
  assert.type(tell.bitRates(results["vp9-opus.webm"]).overall, "number");
  assert.type(tell.bitRates(results["moov-at-end.mp4"]).video, "number");
});

test("channels and layout: the WAV file has two channels and no layout", () => {
  assert.equal(tell.channels(results["tone.wav"]), [{ channels: 2, layout: undefined }]);
  assert.equal(tell.channels(results["tone.opus"]), [{ channels: 1, layout: "M" }]);
  says("Channels and layout", "`tone.wav` says `Channels: 2` with no layout");
});

test("track languages: the Matroska file's, not the MP4 timecode's", () => {
  const tagged = Object.entries(answers("languages")).filter(
    ([, list]) => (list as string[]).length,
  );
  assert.equal(tagged, [["subtitles-chapters-attachment.mkv", ["en", "fr", "en"]]]);
});

test("subtitles present", () => {
  assert.equal(having("hasSubtitles"), [
    "subtitles-chapters-attachment.mkv",
    "subtitles.srt",
    "timed-text-timecode.mp4",
  ]);
});

test("cover art present: the files the manifest says have one", () => {
  const covered = corpus()
    .filter((entry) => entry.cover)
    .map((entry) => entry.file);
  assert.equal(having("hasCoverArt"), covered.sort());
  assert.equal(covered, ["subtitles-chapters-attachment.mkv", "tagged-cover.mp3"]);
});

test("creation date: the MP3's year, not the MXF's empty date", () => {
  assert.equal(answers("creationDate"), { "tagged-cover.mp3": "2026" });
  says("Creation date", '`Encoded_Date: "0-00-00 00:00:00.000"`');
});

test("container versus codec", () => {
  assert.equal(tell.containerAndCodecs(results["hdr10.mp4"]), {
    container: "MPEG-4",
    codecs: ["HEVC"],
  });
  assert.equal(tell.containerAndCodecs(results["vp9-opus.webm"]), {
    container: "WebM",
    codecs: ["VP9", "Opus"],
  });
});

test("fast start: the MP4 files with their index first, not Matroska", () => {
  assert.equal(having("isFastStart"), ["fragmented.mp4", "truncated.mp4"]);
  says("Fast start", "`fragmented.mp4` and `truncated.mp4` say Yes");
  assert.is((results["vp9-opus.webm"] as any).media.track[0].IsStreamable, "Yes");
});

test.run();
