// Executed examples: every docs fence that calls mediainfo.js runs against the real
// mediainfo.js (Node.js 20 and Node.js 22, or Chromium) on a generated MP4 and must produce what
// its fence claims, or it carries norun="reason". Read with the site's own Markdown parser.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { launchChromium } from "../helpers/site.ts";
import {
  FIXTURE,
  WRAPPER_VERSION,
  allFences,
  label,
  mismatch,
  usesLibrary,
} from "../helpers/examples.ts";
import { runCli, runCommand, runInBrowser, runInNode } from "../helpers/example-runners.ts";
import { node22Path } from "../../scripts/tools.js";

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

test("the Node.js examples run under Node.js 20 and Node.js 22 and produce what they claim", async () => {
  // The suite's own Node.js is the machine's Node.js 20, the oldest the latest release runs on.
  assert.match(process.version, /^v20\./);
  for (const example of runnable.filter((example) => example.attrs.run === "node"))
    for (const node of [process.execPath, node22Path()]) {
      const report = await runInNode(example, node);
      assert.is(mismatch(example, report), null, `${label(example)} (${node})`);
    }
});

test("the command-line examples print what they claim for the fixture file", async () => {
  const commands = runnable.filter((example) => example.attrs.run === "cli");
  assert.ok(commands.length > 0);
  for (const example of commands)
    assert.is(mismatch(example, await runCommand(example)), null, label(example));
});

/** A folder holding the fixture as video.mp4, the name the command-line fences use. */
function cliFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cli-"));
  fs.copyFileSync(FIXTURE, path.join(dir, "video.mp4"));
  return dir;
}

test("the command line prints what its fences show, and exits with status 0 even on errors", async () => {
  const fences = allFences().filter((fence) => fence.attrs.cli);
  assert.ok(fences.length >= 3, `${fences.length} fences with cli="…"`);
  const dir = cliFolder();
  for (const fence of fences) {
    const { stdout, stderr, status } = await runCli(fence.attrs.cli.split(" "), dir);
    assert.is((stdout + stderr).trim(), fence.code.trim(), label(fence));
    assert.is(status, 0, `${label(fence)}: exit status`);
  }
  // A flag it does not know, after the file name, is ignored; nothing goes to standard error.
  const ignored = await runCli(["video.mp4", "--unknown"], dir);
  assert.match(ignored.stdout, /^General\n/);
  assert.is(ignored.stderr, "");
  const swallowed = await runCli(["--unknown", "video.mp4"], dir);
  assert.match(swallowed.stderr, /Not enough non-option arguments: got 0, need at least 1/);
  assert.is(swallowed.status, 0);
  // What the Node.js page says of --version and of where the command lives.
  const nodePage = fs.readFileSync("site/docs/recipes/nodejs.md", "utf8");
  const version = (await runCli(["--version"], dir)).stdout.trim();
  assert.ok(nodePage.includes(`\`--version\` prints \`${version}\`, not`), version);
  const { bin } = JSON.parse(fs.readFileSync("node_modules/mediainfo.js/package.json", "utf8"));
  assert.ok(nodePage.includes(`its \`bin\` is \`${bin["mediainfo.js"].slice(2)}\``));
});

test("the failure check of the Node.js page tells a failed run from a good one", async () => {
  const fence = allFences().find((fence) => fence.attrs.title === "mediainfo-or-fail.sh");
  assert.ok(fence, "the Node.js page shows mediainfo-or-fail.sh");
  const npx = `npx mediainfo.js@${WRAPPER_VERSION}`;
  assert.ok(fence.code.includes(npx));
  const bin = path.resolve("node_modules/.bin/mediainfo.js");
  const dir = cliFolder();
  const script = path.join(dir, "mediainfo-or-fail.sh");
  // npx would download the package: the installed bin under Node.js 22 is what it runs.
  fs.writeFileSync(script, fence.code.replace(npx, `"${node22Path()}" "${bin}"`));
  const run = (file: string) =>
    new Promise<{ stdout: string; stderr: string; status: number }>((resolve) => {
      execFile("sh", [script, file], { cwd: dir, timeout: 60_000 }, (error, stdout, stderr) =>
        resolve({ stdout, stderr, status: error ? Number(error.code) : 0 }),
      );
    });
  const good = await run("video.mp4");
  assert.is(good.status, 0, good.stderr);
  assert.equal(
    JSON.parse(good.stdout).media.track.map((track: { "@type": string }) => track["@type"]),
    ["General", "Video", "Audio"],
  );
  const missing = await run("missing.mp4");
  assert.is(missing.status, 1);
  assert.is(missing.stdout, "");
  assert.match(missing.stderr, /^mediainfo\.js failed on missing\.mp4: ENOENT/);
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
