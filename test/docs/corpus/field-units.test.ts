// The units the field descriptions on our pages state ("in ms", "in bytes", …) are the units of
// the values the documented mediainfo.js really gives: every file of the corpus is analysed under
// Node.js 20, Node.js 22 and in Chromium (which must agree) and each value with a stated unit is
// measured against its display string ("1 s 480 ms").
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { tracksEverywhere } from "./corpus-everywhere.ts";
import type { TracksRun } from "./corpus-runs.ts";
import { measuredUnit, once, statedUnit, type Unit } from "./field-units.ts";
import { builtPage } from "../../helpers/built-site.ts";
import { FIELD_INDEX_URL } from "../../../contract/routes.js";

type Description = { text: string; upstream?: string; tracks: string[] };

let runs: TracksRun[] = [];
test.before(async () => {
  runs = await tracksEverywhere();
});
const catalogue: { name: string; descriptions: Description[] }[] = JSON.parse(
  fs.readFileSync("site/api/fields.json", "utf8"),
);
const { corrections } = JSON.parse(fs.readFileSync("site/_data/fieldUnitCorrections.json", "utf8"));

/** "Audio.Delay" → the description text `pick` chooses for that track type and field. */
function descriptions(pick: (description: Description) => string) {
  const byKey = new Map<string, string>();
  for (const field of catalogue)
    for (const description of field.descriptions)
      for (const track of description.tracks)
        byKey.set(`${track.replace(/Track$/, "")}.${field.name}`, pick(description));
  return byKey;
}

/** Each measured value whose unit is not the one its description states, by "Type.Field". */
function contradictions(texts: Map<string, string>) {
  const found = new Map<string, string>();
  let measured = 0;
  for (const { file, tracks } of runs)
    for (const track of tracks)
      for (const field of Object.keys(track)) {
        const key = `${track["@type"]}.${field}`;
        const stated = statedUnit(texts.get(key) ?? "");
        const unit = stated && measuredUnit(track, field, stated);
        if (!unit) continue;
        measured += 1;
        if (unit !== stated)
          found.set(key, `says ${stated}, measured ${unit} (${file}: ${String(track[field])})`);
      }
  return { found, measured };
}

test("every unit a description on our pages states is the unit measured on the corpus", () => {
  const { found, measured } = contradictions(descriptions((description) => description.text));
  assert.ok(measured > 200, `only ${measured} values with a stated unit were measured`);
  assert.equal(
    [...found].map(([key, why]) => `${key}: ${why}`),
    [],
  );
});

test("MediaInfoLib's own texts contradict the measurement exactly where we correct them", () => {
  const upstream = descriptions((description) => description.upstream ?? description.text);
  const { found } = contradictions(upstream);
  const corrected = corrections.flatMap((item: { field: string; tracks: string[] }) =>
    item.tracks.map((track) => `${track}.${item.field}`),
  );
  assert.equal([...found.keys()].sort(), corrected.sort());
  for (const item of corrections)
    for (const track of item.tracks)
      assert.match(found.get(`${track}.${item.field}`)!, `measured ${item.unit} `);
});

test("the measurement reads units from display strings and sizes, and leaves zeros unmeasured", () => {
  const general = runs.find((run) => run.full && run.file === "moov-at-end.mp4")!.tracks[0];
  assert.is(measuredUnit(general, "Duration", "ms"), "s");
  assert.is(measuredUnit(general, "FileSize", "bytes"), "bytes");
  assert.is(measuredUnit(general, "HeaderSize", "bytes"), "bytes");
  assert.is(measuredUnit({ Delay: 0, Delay_String3: "00:00:00.000" }, "Delay", "ms"), null);
  assert.is(measuredUnit({ Delay: 7, Delay_String: "7 ms" }, "Delay", "s"), "ms");
  // A value the library repeats is measured once; different values stay unmeasurable.
  assert.is(once("2 s 21 ms / 2 s 21 ms"), "2 s 21 ms");
  assert.is(measuredUnit({ D: 2.021, D_String: "2 s 21 ms / 2 s 21 ms" }, "D", "ms"), "s");
  assert.is(measuredUnit({ D: 2.021, D_String: "2 s 21 ms / 1 s" }, "D", "ms"), null);
});

test("each unit the common-fields table shows is the unit of every corpus value of that field", () => {
  const rows = [...builtPage(FIELD_INDEX_URL).document.querySelectorAll(".common-fields tbody tr")];
  assert.ok(rows.length >= 15, `${rows.length} common fields`);
  const wrong: string[] = [];
  let measured = 0;
  for (const row of rows) {
    const field = row.querySelector("th a")!.textContent!;
    const type = row.querySelector("th small")!.textContent!.split(" · ")[0];
    const text = row.querySelector("td")!.textContent!.trim();
    const shown = text === "–" ? null : (text as Unit);
    for (const { file, tracks } of runs)
      for (const track of tracks.filter((candidate) => candidate["@type"] === type)) {
        // A unit shown must be the measured one; "–" (none) must not have a measurable unit.
        const unit = shown && measuredUnit(track, field, shown);
        if (unit) measured += 1;
        if (unit && unit !== shown)
          wrong.push(`${type}.${field}: shows ${shown}, ${file} gives ${unit}`);
        if (!shown && unitOfDisplay(track, field))
          wrong.push(
            `${type}.${field}: shows no unit, ${file} displays ${track[`${field}_String`]}`,
          );
      }
  }
  assert.ok(measured > 20, `only ${measured} values measured`);
  assert.equal(wrong, []);
});

/** True when the field's display string carries a unit the measurement knows (e.g. "25.000 FPS"). */
function unitOfDisplay(track: Record<string, unknown>, field: string) {
  const units: Unit[] = ["s", "bytes", "bit/s", "Hz", "pixels", "fps", "bits", "degrees"];
  return units.some((unit) => measuredUnit(track, field, unit) !== null);
}

test.run();
