// The report's pure parts: reading the MediaInfo tool's real output (test/fixtures/tool-output),
// numbers written two ways, where a report belongs, the browser a report names, and its text.
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { comparePairs } from "../../../../components/media-demo/compare/compare.ts";
import {
  FILE_SYSTEM_FIELDS,
  readToolOutput,
  sameValue,
} from "../../../../components/media-demo/report/tool-output.ts";
import { suggestTracker } from "../../../../components/media-demo/report/routing.ts";
import { environmentOf } from "../../../../components/media-demo/report/environment.ts";
import {
  fitting,
  reportBody,
  reportTitle,
  WORDS_PROMPT,
  type ReportFacts,
} from "../../../../components/media-demo/report/report-body.ts";
import type { ResultEntry } from "../../../../components/media-demo/results/result-shape.ts";

const printed = fs.readFileSync("test/fixtures/tool-output/moov-at-end.mp4.json", "utf8");
const SIZE = fs.statSync("test/fixtures/corpus/moov-at-end.mp4").size;

test("the tool's output is read without the fields it takes from the file system", () => {
  const reading = readToolOutput(printed, SIZE);
  assert.ok(reading.ok);
  if (!reading.ok) return;
  assert.is(reading.output.library, JSON.parse(printed).creatingLibrary.version);
  const general = reading.output.result.media!.track![0];
  assert.is(general["@type"], "General");
  assert.ok("File_Modified_Date" in JSON.parse(printed).media.track[0], "the tool printed it");
  for (const name of FILE_SYSTEM_FIELDS) assert.not.ok(name in general, name);
  assert.is(general.Format, "MPEG-4");
});

