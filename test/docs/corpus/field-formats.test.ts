// The formats the track pages name beside each field ("In the corpus: AVI, MPEG-4") are those of
// the corpus files whose analysis has that field on that track type: every corpus file is analysed
// with the real library under Node.js 20, Node.js 22 and in Chromium (which must agree) and the
// pages are compared with the result.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { formatOf } from "../../../scripts/field-formats.js";
import { corpus } from "../../helpers/corpus.ts";
import { builtPage } from "../../helpers/built-site.ts";
import { tracksEverywhere } from "./corpus-everywhere.ts";
import type { TracksRun } from "./corpus-runs.ts";

const TRACK_TYPES = ["General", "Video", "Audio", "Text", "Image", "Menu", "Other"];
const PREFIX = "In the corpus: ";

let runs: TracksRun[] = [];
test.before(async () => {
  runs = await tracksEverywhere();
});

/** "Video.Duration" → the formats of the corpus files (analysed with `full`) that give it. */
function measured() {
  const formats = new Map<string, Set<string>>();
  for (const { tracks } of runs.filter((run) => run.full && !run.chunkSize))
    for (const track of tracks)
      for (const field of Object.keys(track)) {
        // `@type` names the track itself: every file has it, and its entry says "always present".
        if (field === "@type") continue;
        const key = `${track["@type"]}.${field}`;
        formats.set(key, (formats.get(key) ?? new Set()).add(formatOf(tracks)));
      }
  return formats;
}

/** "Video.Duration" → the formats its entry names, for every field entry of every track page. */
function displayed() {
  const shown = new Map<string, string[]>();
  for (const type of TRACK_TYPES) {
    const { document } = builtPage(`/api/interface/${type}Track/`);
    for (const entry of document.querySelectorAll(".field-list > li[id]")) {
      if (entry.id === "@type") continue;
      const line = entry.querySelector(":scope > .field-corpus")?.textContent ?? "";
      const at = line.indexOf(PREFIX);
      shown.set(`${type}.${entry.id}`, at < 0 ? [] : line.slice(at + PREFIX.length).split(", "));
    }
  }
  return shown;
}

test("each field's corpus formats on the track pages are the formats whose files give it", () => {
  const formats = measured();
  const shown = displayed();
  assert.ok(shown.size > 900, `${shown.size} entries on the track pages`);
  const wrong: string[] = [];
  let named = 0;
  for (const [key, list] of shown) {
    const expected = [...(formats.get(key) ?? [])].sort((a, b) => a.localeCompare(b, "en"));
    if (list.length > 0) named += 1;
    if (list.join(", ") !== expected.join(", "))
      wrong.push(`${key}: shows "${list.join(", ")}", the corpus gives "${expected.join(", ")}"`);
  }
  assert.ok(named > 250, `only ${named} entries name formats`);
  assert.equal(wrong, []);
});

test("the formats are the container formats the library reports, one per corpus file", () => {
  const reported = new Set(
    runs.filter((run) => run.full && !run.chunkSize).map((run) => formatOf(run.tracks)),
  );
  for (const file of corpus().filter((entry) => entry.format && entry.format !== "None"))
    assert.ok(reported.has(file.format!), `${file.file}: ${file.format}`);
  const shown = new Set([...displayed().values()].flat());
  for (const format of shown) assert.ok(reported.has(format), format);
});

test.run();
