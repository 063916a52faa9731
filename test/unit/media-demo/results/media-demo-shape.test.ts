// Result shaping for the live demo: track rows (including `extra`), status of an entry, the
// live-region text, sizes and durations, and the filter box.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { filterRows } from "../../../../components/media-demo/results/filter.ts";
import {
  describeEntry,
  entryFromFailure,
  entryFromResult,
  formatBytes,
  formatDuration,
  isRecognised,
  newId,
  trackRows,
  tracksOf,
  type AnalysisResult,
} from "../../../../components/media-demo/results/result-shape.ts";

const VIDEO = {
  "@type": "Video",
  Format: "AVC",
  Width: 320,
  Height: 240,
  extra: { CodecConfigurationBox: "avcC", Nested: { deep: "skipped" }, Count: 2 },
  Tags: ["skipped"],
  Missing: null,
};
const MP4: AnalysisResult = { media: { track: [{ "@type": "General", Format: "MPEG-4" }, VIDEO] } };
const BASE = { id: "abc", name: "clip.mp4", size: 18846, full: false, at: 1 };

test("rows list string and number fields and each scalar entry of extra, skipping @type, arrays and null", () => {
  assert.equal(trackRows(VIDEO), [
    { name: "Format", value: "AVC" },
    { name: "Width", value: "320" },
    { name: "Height", value: "240" },
    { name: "CodecConfigurationBox", value: "avcC", under: "extra" },
    { name: "Count", value: "2", under: "extra" },
  ]);
});

test("tracksOf tolerates results without media or tracks", () => {
  assert.equal(tracksOf(undefined), []);
  assert.equal(tracksOf({ media: null }), []);
  assert.equal(tracksOf({ media: { track: "nope" as never } }), []);
  assert.is(tracksOf(MP4).length, 2);
});

test("a file is recognised when a track has a Format or a track besides General exists", () => {
  assert.ok(isRecognised(MP4));
  assert.ok(isRecognised({ media: { track: [{ "@type": "General" }, { "@type": "Other" }] } }));
  assert.not.ok(isRecognised({ media: { track: [{ "@type": "General", FileSize: 65536 }] } }));
  assert.not.ok(isRecognised({ media: null }));
});

test("entries say done, not recognised, failed or cancelled, and the live region says so", () => {
  const done = entryFromResult(BASE, MP4, 42);
  assert.is(done.status, "done");
  assert.is(done.collapsed, false);
  assert.is(describeEntry(done), "clip.mp4: 2 tracks found.");
  const unknown = entryFromResult(
    { ...BASE, name: "noise.bin" },
    { media: { track: [{ "@type": "General" }] } },
    5,
  );
  assert.is(unknown.status, "unrecognised");
  assert.is(describeEntry(unknown), "noise.bin: the format was not recognised.");
  const failed = entryFromFailure(BASE, "error", "NotReadableError: file moved");
  assert.is(describeEntry(failed), "clip.mp4: analysis failed. NotReadableError: file moved");
  assert.is(
    describeEntry(entryFromFailure(BASE, "cancelled", "Cancelled")),
    "clip.mp4: analysis cancelled.",
  );
});

test("ids are 9 base-36 characters starting with a letter (keeps JSON key order)", () => {
  for (let i = 0; i < 50; i++) assert.match(newId(), /^[a-z][a-z0-9]{8}$/);
  assert.is(
    newId(() => 0),
    "a00000000",
  );
});

test("sizes and durations read like a file manager", () => {
  assert.is(formatBytes(0), "0 B");
  assert.is(formatBytes(1023), "1023 B");
  assert.is(formatBytes(18846), "18 KB");
  assert.is(formatBytes(2 ** 31), "2.0 GB");
  assert.is(formatDuration(41.6), "42 ms");
  assert.is(formatDuration(1234), "1.23 s");
});

test("the filter matches names or values, ignoring case and spaces; empty keeps everything", () => {
  const rows = trackRows(VIDEO);
  assert.equal(filterRows(rows, "  width "), [{ name: "Width", value: "320" }]);
  assert.equal(
    filterRows(rows, "AVC").map((row) => row.name),
    ["Format", "CodecConfigurationBox"],
  );
  assert.equal(filterRows(rows, "24"), [{ name: "Height", value: "240" }]);
  assert.is(filterRows(rows, "").length, rows.length);
  assert.equal(filterRows(rows, "nothing like this"), []);
});

test.run();
