// A value made from files is made once, and again only after one of its files changed or went.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { keptUntilChanged } from "../../../eleventy/kept-until-changed.js";
import { scratchDir } from "../../helpers/scratch.ts";

test("made once while its files stay, again after one changes or goes", () => {
  const dir = scratchDir("kept-");
  const file = path.join(dir, "source.txt");
  fs.writeFileSync(file, "one");
  let makes = 0;
  const read = keptUntilChanged(() => {
    makes += 1;
    return { value: fs.readFileSync(file, "utf8"), files: [file] };
  });
  assert.is(read(), "one");
  assert.is(read(), "one");
  assert.is(makes, 1, "unchanged files: kept");
  fs.writeFileSync(file, "two");
  fs.utimesSync(file, new Date(), new Date(Date.now() + 5000)); // a later time, whatever the clock's grain
  assert.is(read(), "two");
  assert.is(makes, 2, "a changed file: made again");
  fs.rmSync(file);
  assert.throws(() => read(), /ENOENT/, "a file gone: made again, which says so");
  fs.rmSync(dir, { recursive: true, force: true });
});

test.run();
