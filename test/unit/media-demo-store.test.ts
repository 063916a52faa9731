// Persistence of demo results under localStorage `results`: round trip, corrupt and foreign data,
// quota errors and missing storage, all without throwing.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadResults, saveResults, STORAGE_KEY } from "../../components/media-demo/persistence.ts";
import { entryFromFailure, entryFromResult } from "../../components/media-demo/result-shape.ts";

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[STORAGE_KEY, initial]]);
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

const older = entryFromResult({ id: "aold", name: "a.mp4", size: 10, full: false, at: 100 }, { media: { track: [{ "@type": "General", Format: "MPEG-4" }] } }, 3);
const newer = entryFromFailure({ id: "bnew", name: "b.bin", size: 20, full: true, at: 200 }, "cancelled", "Cancelled");

test("saves an id → entry map and loads it back newest first", () => {
  const storage = memoryStorage();
  assert.is(saveResults(storage, [older, newer]), "saved");
  const stored = JSON.parse(storage.data.get(STORAGE_KEY)!);
  assert.equal(Object.keys(stored), ["aold", "bnew"]);
  assert.is(stored.aold.name, "a.mp4");
  const { entries, unreadable } = loadResults(storage);
  assert.is(unreadable, 0);
  assert.equal(entries.map((entry) => entry.id), ["bnew", "aold"]);
  assert.equal(entries[1], older);
});

test("nothing stored is an empty list without a notice; no storage says so", () => {
  assert.equal(loadResults(memoryStorage()), { entries: [], unreadable: 0, available: true });
  assert.equal(loadResults(null), { entries: [], unreadable: 0, available: false });
});

test("an unreadable stored value is discarded as a whole", () => {
  for (const raw of ["{not json", "[]", "42", "null"]) assert.equal(loadResults(memoryStorage(raw)), { entries: [], unreadable: "all", available: true }, raw);
});

test("one bad entry is dropped alone and counted; the valid ones are kept (issue #18)", () => {
  const foreign = [
    { x: { name: "a", collapsed: "no" } },
    { x: { name: "a", collapsed: 0 } },
    { x: { ...older, status: "done", result: null } },
    { x: { name: 3 } },
  ];
  for (const bad of foreign) {
    const { entries, unreadable } = loadResults(memoryStorage(JSON.stringify({ aold: older, ...bad, bnew: newer })));
    assert.equal(entries.map((entry) => entry.id), ["bnew", "aold"], JSON.stringify(bad));
    assert.is(unreadable, 1);
  }
  const two = loadResults(memoryStorage(JSON.stringify({ p: 1, aold: older, q: "x" })));
  assert.equal([two.entries.map((entry) => entry.id), two.unreadable], [["aold"], 2]);
});

test("results saved by the previous demo ({...result, name, collapsed}) are kept, in stored order", () => {
  const legacy = {
    k1: { creatingLibrary: { name: "MediaInfoLib" }, media: { track: [{ "@type": "General", Format: "PNG", FileSize: "469" }] }, name: "new.png", collapsed: false },
    k2: { media: { track: [{ "@type": "General" }] }, name: "old.bin", collapsed: true },
  };
  const { entries, unreadable } = loadResults(memoryStorage(JSON.stringify(legacy)));
  assert.is(unreadable, 0);
  assert.equal(entries.map((entry) => [entry.id, entry.name, entry.status, entry.size]), [["k1", "new.png", "done", 469], ["k2", "old.bin", "unrecognised", 0]]);
  assert.equal(entries[0].result, { creatingLibrary: { name: "MediaInfoLib" }, media: legacy.k1.media });
});

test("a storage that throws on read gives an empty list and counts as unavailable", () => {
  const throwing = { getItem: () => { throw new Error("SecurityError"); }, setItem: () => {} };
  assert.equal(loadResults(throwing), { entries: [], unreadable: 0, available: false });
});

test("a full quota is reported as quota, other write failures as unavailable, never thrown", () => {
  const quota = { getItem: () => null, setItem: () => { throw Object.assign(new Error("exceeded"), { name: "QuotaExceededError" }); } };
  assert.is(saveResults(quota, [older]), "quota");
  const other = { getItem: () => null, setItem: () => { throw new Error("SecurityError"); } };
  assert.is(saveResults(other, [older]), "unavailable");
  assert.is(saveResults(null, [older]), "unavailable");
});

test.run();
