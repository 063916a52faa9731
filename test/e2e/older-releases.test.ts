// The Upgrading guide's "From 0.3.4" section, checked against the published 0.3.4 and 0.3.5
// packages (tools/releases, installed on first use) beside the documented release: where each runs,
// what two overlapping calls give, the WebAssembly features each module needs, and the bundled
// build's `new URL()` that webpack trips over.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureTool, node22Path } from "../../scripts/tools.js";
import { wasmFeatures } from "../../scripts/facts/wasm-features.js";

const RELEASES = path.join(ensureTool("releases"), "node_modules");
const PACKAGES: Record<string, string> = {
  "0.3.4": path.join(RELEASES, "mediainfo.js-0.3.4"),
  "0.3.5": path.join(RELEASES, "mediainfo.js-0.3.5"),
  "0.3.6": path.resolve("node_modules/mediainfo.js"),
};
const MP4 = path.resolve("test/fixtures/corpus/moov-at-end.mp4");
const MP3 = path.resolve("test/fixtures/corpus/tagged-cover.mp3");
const SCENARIOS = path.resolve("test/helpers/release-scenarios.mjs");
const page = fs.readFileSync("site/docs/guides/upgrading.md", "utf8").replace(/\s+/g, " ");

type Facts = { instance: string; alone?: string; overlapping?: string[] };
// Read stdout whatever the exit status: after an abort Emscripten's runtime exits non-zero.
const run = (node: string, version: string): Facts => {
  const child = spawnSync(node, [SCENARIOS, PACKAGES[version], MP4, MP3], {
    encoding: "utf8",
    timeout: 60_000,
  });
  if (!child.stdout) throw new Error(`${version} printed nothing: ${child.stderr}`);
  return JSON.parse(child.stdout);
};

test("the installed releases are the ones compared", () => {
  for (const [version, dir] of Object.entries(PACKAGES))
    assert.is(JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).version, version);
});

test("Node.js 20 runs 0.3.4 and aborts on 0.3.5, as the page says", () => {
  assert.match(process.version, /^v20\./, "the machine's Node.js is the one the page speaks of");
  assert.is(run(process.execPath, "0.3.4").instance, "created");
  assert.match(run(process.execPath, "0.3.5").instance, /^RuntimeError: Aborted\(CompileError:/);
  assert.ok(page.includes("0.3.4 runs on Node.js 20. From 0.3.5 on"));
});

test("0.3.4 and 0.3.5 take overlapping calls and mix the results; 0.3.6 refuses the second", () => {
  for (const version of ["0.3.4", "0.3.5"]) {
    const facts = run(node22Path(), version);
    assert.match(facts.alone!, /^MPEG Audio/, `${version}: the MP3 alone`);
    assert.ok(
      facts.overlapping!.every((formats) => formats.startsWith("MPEG-4")),
      `${version}: both described as the MP4: ${facts.overlapping}`,
    );
  }
  const documented = run(node22Path(), "0.3.6");
  assert.equal(
    documented.overlapping![1],
    "Error: cannot start a new analysis while another is in progress",
  );
  assert.ok(page.includes("an MP3 came back described as the MP4 analysed beside it"));
});

test("typed function references from 0.3.5, tail calls as well from 0.3.6", () => {
  const features = (version: string) =>
    wasmFeatures(fs.readFileSync(path.join(PACKAGES[version], "dist/MediaInfoModule.wasm")));
  const [old, middle, documented] = ["0.3.4", "0.3.5", "0.3.6"].map(features);
  assert.not.ok(old.includes("typedFunctionReferences") || old.includes("tail-calls"), `${old}`);
  assert.ok(
    middle.includes("typedFunctionReferences") && !middle.includes("tail-calls"),
    `${middle}`,
  );
  assert.ok(documented.includes("typedFunctionReferences") && documented.includes("tail-calls"));
  assert.ok(
    page.includes(
      "typed function references from 0.3.5, and WebAssembly tail calls as well from 0.3.6",
    ),
  );
});

test("the bundled build locates its WebAssembly file with new URL() from 0.3.5 on", () => {
  const uses = (version: string) =>
    fs
      .readFileSync(path.join(PACKAGES[version], "dist/esm-bundle/index.js"), "utf8")
      .includes("new URL('MediaInfoModule.wasm', import.meta.url)");
  assert.equal(["0.3.4", "0.3.5", "0.3.6"].map(uses), [false, true, true]);
  assert.ok(page.includes("from 0.3.5 on; 0.3.4's did not"));
});

test.run();
