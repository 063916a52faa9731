// Fields as search results (issue #22): the records added to the Pagefind index, and the ranking
// that puts a field whose name the query starts ahead of pages that mention it.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { fieldSearchRecords, nameWords } from "../../eleventy/field-search.js";
import { fieldsNamed, type PageResult } from "../../components/search/pagefind.ts";

const record = (name: string, tracks: string[]) => ({
  name,
  type: "string",
  tracks: tracks.map((track) => ({ track, href: `/api/interface/${track}/#${name}` })),
  descriptions: [{ text: `About ${name}`, tracks }],
});

test("field names are also indexed as words, since the tokenizer keeps underscored names whole", () => {
  assert.is(nameWords("FrameRate_Mode_Original"), "Frame Rate Mode Original");
  assert.is(nameWords("@typeorder"), "typeorder");
  assert.is(nameWords("BitRate_Nominal"), "Bit Rate Nominal");
});

test("a record links to the field's entry when one track type has it, else to its row on the field index", () => {
  const [single, shared] = fieldSearchRecords([record("Width", ["VideoTrack"]), record("Duration", ["AudioTrack", "VideoTrack"])]);
  assert.is(single.url, "/api/interface/VideoTrack/#Width");
  assert.is(shared.url, "/api/fields/#Duration");
  assert.equal(shared.meta, { title: "Duration", tracks: "AudioTrack, VideoTrack" });
  assert.equal(shared.filters, { kind: ["field"], scope: ["API"] });
  assert.match(shared.content, "Duration. Duration. About Duration");
});

test("a name the query starts comes first: exact name, then shorter names; other fields are left out", () => {
  const result = (title: string): PageResult => ({ url: `/x/#${title}`, title, excerpt: "", subResults: [] });
  const fields = ["FrameRate_Maximum", "FrameRate_Mode_Original", "FrameRate", "FrameRate_Mode", "Format"].map(result);
  assert.equal(fieldsNamed("FrameRate_M", fields).map((field) => field.title), ["FrameRate_Mode", "FrameRate_Maximum", "FrameRate_Mode_Original"]);
  assert.equal(fieldsNamed("framerate_mode", fields).map((field) => field.title), ["FrameRate_Mode", "FrameRate_Mode_Original"]);
  assert.equal(fieldsNamed(" FrameRate ", fields)[0].title, "FrameRate");
  assert.equal(fieldsNamed("rate", fields), []);
});

test.run();
