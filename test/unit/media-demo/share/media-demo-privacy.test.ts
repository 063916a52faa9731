// The share dialog's privacy defaults against real results: files that carry each kind of
// identifying tag (scripts/make-identifying-fixtures.sh) analysed by the real mediainfo.js in
// Node.js, with and without `full`. Every tag the dialog offers is ticked by default, so what it
// finds is what a link leaves out unless the sharer unticks it.
import fs from "node:fs";
import path from "node:path";
import mediaInfoFactory from "mediainfo.js";
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  findIdentifying,
  withoutFields,
} from "../../../../components/media-demo/share/identifying-fields.ts";
import type { AnalysisResult } from "../../../../components/media-demo/results/result-shape.ts";

const DIR = path.resolve("test/fixtures/identifying");

/** Words of the tags the fixtures carry; none may survive in a link made with the defaults. */
const IDENTIFYING = [
  "Jane", // the title, people, copyright holder, the encoder's machine, lyrics, keywords
  "John",
  "Roe Family Films",
  "7946 0958", // the phone number, alone and in a comment
  "jane@example.org",
  "jane.example",
  "Downing Street", // the description
  "aunt", // the synopsis
  "48.85", // the place, as the tag wrote it or as MediaInfo formats it
  "2026-01-02", // the recording and tagging dates
  "iPhone",
  "Pixel 8",
  "17.1", // the phone's system release
  "5A7C1B3E", // the camera's content identifier
];

async function analyse(file: string, full: boolean): Promise<AnalysisResult> {
  const mediainfo = await mediaInfoFactory({ format: "object", full });
  try {
    const data = fs.readFileSync(path.join(DIR, file));
    return (await mediainfo.analyzeData(data.length, (size, offset) =>
      data.subarray(offset, offset + size),
    )) as AnalysisResult;
  } finally {
    mediainfo.close();
  }
}

for (const file of ["tags.mp3", "tags.mkv", "tags.mp4", "camera.mov"]) {
  test(`${file}: every identifying tag is left out by default, the technical fields kept`, async () => {
    for (const full of [false, true]) {
      const result = await analyse(file, full);
      const found = new Set(findIdentifying(result).map((field) => field.name));
      const shared = JSON.stringify(withoutFields(result, found));
      const left = IDENTIFYING.filter((word) => shared.includes(word));
      assert.equal(left, [], `${file}${full ? " (full)" : ""} still carries ${left.join(", ")}`);
      const general = withoutFields(result, found).media!.track![0];
      assert.ok(general.Format && general.FileSize && general.Duration, "technical fields stay");
    }
  });
}

test("the tags are found under each spelling the library gives them", async () => {
  const names = async (file: string) =>
    new Set(findIdentifying(await analyse(file, false)).map((field) => field.name));
  const [mp3, mkv, mp4, mov] = await Promise.all(
    ["tags.mp3", "tags.mkv", "tags.mp4", "camera.mov"].map(names),
  );
  for (const name of ["comment", "description", "synopsis", "USLT", "keywords", "url", "email"])
    assert.ok(mp3.has(name), `MP3 ${name}`);
  for (const name of ["phone", "location", "creation_time", "EncodedBy", "Publisher"])
    assert.ok(mp3.has(name), `MP3 ${name}`);
  for (const name of ["Comment", "Synopsis", "LYRICS", "KEYWORDS", "EMAIL", "PHONE", "Url"])
    assert.ok(mkv.has(name), `MKV ${name}`);
  for (const name of ["COMPOSER", "PUBLISHER", "ALBUM_ARTIST", "LOCATION"])
    assert.ok(mkv.has(name), `MKV ${name}`);
  for (const name of ["Lyrics", "LongDescription", "Keyword", "Recorded_Location", "Comment"])
    assert.ok(mp4.has(name), `MP4 ${name}`);
  for (const name of ["Encoded_Hardware_Name", "Encoded_OperatingSystem_Version", "encoded_by"])
    assert.ok(mov.has(name), `MOV ${name}`);
  for (const name of ["com_apple_quicktime_content_identifier", "copyright", "lyrics", "date"])
    assert.ok(mov.has(name), `MOV ${name}`);
});

test.run();
