// The field index's example values are what the documented release's WebAssembly produces for the
// media corpus (and the older demo samples): a fresh analysis under each Node.js it runs on (20 and
// 22) must equal the committed data, and an edited value must make the check fail, naming the field.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { corpus } from "../../helpers/corpus.ts";
import { NODE_RUNTIMES } from "./corpus-runs.ts";
import { scratchDir } from "../../helpers/scratch.ts";

const committed = JSON.parse(fs.readFileSync("site/_data/fieldExamples.json", "utf8"));
const check = (node: string, ...args: string[]) =>
  spawnSync(node, ["scripts/field-examples.js", "--check", ...args], { encoding: "utf8" });

test("the committed example values are the library's output for the sample files", () => {
  for (const { name, path: node } of NODE_RUNTIMES) {
    const run = check(node);
    assert.is(run.status, 0, `${name}: ${run.stderr}`);
    assert.match(run.stdout, "the committed data match the library", name);
  }
  // The corpus comes first: every track type it produces has examples from it.
  const corpusFiles = new Set(corpus().map((file) => file.file));
  const types = new Set(corpus().flatMap((file) => file.tracks));
  assert.equal(Object.keys(committed).sort(), [...types].sort());
  for (const type of types)
    assert.ok(
      Object.values(committed[type]).some((example: any) => corpusFiles.has(example.file)),
      `${type} examples from the corpus`,
    );
  const files = Object.values(committed).flatMap((fields: any) =>
    Object.values(fields).map((example: any) => example.file),
  );
  for (const file of files)
    assert.ok(corpusFiles.has(file) || /^media\/[\w.-]+$/.test(file), `${file} is a sample`);
  assert.ok(
    files.filter((file) => corpusFiles.has(file)).length > files.length * 0.9,
    "nearly every example comes from the corpus",
  );
});

test("an edited value fails the check and is named", () => {
  const copy = path.join(scratchDir("field-examples-"), "fieldExamples.json");
  const edited = structuredClone(committed);
  edited.Audio.SamplingRate.value = "96000";
  fs.writeFileSync(copy, JSON.stringify(edited, null, 1) + "\n");
  const run = check(process.execPath, "--file", copy);
  assert.is(run.status, 1);
  assert.match(run.stderr, 'Audio.SamplingRate: committed "96000"');
});

test.run();
