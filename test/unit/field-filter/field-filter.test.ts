// The field filter's matching rules and status line.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { fieldMatches, matchStatus, trackMatches } from "../../../components/field-filter/match.ts";

test("a query matches part of the name or of the description, in any case", () => {
  assert.ok(fieldMatches("FrameRate_M", "FrameRate_Mode", ""));
  assert.ok(fieldMatches("FrameRate_M", "FrameRate_Mode_Original", ""));
  assert.not.ok(fieldMatches("FrameRate_M", "FrameRate", "Frame rate in frames per second"));
  assert.ok(fieldMatches("chroma", "ChromaSubsampling", ""));
  assert.ok(fieldMatches("PER SECOND", "FrameRate", "Frame rate in frames per second"));
  assert.ok(
    fieldMatches("  bitrate_nominal ", "BitRate_Nominal", ""),
    "surrounding spaces are ignored",
  );
  assert.not.ok(fieldMatches("xyz", "Duration", "Play time of the stream, in s (ms for text)"));
});

test("an empty query matches everything", () => {
  assert.ok(fieldMatches("", "Duration", ""));
  assert.ok(fieldMatches("   ", "Duration", ""));
});

test("the status says how many match, or that none does, and nothing without a query", () => {
  assert.is(matchStatus("", 729, 729), "");
  assert.is(matchStatus("frame", 12, 729), "12 of 729 fields match.");
  assert.is(matchStatus("FrameRate_Mode_O", 1, 729), "1 of 729 fields matches.");
  assert.is(matchStatus(" qqq ", 0, 729), "No field matches “qqq”.");
});

test("a track type narrows to the fields that track type has, and the status names it", () => {
  assert.ok(trackMatches("", ["Audio"]));
  assert.ok(trackMatches("Video", ["Menu", "Video"]));
  assert.not.ok(trackMatches("Image", ["Menu", "Video"]));
  assert.is(matchStatus("", 40, 499, "Image"), "40 of 499 fields match on Image tracks.");
  assert.is(matchStatus("", 0, 499, "Image"), "No field is on Image tracks.");
  assert.is(matchStatus("qqq", 0, 499, "Menu"), "No field on Menu tracks matches “qqq”.");
});

test.run();
