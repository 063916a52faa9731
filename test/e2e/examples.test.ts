// Executed examples: every docs fence that calls mediainfo.js runs against the real
// mediainfo.js (Node.js 22 or Chromium) on a generated MP4 and must produce what its fence
// claims, or it carries norun="reason". Read with the site's own Markdown parser.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { launchChromium } from "../helpers/site.ts";
import { allFences, label, mismatch, usesLibrary } from "../helpers/examples.ts";
import { runCommand, runInBrowser, runInNode } from "../helpers/example-runners.ts";

// A recipe's fences (recipe="…") are whole projects, run by recipes.test.ts.
const examples = allFences().filter((example) => usesLibrary(example) && !example.attrs.recipe);
const runnable = examples.filter((example) => example.attrs.run);

test("every example that calls mediainfo.js either runs or says why not", () => {
  assert.ok(examples.length >= 10, `found ${examples.length} examples`);
  for (const example of examples) {
    const { run, norun, expect } = example.attrs;
    assert.ok(Boolean(run) !== Boolean(norun), `${label(example)} has run= or norun= (not both)`);
    if (run)
      assert.ok(
        ["node", "browser", "cli"].includes(run) && expect,
        `${label(example)} names its runtime and expect=`,
      );
    if (norun)
      assert.ok(
        norun.length > 10 && !norun.includes("\n"),
        `${label(example)} gives a one-line reason`,
      );
  }
  assert.ok(runnable.length >= 7, `${runnable.length} examples run`);
});

test("the Node.js examples run under Node.js 22 and produce what they claim", async () => {
  for (const example of runnable.filter((example) => example.attrs.run === "node")) {
    const report = await runInNode(example);
    assert.is(mismatch(example, report), null, label(example));
  }
});

test("the command-line examples print what they claim for the fixture file", async () => {
  const commands = runnable.filter((example) => example.attrs.run === "cli");
  assert.ok(commands.length > 0);
  for (const example of commands)
    assert.is(mismatch(example, await runCommand(example)), null, label(example));
});

test("the browser examples run in Chromium and produce what they claim", async () => {
  const browser = await launchChromium();
  try {
    for (const example of runnable.filter((example) => example.attrs.run === "browser")) {
      const context = await browser.newContext();
      try {
        const report = await runInBrowser(context, example);
        assert.is(mismatch(example, report), null, label(example));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
});

test("a run that breaks a claim fails: wrong tracks, an instance left open", async () => {
  const analyse = runnable.find((example) => example.attrs.closes === "all")!;
  const leaky = { ...analyse, code: analyse.code.replace("mediainfo.close();", "") };
  assert.match(mismatch(leaky, await runInNode(leaky)) ?? "", /closed 0 of 1/);
  const wrong = { ...analyse, attrs: { ...analyse.attrs, expect: "tracks: General, Audio" } };
  assert.match(mismatch(wrong, await runInNode(analyse)) ?? "", /expected tracks General, Audio/);
});

test.run();
