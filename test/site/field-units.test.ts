// The built pages show each unit correction (site/_data/fieldUnitCorrections.json): our text, with
// MediaInfoLib's own text beside it, marked as theirs, in the field index, on the track pages and
// in the descriptions the demo fetches.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { builtPage, SITE_DIR } from "../helpers/built-site.ts";
import { FIELD_INDEX_URL } from "../../contract/routes.js";

const { upstreamLabel, corrections } = JSON.parse(
  fs.readFileSync("site/_data/fieldUnitCorrections.json", "utf8"),
);
type Correction = { field: string; tracks: string[]; upstreamSays: string; description: string };

test("the field index shows each corrected description and keeps MediaInfoLib's, marked", () => {
  const { document } = builtPage(FIELD_INDEX_URL);
  for (const item of corrections as Correction[]) {
    const cell = document.getElementById(item.field)!;
    assert.match(cell.textContent!, item.description, item.field);
    const marks = [...cell.querySelectorAll(".field-upstream")].map((mark) => mark.textContent!);
    assert.ok(
      marks.some((mark) => mark.startsWith(upstreamLabel) && mark.includes(item.upstreamSays)),
      `${item.field}: ${marks.join(" | ")}`,
    );
  }
  const delay = document.getElementById("Delay")!.textContent!;
  assert.match(delay, "Delay fixed in the stream (relative), in seconds");
  assert.match(delay, `${upstreamLabel} Delay fixed in the stream (relative), in ms`);
});

test("each track page gives the corrected text, then MediaInfoLib's marked", () => {
  for (const item of corrections as Correction[]) {
    for (const track of item.tracks) {
      const { document } = builtPage(`/api/interface/${track}Track/`);
      const section = document.getElementById(item.field)!;
      const paragraphs = [...section.querySelectorAll(":scope > p")].map((p) =>
        p.textContent!.trim(),
      );
      const ours = paragraphs.indexOf(item.description);
      assert.ok(ours >= 0, `${track}.${item.field}: ${paragraphs.join(" | ")}`);
      const theirs = section.querySelector(".field-upstream")!.textContent!;
      assert.ok(theirs.startsWith(upstreamLabel) && theirs.includes(item.upstreamSays), theirs);
    }
  }
});

test("the demo's field descriptions carry the corrected text and MediaInfoLib's, marked", () => {
  const assets = fs.readdirSync(path.join(SITE_DIR, "assets"));
  const file = assets.find((name) => /^field-descriptions\.\w+\.json$/.test(name))!;
  const byTrack = JSON.parse(fs.readFileSync(path.join(SITE_DIR, "assets", file), "utf8"));
  for (const item of corrections as Correction[])
    for (const track of item.tracks) {
      const text: string = byTrack[track][item.field];
      assert.ok(text.startsWith(`${item.description} (${upstreamLabel} `), text);
    }
});

test.run();
