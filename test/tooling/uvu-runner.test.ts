// The test runner's guard: a suite whose setup throws fails the run and is named, where uvu alone
// reports it as "(0 / N)" and exits 0.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { runUvu } from "../../scripts/uvu.js";

/**
 * Runs uvu, quietly, over one test file with `source` in a temporary folder under node_modules
 * (where the file's imports resolve, and outside every pattern the suites scan).
 */
async function runOne(source: string) {
  const cache = path.resolve("node_modules/.cache");
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, "uvu-runner-"));
  try {
    fs.writeFileSync(path.join(dir, "probe.test.ts"), source);
    return await runUvu([dir, "probe\\.test\\.ts$"], { quiet: true });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const SUITE = (before: string, body = "assert.ok(true);") => `
import { suite } from "uvu";
import * as assert from "uvu/assert";
const probe = suite("a probe suite");
probe.before(() => { ${before} });
probe("first", () => { ${body} });
probe("second", () => { ${body} });
probe.run();
`;

test("a suite whose before hook throws fails the run, named with what it ran", async () => {
  const { code, output } = await runOne(SUITE('throw new Error("setup broke");'));
  assert.is(code, 1);
  assert.match(output, /1 suite\(s\) ran fewer tests than they hold/);
  assert.match(output, /probe\.test\.ts: a probe suite \(0 \/ 2\)/);
});

test("a suite that runs every test passes with no note", async () => {
  const { code, output } = await runOne(SUITE(""));
  assert.is(code, 0);
  assert.match(output, /Passed:\s+2/);
  assert.not.match(output, /ran fewer tests/);
});

test("each file's time is measured from its header, slowest first", async () => {
  const { slowest } = await runOne(SUITE(""));
  assert.equal(
    slowest.map(({ file }) => file),
    ["probe.test.ts"],
  );
  assert.ok(slowest[0].seconds >= 0);
});

test("a failing test still fails the run through uvu's own exit code", async () => {
  const { code, output } = await runOne(SUITE("", "assert.is(1, 2);"));
  assert.is(code, 1);
  assert.match(output, /FAIL/);
  assert.not.match(output, /ran fewer tests/);
});

test.run();
