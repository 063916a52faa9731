// The search box's ranking rules on plain values: synonyms, merged runs with the phrase weight,
// sections by score, named symbols and fields, and "did you mean" from the vocabulary.
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  bySectionScore,
  focusedScore,
  mergeRuns,
  phraseOf,
  queryVariants,
  type RankingData,
} from "../../../components/search/ranking.ts";
import { namedResults } from "../../../components/search/named-results.ts";
import { countWords, editDistance, suggest } from "../../../components/search/vocabulary.js";
import { COMMON_FIELDS, SYNONYMS, WEIGHTS } from "../../../components/search/ranking-data.js";

const data: RankingData = {
  synonyms: SYNONYMS,
  weights: WEIGHTS,
  commonFields: COMMON_FIELDS,
  fields: [
    "FrameRate",
    "FrameRate_Mode",
    "FrameRate_Maximum",
    "FrameRate_Mode_Original",
    "PixelAspectRatio",
    "DisplayAspectRatio",
    "Format",
    "Inform",
    "Duration_LastFrame",
    "Duration",
  ].map((name) => [name, name === "Inform" ? 1 : 0, name === "Format" ? 0b11 : 0b10]),
  fieldPages: ["/api/fields/", "/api/interface/VideoTrack/"],
  trackTypes: ["AudioTrack", "VideoTrack"],
  symbols: [
    ["inform", "/api/class/MediaInfo/#inform", "In MediaInfo"],
    ["ReadChunkFunc", "/api/#ReadChunkFunc", "In mediainfo.js"],
    ["format", "/api/interface/MediaInfoFactoryOptions/#format", "In MediaInfoFactoryOptions"],
  ],
};
const names = (query: string) => namedResults(query, data).map((match) => match.name);
const hit = (id: string, score: number) => ({ id, score, data: async () => id });

test("a query also runs as each synonym the data knows, whole words only", () => {
  assert.equal(
    queryVariants("CSP header", data).map((variant) => variant.text),
    ["csp header", "content security policy header"],
  );
  assert.equal(
    queryVariants("cspx", data).map((variant) => variant.text),
    ["cspx"],
  );
  assert.equal(
    queryVariants("Node 20", data).map((variant) => [variant.text, variant.weight]),
    [
      ["node 20", 1],
      ["node.js 20", WEIGHTS.synonym],
    ],
  );
  assert.is(phraseOf("frame rate"), '"frame rate"');
  assert.is(phraseOf("framerate"), null);
});

test("runs merge by their best weighted score; a phrase match multiplies it", () => {
  const merged = mergeRuns(
    [
      { hits: [hit("a", 10), hit("b", 8)], weight: 1, phrase: false },
      { hits: [hit("c", 12), hit("a", 20)], weight: 0.5, phrase: false },
      { hits: [hit("b", 1)], weight: 1, phrase: true },
    ],
    2,
  );
  assert.equal(
    merged.map((entry) => [entry.id, entry.score]),
    [
      ["b", 16],
      ["a", 10],
      ["c", 6],
    ],
  );
});

test("sections are listed by their share of the matches; a focused page gains", () => {
  const sections = [
    { id: 1, weighted_locations: [{ balanced_score: 1 }] },
    { id: 2, weighted_locations: [{ balanced_score: 5 }, { balanced_score: 4 }] },
    { id: 3 },
  ];
  assert.equal(
    bySectionScore(sections).map((section) => section.id),
    [2, 1, 3],
  );
  assert.is(focusedScore(10, sections, 0.5), 10 * (1 + 0.5 * 0.9));
  assert.is(focusedScore(10, [], 0.5), 10);
});

test("fields are named by their name, its words, its start, or whole words inside it", () => {
  assert.equal(names("frame rate")[0], "FrameRate");
  assert.equal(names("framerate")[0], "FrameRate");
  assert.equal(names("FrameRate_M"), [
    "FrameRate_Mode",
    "FrameRate_Maximum",
    "FrameRate_Mode_Original",
  ]);
  assert.equal(names("duration"), ["Duration", "Duration_LastFrame"]);
  assert.equal(
    names("aspect ratio"),
    ["DisplayAspectRatio", "PixelAspectRatio"],
    "a common field first among equal matches",
  );
  assert.equal(names("fps")[0], "FrameRate", "through a synonym");
  assert.equal(names("rate"), [], "one word inside a name is too vague");
  assert.equal(names("x"), []);
});

test("an API symbol comes before a field matched as well", () => {
  assert.equal(names("inform"), ["inform", "Inform"]);
  assert.equal(names("format"), ["format", "Format"]);
  assert.equal(names("readChunk"), ["ReadChunkFunc"]);
  assert.is(namedResults("inform", data)[0].badge, "In MediaInfo");
  assert.equal(namedResults("Format", data)[1], {
    name: "Format",
    url: "/api/fields/#Format",
    badge: "Field of AudioTrack, VideoTrack",
  });
  assert.equal(namedResults("inform", data)[1], {
    name: "Inform",
    url: "/api/interface/VideoTrack/#Inform",
    badge: "Field of VideoTrack",
  });
});

test("the vocabulary keeps repeated words and the names it is told to keep", () => {
  const counted = countWords(["Frame rate and frame count", "rate of a frame"], new Set(["count"]));
  assert.equal(
    counted,
    { count: 1, frame: 3, rate: 2 },
    "'and' once is dropped, 'of' and 'a' are too short",
  );
  assert.equal(
    Object.keys(counted),
    ["count", "frame", "rate"],
    "sorted, so the file is reproducible",
  );
});

test("a misspelt query gets the closest known words; a known or hopeless one gets none", () => {
  const vocabulary = {
    framerate: 40,
    frame: 50,
    webpack: 12,
    webassembly: 30,
    duration: 80,
    content: 20,
    security: 9,
  };
  assert.is(editDistance("webpak", "webpack"), 1);
  assert.is(editDistance("durtaion", "duration"), 1, "a transposition is one edit");
  assert.is(suggest("framrate", vocabulary), "framerate");
  assert.is(suggest("webpak", vocabulary), "webpack");
  assert.is(suggest("contnet securty", vocabulary), "content security");
  assert.is(suggest("duration", vocabulary), null);
  assert.is(suggest("zzqxjvw", vocabulary), null);
  assert.is(suggest("frame zzqxjvw", vocabulary), null, "every unknown word must have a match");
});

test.run();
