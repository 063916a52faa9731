// The runtime matrix is what the runtimes do now: the Node.js recipe's script is run again with
// each release under Node.js 20, 22 and 24, Deno and Bun, and as a Worker under workerd, and every
// row (pass or fail, the error, the tracks printed) must match the committed site/_data/runtimeMatrix.json the page is made from.
import { test } from "uvu";
import * as assert from "uvu/assert";
import fs from "node:fs";
import { MATRIX_FILE, comparable, runMatrix } from "../../../scripts/runtime-matrix.js";

test("a fresh run of every runtime and release matches the committed matrix", () => {
  const committed = JSON.parse(fs.readFileSync(MATRIX_FILE, "utf8"));
  const now = runMatrix();
  assert.equal(comparable(now), comparable(committed));
  assert.equal(now.files, committed.files);
});

test.run();
