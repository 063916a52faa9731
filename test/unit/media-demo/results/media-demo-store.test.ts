// Persistence of demo results under localStorage `results`, through the site's storage guard in
// happy-dom: round trip, corrupt and foreign data, quota errors and missing storage, never thrown.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { captureConsole, register, reset, unregister } from "../../../helpers/dom.ts";
import {
  loadResults,
  parseResults,
  saveResults,
} from "../../../../components/media-demo/results/persistence.ts";
import { STORAGE_KEYS } from "../../../../contract/index.js";
import {
  entryFromFailure,
  entryFromResult,
} from "../../../../components/media-demo/results/result-shape.ts";
import { unreadableNotice } from "../../../../components/media-demo/results/saved-results-notices.ts";
import { resetStorageWarning } from "../../../../components/runtime/storage.ts";

const test = suite("demo results store");
test.before(() => register());
test.after(() => unregister());
test.before.each(() => reset());

/** Runs `body` with window.localStorage replaced by `storage` (or throwing when it is null). */
async function withStorage(storage: Partial<Storage> | null, body: () => void): Promise<void> {
  const descriptor = Object.getOwnPropertyDescriptor(window, "localStorage")!;
  const get = () => {
    if (!storage) throw new DOMException("blocked", "SecurityError");
    return storage;
  };
  Object.defineProperty(window, "localStorage", { configurable: true, get });
  resetStorageWarning();
  try {
    await captureConsole("warn", () => captureConsole("error", body));
  } finally {
    Object.defineProperty(window, "localStorage", descriptor);
  }
}

const older = entryFromResult(
  { id: "aold", name: "a.mp4", size: 10, full: false, at: 100 },
  { media: { track: [{ "@type": "General", Format: "MPEG-4" }] } },
  3,
);
const newer = entryFromFailure(
  { id: "bnew", name: "b.bin", size: 20, full: true, at: 200 },
  "cancelled",
  "Cancelled",
);

test("saves an id → entry map and loads it back newest first", () => {
  assert.is(saveResults([older, newer]), "saved");
  const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.demoResults)!);
  assert.equal(Object.keys(stored), ["aold", "bnew"]);
  assert.is(stored.aold.name, "a.mp4");
  const { entries, unreadable } = loadResults();
  assert.is(unreadable, 0);
  assert.equal(
    entries.map((entry) => entry.id),
    ["bnew", "aold"],
  );
  assert.equal(entries[1], older);
});

test("nothing stored is an empty list without a notice; no storage says so", async () => {
  assert.equal(loadResults(), { entries: [], unreadable: 0, available: true });
  await withStorage(null, () =>
    assert.equal(loadResults(), { entries: [], unreadable: 0, available: false }),
  );
});

test("an unreadable stored value is discarded as a whole", () => {
  for (const raw of ["{not json", "[]", "42", "null"])
    assert.equal(parseResults(raw), { entries: [], unreadable: "all" }, raw);
});

test("one bad entry is dropped alone and counted; the valid ones are kept", () => {
  const foreign = [
    { x: { name: "a", collapsed: "no" } },
    { x: { name: "a", collapsed: 0 } },
    { x: { ...older, status: "done", result: null } },
    { x: { name: 3 } },
    { x: { ...older, id: "x", size: 1e308 } },
    { x: { ...older, id: "x", size: -1 } },
    { x: { ...older, id: "x", ms: "fast" } },
    { x: { ...older, id: "x", result: {} } },
    { x: { ...older, id: "x", result: { media: { track: [] } } } },
    { x: { ...older, id: "x", result: { media: { track: ["General"] } } } },
    { x: { ...older, id: "x", result: { media: { track: [{ Format: "MPEG-4" }] } } } },
  ];
  for (const bad of foreign) {
    const { entries, unreadable } = parseResults(
      JSON.stringify({ aold: older, ...bad, bnew: newer }),
    );
    assert.equal(
      entries.map((entry) => entry.id),
      ["bnew", "aold"],
      JSON.stringify(bad),
    );
    assert.is(unreadable, 1);
  }
  const two = parseResults(JSON.stringify({ p: 1, aold: older, q: "x" }));
  assert.equal([two.entries.map((entry) => entry.id), two.unreadable], [["aold"], 2]);
});

test("an entry's release is kept; one without (saved before releases were recorded) loses nothing; a malformed one is dropped", () => {
  const made = (release: unknown) => ({
    name: "a.mp3",
    size: 709,
    status: "done",
    ms: 3,
    at: 1,
    full: false,
    collapsed: false,
    ...(release === undefined ? {} : { release }),
    result: { media: { track: [{ "@type": "General", Format: "MPEG Audio" }] } },
  });
  const { entries, unreadable } = parseResults(
    JSON.stringify({ a: made("9.8.0"), b: made(undefined), c: made(38), d: made("latest") }),
  );
  assert.equal(
    entries.map((entry) => [entry.id, entry.release]),
    [
      ["a", "9.8.0"],
      ["b", undefined],
    ],
  );
  assert.equal(entries[1], { ...made(undefined), id: "b" }, "nothing of the older entry is lost");
  assert.is(unreadable, 2);
});

test("the unreadable notice says others are kept only when some were", () => {
  assert.is(unreadableNotice(0, 3), null);
  assert.is(unreadableNotice("all", 0), "Saved results could not be read and were discarded.");
  assert.is(unreadableNotice(1, 0), "1 saved result could not be read and was removed.");
  assert.is(unreadableNotice(2, 0), "2 saved results could not be read and were removed.");
  assert.is(
    unreadableNotice(1, 1),
    "1 saved result could not be read and was removed; the other one is kept.",
  );
  assert.is(
    unreadableNotice(3, 2),
    "3 saved results could not be read and were removed; the others are kept.",
  );
});

test("results saved by the previous demo ({...result, name, collapsed}) are kept, in stored order", () => {
  const legacy = {
    k1: {
      creatingLibrary: { name: "MediaInfoLib" },
      media: { track: [{ "@type": "General", Format: "PNG", FileSize: "469" }] },
      name: "new.png",
      collapsed: false,
    },
    k2: { media: { track: [{ "@type": "General" }] }, name: "old.bin", collapsed: true },
  };
  const { entries, unreadable } = parseResults(JSON.stringify(legacy));
  assert.is(unreadable, 0);
  assert.equal(
    entries.map((entry) => [entry.id, entry.name, entry.status, entry.size]),
    [
      ["k1", "new.png", "done", 469],
      ["k2", "old.bin", "unrecognised", 0],
    ],
  );
  assert.equal(entries[0].result, {
    creatingLibrary: { name: "MediaInfoLib" },
    media: legacy.k1.media,
  });
});

test("a full quota is reported as quota, other write failures and blocked storage as unavailable, never thrown", async () => {
  const quota = {
    getItem: () => null,
    setItem: () => {
      throw Object.assign(new Error("exceeded"), { name: "QuotaExceededError" });
    },
  };
  await withStorage(quota, () => assert.is(saveResults([older]), "quota"));
  const other = {
    getItem: () => null,
    setItem: () => {
      throw new Error("SecurityError");
    },
  };
  await withStorage(other, () => assert.is(saveResults([older]), "unavailable"));
  await withStorage(null, () => assert.is(saveResults([older]), "unavailable"));
});

test.run();
