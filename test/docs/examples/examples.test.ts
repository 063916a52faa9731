// Executed examples: every docs fence that calls mediainfo.js runs against the real
// mediainfo.js (Node.js 20 and Node.js 22, or Chromium) on a generated MP4 and must produce what
// its fence claims, or it carries norun="reason". Read with the site's own Markdown parser.
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { launchChromium } from "../../helpers/site.ts";
import {
  FIXTURE,
  WRAPPER_VERSION,
  allFences,
  label,
  mismatch,
  usesLibrary,
} from "../../helpers/examples.ts";
import { runCli, runCommand, runInBrowser, runInNode } from "../../helpers/example-runners.ts";
import { ensureTool, node22Path } from "../../../scripts/tools.js";

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

/** The Node.js versions the command line is checked under: the machine's (20) and Node.js 22. */
const CLI_NODES = [
  { name: "Node.js 20", node: process.execPath, version: /^v20\./ },
  { name: "Node.js 22", node: node22Path(), version: /^v22\./ },
];

test("the command line prints what its fences show, and exits with status 0 even on errors, on Node.js 20 and 22", async () => {
  const fences = allFences().filter((fence) => fence.attrs.cli);
  assert.ok(fences.length >= 3, `${fences.length} fences with cli="…"`);
  const dir = cliFolder();
  for (const { name, node, version } of CLI_NODES) {
    assert.match(await runNode(node, ["--version"]), version, name);
    for (const fence of fences) {
      const { stdout, stderr, status } = await runCli(fence.attrs.cli.split(" "), dir, { node });
      assert.is((stdout + stderr).trim(), fence.code.trim(), `${name}: ${label(fence)}`);
      assert.is(status, 0, `${name}: ${label(fence)}: exit status`);
    }
    // A flag it does not know, after the file name, is ignored; nothing goes to standard error.
    const ignored = await runCli(["video.mp4", "--unknown"], dir, { node });
    assert.match(ignored.stdout, /^General\n/);
    assert.is(ignored.stderr, "");
    const swallowed = await runCli(["--unknown", "video.mp4"], dir, { node });
    assert.match(swallowed.stderr, /Not enough non-option arguments: got 0, need at least 1/);
    assert.is(swallowed.status, 0);
  }
  const nodePage = fs.readFileSync("site/docs/recipes/nodejs.md", "utf8");
  const { bin } = JSON.parse(fs.readFileSync("node_modules/mediainfo.js/package.json", "utf8"));
  assert.ok(nodePage.includes(`its \`bin\` is \`${bin["mediainfo.js"].slice(2)}\``));
});

/** Runs a Node.js binary with `args` and resolves to its standard output. */
function runNode(node: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(node, args, { timeout: 60_000 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout.trim()),
    ),
  );
}

/**
 * A reader's folder with the package installed: `packageJson` as its package.json and a
 * hard-linked copy of tools/bundlers' node_modules (mediainfo.js and its yargs, as npm lays them out).
 */
function installedIn(packageJson: object): { dir: string; bin: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cli-project-"));
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify(packageJson));
  const from = path.join(ensureTool("bundlers"), "node_modules");
  execFileSync("cp", ["-al", from, path.join(dir, "node_modules")]);
  fs.mkdirSync(path.join(dir, "src"));
  return { dir, bin: path.join(dir, "node_modules/.bin/mediainfo.js") };
}

test("--version prints the reader's project version, or unknown in npx's folder, never the library's", async () => {
  const library = JSON.parse(fs.readFileSync("node_modules/mediainfo.js/package.json", "utf8"));
  const project = installedIn({ name: "reader-project", version: "4.5.6", type: "module" });
  // npx installs into a folder whose package.json lists the package and has no version.
  const npx = installedIn({
    dependencies: { "mediainfo.js": `^${library.version}` },
    _npx: { packages: [`mediainfo.js@${library.version}`] },
  });
  try {
    for (const { name, node } of CLI_NODES) {
      // From a subfolder too: the folder holding node_modules decides, not the working directory.
      const cwd = path.join(project.dir, "src");
      const own = await runCli(["--version"], cwd, { node, bin: project.bin });
      assert.is(own.stdout.trim(), "4.5.6", `${name}: the reader's own version`);
      const viaNpx = await runCli(["--version"], npx.dir, { node, bin: npx.bin });
      assert.is(viaNpx.stdout.trim(), "unknown", `${name}: npx's folder`);
      assert.is.not(own.stdout.trim(), library.version);
    }
  } finally {
    fs.rmSync(project.dir, { recursive: true, force: true });
    fs.rmSync(npx.dir, { recursive: true, force: true });
  }
  const nodePage = fs.readFileSync("site/docs/recipes/nodejs.md", "utf8");
  assert.ok(nodePage.includes("`--version` never prints the version of mediainfo.js"));
  assert.ok(nodePage.includes("prints **your project's** version"));
  assert.ok(nodePage.includes("it prints `unknown`"));
});

test("the failure check of the Node.js page tells a failed run from a good one, on Node.js 20 and 22", async () => {
  const fence = allFences().find((fence) => fence.attrs.title === "mediainfo-or-fail.sh");
  assert.ok(fence, "the Node.js page shows mediainfo-or-fail.sh");
  const npx = `npx mediainfo.js@${WRAPPER_VERSION}`;
  assert.ok(fence.code.includes(npx));
  const bin = path.resolve("node_modules/.bin/mediainfo.js");
  const dir = cliFolder();
  for (const { name, node } of CLI_NODES) {
    const script = path.join(dir, "mediainfo-or-fail.sh");
    // npx would download the package: the installed bin is what it runs.
    fs.writeFileSync(script, fence.code.replace(npx, `"${node}" "${bin}"`));
    const run = (file: string) =>
      new Promise<{ stdout: string; stderr: string; status: number }>((resolve) => {
        execFile("sh", [script, file], { cwd: dir, timeout: 60_000 }, (error, stdout, stderr) =>
          resolve({ stdout, stderr, status: error ? Number(error.code) : 0 }),
        );
      });
    const good = await run("video.mp4");
    assert.is(good.status, 0, `${name}: ${good.stderr}`);
    assert.equal(
      JSON.parse(good.stdout).media.track.map((track: { "@type": string }) => track["@type"]),
      ["General", "Video", "Audio"],
    );
    const missing = await run("missing.mp4");
    assert.is(missing.status, 1, name);
    assert.is(missing.stdout, "");
    assert.match(missing.stderr, /^mediainfo\.js failed on missing\.mp4: ENOENT/);
  }
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
