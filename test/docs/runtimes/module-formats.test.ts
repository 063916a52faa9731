// Which build each way of loading mediainfo.js picks, and whether it then analyses a corpus file,
// is what the bundlers, Node.js and Chromium do now: a fresh run with each release must match the
// committed site/_data/moduleFormats.json the Support matrix page is made from, row for row.
import { test } from "uvu";
import * as assert from "uvu/assert";
import fs from "node:fs";
import { FORMATS_FILE, comparableFormats, runFormats } from "../../../scripts/module-formats.js";

test("a fresh run of every loader and release matches the committed results", async () => {
  const committed = JSON.parse(fs.readFileSync(FORMATS_FILE, "utf8"));
  const nodeEnv = process.env.NODE_ENV;
  const now = await runFormats();
  // The run shares this process with the files after it: a bundler's NODE_ENV must not leak
  // (an `npm ci` started later would leave out devDependencies).
  assert.is(process.env.NODE_ENV, nodeEnv);
  assert.equal(comparableFormats(now), comparableFormats(committed));
  assert.is(now.file, committed.file);
});

test.run();
