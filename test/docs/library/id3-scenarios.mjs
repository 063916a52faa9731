// What the release in the folder given as argument reports for ID3v2 text in each of the four
// encodings ID3 allows, printed as JSON: the audio of the MP3 given second, behind tags built here
// byte by byte (ID3v2.3 with Latin-1 and UTF-16, ID3v2.4 with UTF-8 and UTF-16 big-endian).
// test/docs/library/library-behaviour.test.ts runs it for the latest release and the older one.
// Usage: node id3-scenarios.mjs <package dir> <mp3 without tags>
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The text every frame carries: letters outside ASCII that Latin-1 can still encode. */
export const TAG_TEXT = "Café Zoë Ångström";

const bigEndian = (n) => Buffer.from([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const syncsafe = (n) => Buffer.from([(n >>> 21) & 127, (n >>> 14) & 127, (n >>> 7) & 127, n & 127]);
const ENCODINGS = {
  latin1: [0, () => Buffer.from(TAG_TEXT, "latin1")],
  utf16: [1, () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TAG_TEXT, "utf16le")])],
  utf16be: [2, () => Buffer.from(TAG_TEXT, "utf16le").swap16()],
  utf8: [3, () => Buffer.from(TAG_TEXT, "utf8")],
};

/** An ID3v2 tag of `version` (3 or 4) with one text frame per [frame id, encoding] pair. */
function tag(version, frames) {
  const body = Buffer.concat(
    frames.map(([id, encoding]) => {
      const [code, text] = ENCODINGS[encoding];
      const data = Buffer.concat([Buffer.from([code]), text()]);
      const size = version === 4 ? syncsafe(data.length) : bigEndian(data.length);
      return Buffer.concat([Buffer.from(id, "latin1"), size, Buffer.from([0, 0]), data]);
    }),
  );
  return Buffer.concat([
    Buffer.from([0x49, 0x44, 0x33, version, 0, 0]),
    syncsafe(body.length),
    body,
  ]);
}

const [packageDir, mp3File] = process.argv.slice(2);
const { default: mediaInfoFactory } = await import(
  pathToFileURL(path.join(packageDir, "dist/esm/index.js")).href
);
const file = fs.readFileSync(mp3File);
// The audio alone: a tag the file already has is left out.
const tagSize = (bytes) => ((bytes[0] << 21) | (bytes[1] << 14) | (bytes[2] << 7) | bytes[3]) + 10;
const audio =
  file.subarray(0, 3).toString("latin1") === "ID3"
    ? file.subarray(tagSize(file.subarray(6, 10)))
    : file;
const files = {
  "ID3v2.3": Buffer.concat([
    tag(3, [
      ["TIT2", "latin1"],
      ["TPE1", "utf16"],
    ]),
    audio,
  ]),
  "ID3v2.4": Buffer.concat([
    tag(4, [
      ["TIT2", "utf8"],
      ["TPE1", "utf16be"],
    ]),
    audio,
  ]),
};
const mediainfo = await mediaInfoFactory();
const read = (data) => (size, offset) => data.subarray(offset, offset + size);
/** Encoding → what the General track holds for the frame written in it. */
const reported = {};
for (const [version, data] of Object.entries(files)) {
  const [general] = (await mediainfo.analyzeData(data.length, read(data))).media.track;
  const [title, performer] = version === "ID3v2.3" ? ["latin1", "utf16"] : ["utf8", "utf16be"];
  reported[title] = general.Title;
  reported[performer] = general.Performer;
}
mediainfo.close();
process.stdout.write(JSON.stringify({ text: TAG_TEXT, reported }));
