// Shared results and comparison in the demo, without a browser: the fragment codec (round trip
// and every way a hand-edited fragment can be wrong), the payload checks shared with stored
// results, the fields offered to leave out and their removal, and the pairing of two results.
import zlib from "node:zlib";
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  decodeValue,
  encodeValue,
  fromBase64Url,
  MAX_INFLATED_BYTES,
  toBase64Url,
} from "../../../../components/media-demo/share/share-codec.ts";
import {
  checkPayload,
  entryOf,
  linkFor,
  readFragment,
} from "../../../../components/media-demo/share/shared-payload.ts";
import { SHARE_PREFIX } from "../../../../components/media-demo/share/share-link.ts";
import {
  findIdentifying,
  withoutFields,
} from "../../../../components/media-demo/share/identifying-fields.ts";
import {
  compareTracks,
  filterCompared,
  pairTracks,
} from "../../../../components/media-demo/compare/compare.ts";
import type { AnalysisResult } from "../../../../components/media-demo/results/result-shape.ts";

const RESULT: AnalysisResult = {
  media: {
    track: [
      {
        "@type": "General",
        Format: "MPEG-4",
        Recorded_Location: "+48.8584+002.2945/",
        Performer: "Ada",
        Encoded_Library_Date: "2020-01-01",
        extra: {
          com_apple_quicktime_model: "Phone 12",
          com_apple_quicktime_location_ISO6709: "+48.8+002.2/",
          Codec_Tag: "avc1",
        },
      },
      { "@type": "Video", Format: "AVC", Width: 1920, Title: "Holiday" },
    ],
  },
};
const PAYLOAD = {
  format: 1,
  name: "clip.mp4",
  size: 1234,
  version: "0.3.6",
  full: false,
  omitted: [],
  result: RESULT,
};
const fragment = (value: unknown) =>
  zlib.deflateRawSync(Buffer.from(JSON.stringify(value))).toString("base64url");

test("a value survives encoding and decoding, in URL-safe characters only", async () => {
  const text = await encodeValue(PAYLOAD);
  assert.match(text, /^[A-Za-z0-9_-]+$/);
  assert.equal(await decodeValue(text), { ok: true, value: PAYLOAD });
  assert.equal(JSON.parse(zlib.inflateRawSync(Buffer.from(text, "base64url")).toString()), PAYLOAD);
});

test("base64url round-trips every byte value and refuses other characters", () => {
  const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
  assert.equal(fromBase64Url(toBase64Url(bytes)), bytes);
  for (const bad of ["", "ab+c", "ab/c", "abc=", "a b", "abcde"])
    assert.is(fromBase64Url(bad), null, bad);
});

test("each way a fragment can be broken is told apart", async () => {
  assert.equal(await decodeValue("%%%"), { ok: false, failure: "encoding" });
  assert.equal(await decodeValue(Buffer.from("not deflate at all").toString("base64url")), {
    ok: false,
    failure: "compression",
  });
  const bomb = zlib.deflateRawSync(Buffer.alloc(MAX_INFLATED_BYTES + 1, 32)).toString("base64url");
  assert.ok(bomb.length < 10_000, "a short fragment");
  assert.equal(await decodeValue(bomb), { ok: false, failure: "too-large" });
  const notJson = zlib.deflateRawSync(Buffer.from("{not json")).toString("base64url");
  assert.equal(await decodeValue(notJson), { ok: false, failure: "json" });
});

test("a payload passes only with every part of the right type, as stored results must", () => {
  assert.equal(checkPayload(PAYLOAD), PAYLOAD);
  const bad: Record<string, unknown>[] = [
    { format: 2 },
    { version: "latest" },
    { version: "<b>0.3.6</b>" },
    { name: 42 },
    { name: "x".repeat(1001) },
    { size: -1 },
    { size: 1e308 },
    { size: "12" },
    { full: "no" },
    { omitted: "Title" },
    { omitted: [1] },
    { result: {} },
    { result: { media: { track: ["General"] } } },
    { result: { media: { track: [] } } },
    // Not recognised: a stored "done" entry needs a Format or a track besides General.
    { result: { media: { track: [{ "@type": "General" }] } } },
  ];
  for (const change of bad)
    assert.is(checkPayload({ ...PAYLOAD, ...change }), null, JSON.stringify(change));
  for (const value of [null, "text", [PAYLOAD], 3]) assert.is(checkPayload(value), null);
});