test("not JSON, several files, another tool's JSON and another file's size each say why", () => {
  const problem = (text: string, size = SIZE) => {
    const reading = readToolOutput(text, size);
    return reading.ok ? "read" : reading.message;
  };
  assert.match(problem("General\nFormat : MPEG-4"), /^This is not JSON\./);
  assert.match(problem(`[${printed}, ${printed}]`), /^This output describes 2 files\./);
  assert.match(problem('{"streams": [], "format": {}}'), /^This JSON is not the MediaInfo tool's/);
  assert.match(problem('{"media": {"track": []}}'), /^This JSON is not the MediaInfo tool's/);
  assert.match(
    problem(printed, SIZE + 1),
    `of a file of ${SIZE} bytes, and the result here of ${SIZE + 1}`,
  );
});

test("a number the library gives as a number matches the tool's text for it, and nothing else does", () => {
  assert.ok(sameValue("2", "2.000"));
  assert.ok(sameValue("53269", "53269"));
  assert.not.ok(sameValue("320", "322"));
  assert.not.ok(sameValue("", "0"));
  assert.not.ok(sameValue(undefined, "0"));
  assert.not.ok(sameValue("AVC", "avc"));
  const ours = { media: { track: [{ "@type": "General", Duration: 2 as unknown as string }] } };
  const theirs = { media: { track: [{ "@type": "General", Duration: "2.000" }] } };
  assert.ok(comparePairs(ours, theirs, sameValue)[0].rows[0].same);
  assert.not.ok(comparePairs(ours, theirs)[0].rows[0].same, "exact by default");
});

test("where a report belongs follows the comparison", () => {
  assert.is(suggestTracker(0, "26.05", "26.05").tracker, "MediaInfoLib");
  assert.is(suggestTracker(3, "26.05", "26.05").tracker, "mediainfo.js");
  const older = suggestTracker(3, "26.05", "23.04");
  assert.is(older.tracker, "MediaInfoLib");
  assert.match(older.why, "The tool at 26.05 tells for sure.");
  assert.is(suggestTracker(3, "26.05").tracker, "mediainfo.js");
});

test("the browser comes from client hints when there are some, else is guessed from the user agent", () => {
  const chrome =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  const hints = {
    brands: [
      { brand: "Chromium", version: "131" },
      { brand: "Not_A Brand", version: "24" },
      { brand: "Google Chrome", version: "131" },
    ],
    platform: "Linux",
  };
  assert.equal(environmentOf(chrome, hints), {
    browser: "Google Chrome 131",
    platform: "Linux",
    guessed: false,
  });
  assert.equal(
    environmentOf(
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0",
    ),
    { browser: "Firefox 133", platform: "macOS", guessed: true },
  );
  assert.equal(
    environmentOf(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    ),
    { browser: "Safari 17.5", platform: "iOS", guessed: true },
  );
  assert.equal(environmentOf("curl/8"), { browser: "unknown", platform: "unknown", guessed: true });
});

const entry: ResultEntry = {
  id: "a1",
  name: "clip.mp4",
  size: 1234,
  status: "done",
  ms: 5,
  at: 0,
  full: false,
  release: "9.9.9",
  collapsed: false,
  result: {
    media: {
      track: [
        { "@type": "General", Format: "MPEG-4" },
        { "@type": "Video", Format: "AVC", Width: 320 as unknown as string },
      ],
    },
  },
};

const facts = (change: Partial<ReportFacts> = {}): ReportFacts => ({
  entry,
  name: "untitled.mp4",
  library: "1.2",
  defaultChunkSize: 262144,
  environment: { browser: "Firefox 133", platform: "Linux", guessed: true },
  sha256: { hex: "ab".repeat(32) },
  words: "",
  omitted: [],
  ...change,
});

test("a report states the releases, options, browser, file and what the reader wrote", () => {
  assert.is(reportTitle(entry), "MPEG-4 file: a field is wrong or missing");
  assert.is(
    reportTitle({ ...entry, status: "error", result: undefined }),
    "File: the analysis fails",
  );
  const body = reportBody(facts());
  for (const line of [
    WORDS_PROMPT,
    "- mediainfo.js 9.9.9, MediaInfoLib 1.2, in the documentation site's demo",
    "- Options: format object, full false, coverData false, chunkSize 262144 (the default)",
    "- Browser: Firefox 133 on Linux (guessed from the user-agent string)",
    "- Name: untitled.mp4",
    "- Size: 1234 bytes",
    `- SHA-256: ${"ab".repeat(32)} (computed in the browser; the file was not uploaded)`,
    "- Tracks: General (MPEG-4), Video (AVC)",
    "The demo's full result is attached as untitled.mp4.json: a link holds only so much.",
  ])
    assert.ok(body.split("\n").includes(line), line);
  assert.match(reportBody(facts({ words: "Width is wrong" })), /^Width is wrong\n/);
  assert.match(
    reportBody(facts({ sha256: { missing: "no file" } })),
    "- SHA-256: not computed: no file",
  );
});

test("a report lists the differences that fit and counts the rest; a pipe cannot break the table", () => {
  const row = (name: string, left: string, right: string) => ({
    track: "Video #1",
    row: { name, left, right, same: false },
  });
  const differences = [
    row("Width", "320", "322"),
    row("Title", "a|b", "c"),
    row("Height", "1", "2"),
  ];
  const body = reportBody(facts({ tool: { library: "23.04", differences, listed: 2 } }));
  assert.ok(body.includes("### Compared with the MediaInfo tool (MediaInfoLib 23.04)"));
  assert.ok(body.includes("| Video #1 | Width | 320 | 322 |"));
  assert.ok(body.includes("| Video #1 | Title | a\\|b | c |"));
  assert.not.ok(body.includes("Height"));
  assert.ok(body.includes("1 more differing field is not listed: the link would be too long."));
  const same = reportBody(facts({ tool: { differences: [], listed: 0 } }));
  assert.ok(same.includes("The tool gives the same values."));
});

test("as many differences are listed as keep the link within its length", () => {
  const url = (listed: number) => "x".repeat(100 + listed * 10);
  assert.is(fitting(url, 50, 400), 30);
  assert.is(fitting(url, 20, 400), 20, "all of them when they fit");
  assert.is(fitting(url, 50, 99), 0, "none when even the bare link is too long");
  assert.is(fitting(url, 0, 400), 0);
});

test.run();
