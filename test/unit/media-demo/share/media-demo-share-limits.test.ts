// Hostile and clumsy shared links without a browser: fragments too long to be a result, trailing
// punctuation from chat apps, results larger or deeper than MediaInfo's, and walks over deeply
// nested data that must neither overflow the stack nor copy what they cannot check.
import crypto from "node:crypto";
import zlib from "node:zlib";
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  decodeValue,
  MAX_FRAGMENT_LENGTH,
  MAX_INFLATED_BYTES,
} from "../../../../components/media-demo/share/share-codec.ts";
import {
  failureText,
  linkFor,
  readFragment,
} from "../../../../components/media-demo/share/shared-payload.ts";
import { SHARE_PREFIX } from "../../../../components/media-demo/share/share-link.ts";
import {
  boundsProblem,
  MAX_DEPTH,
  MAX_FIELDS_PER_TRACK,
  MAX_TRACKS,
} from "../../../../components/media-demo/share/result-bounds.ts";
import {
  findIdentifying,
  withoutFields,
} from "../../../../components/media-demo/share/identifying-fields.ts";
import type {
  AnalysisResult,
  Track,
} from "../../../../components/media-demo/results/result-shape.ts";

const payload = (result: unknown) => ({
  format: 1,
  name: "clip.mp4",
  size: 1000,
  full: false,
  omitted: [],
  result,
});
const GENERAL = { "@type": "General", Format: "MPEG-4" };
/** The fragment of `value`; its `result` goes in as JSON text, which may nest past stringify's reach. */
const hashOf = (value: unknown, resultJson?: string) => {
  const json = resultJson
    ? JSON.stringify(value).replace('"result":null', `"result":${resultJson}`)
    : JSON.stringify(value);
  return SHARE_PREFIX + zlib.deflateRawSync(json).toString("base64url");
};
/** A result whose track's `extra` nests `levels` objects, as JSON text. */
const deepJson = (levels: number) =>
  `{"media":{"track":[{"@type":"General","Format":"MPEG-4","extra":${'{"level":'.repeat(levels)}{}${"}".repeat(levels)}}]}}`;

/** A track whose `extra` holds objects nested `levels` deep, built without recursion. */
function nested(levels: number): Track {
  let inner: Record<string, unknown> = { Comment: "deep down" };
  for (let i = 0; i < levels; i++) inner = { level: inner };
  return { "@type": "General", Format: "MPEG-4", Title: "Holiday", extra: inner };
}

test("a fragment longer than any result within the cap could deflate to is refused unread", async () => {
  // Data that does not compress is deflate's worst case.
  const worst = zlib.deflateRawSync(crypto.randomBytes(MAX_INFLATED_BYTES));
  assert.ok(worst.toString("base64url").length <= MAX_FRAGMENT_LENGTH, "the worst case fits");
  assert.ok(MAX_FRAGMENT_LENGTH > 300 * 8000, "far longer than the longest link offered");
  assert.equal(await decodeValue("A".repeat(MAX_FRAGMENT_LENGTH + 1)), {
    ok: false,
    failure: "too-long",
  });
});

test("a zip bomb stops at the cap without inflating the rest", async () => {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on("end", resolve));
  const mebibyte = Buffer.alloc(1024 * 1024, " ");
  for (let i = 0; i < 256; i++)
    if (!deflate.write(mebibyte)) await new Promise((resolve) => deflate.once("drain", resolve));
  deflate.end();
  await ended;
  const started = performance.now();
  const decoded = await decodeValue(Buffer.concat(parts).toString("base64url"));
  assert.equal(decoded, { ok: false, failure: "too-large" });
  assert.ok(performance.now() - started < 2000, "refused in well under the time to inflate it");
});

test("punctuation a chat app glues to a link is trimmed; the link still opens", async () => {
  const link = await linkFor("https://example.org/demo/", {
    ...payload({ media: { track: [GENERAL] } }),
    format: 1,
  } as any);
  const hash = new URL(link).hash;
  for (const tail of [
    ").",
    ")",
    ".",
    ",",
    "=",
    "==",
    "===",
    "),",
    "!",
    "?",
    "'",
    '"',
    "%22",
    "]",
  ]) {
    const read = await readFragment(hash + tail);
    assert.ok(read.ok, `with ${JSON.stringify(tail)}: ${JSON.stringify(read)}`);
  }
  assert.equal(await readFragment(hash.slice(0, -3) + "*" + hash.slice(-2)), {
    ok: false,
    failure: "encoding",
  });
});

test("results larger or deeper than MediaInfo's are refused, naming the limit", async () => {
  const many = Array.from({ length: MAX_TRACKS + 1 }, () => GENERAL);
  const wide: Track = { ...GENERAL };
  for (let i = 0; i <= MAX_FIELDS_PER_TRACK; i++) wide[`Field${i}`] = i;
  const cases: [string, string][] = [
    [JSON.stringify({ media: { track: many } }), `it has ${MAX_TRACKS + 1} tracks`],
    [
      JSON.stringify({ media: { track: [GENERAL, wide] } }),
      `track 2 has more than ${MAX_FIELDS_PER_TRACK} fields`,
    ],
    [deepJson(MAX_DEPTH - 4), `nested more than ${MAX_DEPTH} levels deep`],
    [deepJson(100_000), `nested more than ${MAX_DEPTH} levels deep`],
  ];
  for (const [result, words] of cases) {
    const read = await readFragment(hashOf(payload(null), result));
    assert.is(read.ok, false);
    if (read.ok) continue;
    assert.is(read.failure, "bounds");
    assert.match(failureText(read), "its result is larger than any MediaInfo result (");
    assert.match(failureText(read), words);
  }
  const edge = JSON.parse(deepJson(MAX_DEPTH - 5));
  assert.is(boundsProblem(edge), null, "a result at the limits passes");
  assert.ok((await readFragment(hashOf(payload(edge)))).ok);
});

test("the privacy walks stay within the depth any kept result has and never overflow", () => {
  const deep: AnalysisResult = { media: { track: [nested(100_000)] } };
  const found = findIdentifying(deep).map((field) => field.name);
  assert.equal(found, ["Title"]);
  const shared = withoutFields(deep, new Set(found));
  assert.not.match(JSON.stringify(shared), "Holiday");
  assert.not.match(JSON.stringify(shared), "deep down", "what it cannot check is left out");
});

test.run();