test("a link carries the payload after the prefix, and reading it back checks it", async () => {
  const link = await linkFor("https://example.org/demo/", { ...PAYLOAD, format: 1 });
  assert.ok(link.startsWith(`https://example.org/demo/${SHARE_PREFIX}`));
  const hash = new URL(link).hash;
  assert.equal(await readFragment(hash), { ok: true, payload: PAYLOAD });
  assert.equal(await readFragment(SHARE_PREFIX + fragment({ ...PAYLOAD, size: "big" })), {
    ok: false,
    failure: "shape",
  });
  assert.equal(await readFragment(SHARE_PREFIX + "***"), { ok: false, failure: "encoding" });
});

test("place, device, people, text and dates are offered to leave out; technical fields are not", () => {
  const found = findIdentifying(RESULT).map(({ name, track }) => `${track} ${name}`);
  assert.equal(found, [
    "General Recorded_Location",
    "General Performer",
    "General com_apple_quicktime_model",
    "General com_apple_quicktime_location_ISO6709",
    "Video Title",
  ]);
});

test("leaving fields out removes them wherever they are and keeps everything else", () => {
  const names = new Set(findIdentifying(RESULT).map((field) => field.name));
  const kept = withoutFields(RESULT, names);
  const text = JSON.stringify(kept);
  for (const gone of ["Ada", "Phone 12", "+48.8", "Holiday"]) assert.not.match(text, gone);
  assert.equal(kept.media!.track![0], {
    "@type": "General",
    Format: "MPEG-4",
    Encoded_Library_Date: "2020-01-01",
    extra: { Codec_Tag: "avc1" },
  });
  assert.match(JSON.stringify(RESULT), "Ada", "the original result is untouched");
});

test("tracks pair by type and order; a track only one side has pairs with nothing", () => {
  const a: AnalysisResult = {
    media: {
      track: [{ "@type": "General" }, { "@type": "Audio", n: 1 }, { "@type": "Audio", n: 2 }],
    },
  };
  const b: AnalysisResult = {
    media: { track: [{ "@type": "General" }, { "@type": "Video" }, { "@type": "Audio", n: 3 }] },
  };
  const pairs = pairTracks(a, b).map(({ type, number, left, right }) => [
    type,
    number,
    left?.n,
    right?.n,
  ]);
  assert.equal(pairs, [
    ["General", 1, undefined, undefined],
    ["Audio", 1, 1, 3],
    ["Audio", 2, 2, undefined],
    ["Video", 1, undefined, undefined],
  ]);
  assert.is(pairTracks(a, b)[3].left, undefined);
});

test("fields compare by name (extra apart), absent on one side counts as different", () => {
  const rows = compareTracks(
    { "@type": "Audio", Format: "AAC", Channels: 2, extra: { Format: "x" } },
    { "@type": "Audio", Format: "Opus", Channels: 2, BitRate: 96000 },
  );
  assert.equal(rows, [
    { name: "Format", under: undefined, left: "AAC", right: "Opus", same: false },
    { name: "Channels", under: undefined, left: "2", right: "2", same: true },
    { name: "Format", under: "extra", left: "x", same: false },
    { name: "BitRate", under: undefined, right: "96000", same: false },
  ]);
  assert.equal(
    filterCompared(rows, "opus").map((row) => row.right),
    ["Opus"],
  );
  assert.equal(filterCompared(rows, " CHANNELS ").length, 1);
  assert.equal(filterCompared(rows, "").length, 4);
});

test("a link carries the release that made its result, or none for a result from before releases were recorded", async () => {
  const payload = { ...PAYLOAD, format: 1 as const };
  const link = await linkFor("https://example.org/demo/", payload);
  const read = await readFragment(new URL(link).hash);
  assert.ok(read.ok && read.payload.version === PAYLOAD.version);
  assert.is(entryOf(payload).release, PAYLOAD.version);
  const { version: _, ...unversioned } = payload;
  assert.ok(checkPayload(unversioned), "a payload without a release is shown");
  assert.is("release" in entryOf(unversioned), false);
  for (const version of ["latest", "", 38, null, "0.3", "0.3.6<b>"])
    assert.is(checkPayload({ ...PAYLOAD, version }), null, `version ${JSON.stringify(version)}`);
});

test.run();
