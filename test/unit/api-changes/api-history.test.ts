// The API history's extractor and differ, on three small declaration files standing for releases
// (test/fixtures/api-history): what appeared, changed type and went away, the options followed
// across the interface's rename, fields read from 0.2's one track type and 0.3's track types, the
// ranges for releases that could not be read, and the same file for the same input.
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  buildHistory,
  eventsOf,
  splitSurface,
} from "../../../components/api-reference/build/history.js";
import { apiSurface } from "../../../components/api-reference/build/api-surface.js";
import {
  changesBetween,
  historyAt,
  historyKey,
  notesOf,
  noteText,
  stateAt,
  whenLabel,
  type History,
} from "../../../contract/api-history.js";

const FIXTURES = path.resolve("test/fixtures/api-history");
const packages = ["0.1.0", "0.2.0", "0.3.0"].map((release) => ({
  release,
  dir: path.join(FIXTURES, release),
}));
const built = buildHistory(packages);
const history: History = { documented: "0.3.0", untyped: [], missing: [], ...built };

test("a release splits into API, options (whatever the interface is called) and fields", () => {
  const old = splitSurface(apiSurface(path.join(FIXTURES, "0.1.0")));
  assert.ok(old.api.has("MediaInfoOptions.format") && old.options.has("format"));
  assert.is(old.fields.size, 0, "0.1 typed a track as any record");
  const current = splitSurface(apiSurface(path.join(FIXTURES, "0.3.0")));
  assert.equal([...current.fields.keys()].sort(), ["@type", "Duration", "Width"]);
  assert.is(
    current.fields.get("@type"),
    '"General" | "Video"',
    "the track types' own literal types, as one union",
  );
  assert.is(current.fields.get("Duration"), "number (optional)");
  assert.not.ok(current.api.has("VideoTrack.Width"), "track members are fields, not API");
  assert.ok(current.api.has("VideoTrack"), "the track type itself is API");
});

test("events say when each item appeared, changed type or went away", () => {
  assert.equal(history.api["MediaInfo.reset"], [["0.3.0", "() => void"]]);
  assert.equal(history.api.MediaInfoOptions, [
    ["0.1.0", "interface"],
    ["0.2.0", null],
  ]);
  assert.equal(history.options.full, [["0.2.0", "boolean (optional)"]]);
  assert.equal(
    history.options.format,
    [["0.1.0", "string (optional)"]],
    "the rename does not make the option new",
  );
  assert.equal(history.fields.Duration, [
    ["0.2.0", "string (optional)"],
    ["0.3.0", "number (optional)"],
  ]);
  assert.equal(history.fields.Codec, [
    ["0.2.0", "string (optional)"],
    ["0.3.0", null],
  ]);
  assert.equal(history.fields.Width, [["0.3.0", "number (optional)"]]);
  assert.equal(
    eventsOf([
      { release: "1", items: new Map([["a", "x"]]) },
      { release: "2", items: new Map() },
      { release: "3", items: new Map([["a", "y"]]) },
    ]),
    {
      a: [
        ["1", "x"],
        ["2", null],
        ["3", "y"],
      ],
    },
    "an item that comes back has both events",
  );
});

test("notes: since when (not for the first release read), changed in, removed", () => {
  assert.is(noteText(notesOf(history, ...historyKey("MediaInfo", "reset"))), "Since 0.3.0");
  assert.is(
    noteText(notesOf(history, ...historyKey("MediaInfo", "inform"))),
    null,
    "there from the first release read",
  );
  assert.is(
    noteText(notesOf(history, ...historyKey("MediaInfoFactoryOptions", "full"))),
    "Since 0.2.0",
  );
  assert.is(
    noteText(notesOf(history, ...historyKey("VideoTrack", "Duration"))),
    "Changed in 0.3.0",
    "fields start with the first release that typed them",
  );
  assert.is(noteText(notesOf(history, ...historyKey("VideoTrack", "Width"))), "Since 0.3.0");
  assert.is(notesOf(history, "fields", "Codec")?.removed, "0.3.0");
  const gaps = { ...history, missing: ["0.2.1", "0.2.2"] };
  assert.is(
    whenLabel(gaps, "api", "0.3.0"),
    "0.2.1–0.3.0",
    "releases that could not be read make a range",
  );
  assert.is(whenLabel(gaps, "api", "0.2.0"), "0.2.0");
});

test("the state at a release and the changes between two", () => {
  assert.equal([...stateAt(history.fields, "0.2.0").keys()].sort(), ["@type", "Codec", "Duration"]);
  assert.equal(changesBetween(history.fields, "0.2.0", "0.3.0"), {
    added: ["Width"],
    removed: ["Codec"],
    changed: [{ name: "Duration", from: "string (optional)", to: "number (optional)" }],
  });
  assert.equal(changesBetween(history.api, "0.1.0", "0.1.0"), {
    added: [],
    removed: [],
    changed: [],
  });
  assert.equal(
    history.fields["@type"].length,
    1,
    "the same union from 0.2's one track type and 0.3's track types is no change",
  );
});

test("the history at an older release names no later release: no later change, removal or item", () => {
  const at = historyAt({ ...history, missing: ["0.2.1"] }, "0.2.0");
  assert.is(at.documented, "0.2.0");
  assert.equal(at.releases, ["0.1.0", "0.2.0"]);
  assert.equal(at.missing, [], "a later unread release makes no range");
  assert.is(
    noteText(notesOf(at, ...historyKey("VideoTrack", "Duration"))),
    null,
    "changed in 0.3.0, after the release: no note",
  );
  assert.is(
    notesOf(at, "fields", "Codec")?.removed,
    null,
    "removed in 0.3.0: still there at 0.2.0",
  );
  assert.is(notesOf(at, "fields", "Width"), null, "new in 0.3.0: not in the history at 0.2.0");
  assert.is(noteText(notesOf(at, ...historyKey("MediaInfoFactoryOptions", "full"))), "Since 0.2.0");
  assert.equal(historyAt(history, "0.3.0"), history, "at the last release read it is the whole");
});

test("the same releases give the same history, byte for byte", () => {
  assert.is(JSON.stringify(buildHistory(packages)), JSON.stringify(built));
  assert.equal(Object.keys(built.api), Object.keys(built.api).sort(), "items sorted by name");
});

test.run();
