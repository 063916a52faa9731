// Fields as search results: the records added to the Pagefind index.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { fieldSearchRecords } from "../../../components/search/build/field-records.js";
import { nameWords } from "../../../components/search/field-names.js";

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
  const [single, shared] = fieldSearchRecords([
    record("Width", ["VideoTrack"]),
    record("Duration", ["AudioTrack", "VideoTrack"]),
  ]);
  assert.is(single.url, "/api/interface/VideoTrack/#Width");
  assert.is(shared.url, "/api/fields/#Duration");
  assert.equal(shared.meta, { title: "Duration", tracks: "AudioTrack, VideoTrack" });
  assert.equal(shared.filters, { kind: ["field"], scope: ["API"] });
  assert.match(shared.content, "Duration. Duration. About Duration");
});

test.run();
