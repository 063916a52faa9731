// The field index's example values are what the real 0.3.6 WebAssembly produces for the
// committed sample files: a fresh analysis under Node.js 22 must equal the committed data, and an
// edited value must make the check fail, naming the field.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";

const committed = JSON.parse(fs.readFileSync("site/_data/fieldExamples.json", "utf8"));
const check = (...args: string[]) =>
  spawnSync(process.execPath, ["scripts/field-examples.js", "--check", ...args], {
    encoding: "utf8",
  });

test("the committed example values are the library's output for the sample files", () => {
  const run = check();
  assert.is(run.status, 0, run.stderr);
  assert.is(committed.Video.Width.value, "320");
  assert.is(committed.Video.Width.file, "h264-aac.mp4");
  assert.ok(committed.Text && committed.Menu, "subtitles and chapters give text and menu tracks");
});

test("an edited value fails the check and is named", () => {
  const copy = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), "field-examples-")),
    "fieldExamples.json",
  );
  const edited = structuredClone(committed);
  edited.Audio.SamplingRate.value = "96000";
  fs.writeFileSync(copy, JSON.stringify(edited, null, 1) + "\n");
  const run = check("--file", copy);
  assert.is(run.status, 1);
  assert.match(run.stderr, 'Audio.SamplingRate: committed "96000"');
});

test.run();
