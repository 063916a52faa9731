// What the guides state about the latest documented mediainfo.js, reproduced with the real library:
// every fence with message="id" in the docs must show the text the library really produces
// (Chromium for loading failures and CSP, Node.js 20 and 22 for analysis errors and a URL as
// locateFile, the older release under Node.js 20 for the engine it needed, both releases mixed,
// the pinned Vite for its build warning), and the behaviour the Troubleshooting, Usage and Memory
// pages describe is checked in Node.js 20, Node.js 22 and, for memory, Chromium.
import { execFile, execFileSync } from "node:child_process";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Browser } from "playwright-core";
import { node22Path } from "../../../scripts/tools.js";
import { membersOf } from "../../helpers/library-types.ts";
import { costsInChromium, costsInNode } from "../../../tools/bench/instance-costs.js";
import { launchChromium } from "../../helpers/site.ts";
import { FIXTURE, LIBRARY_DIR, allFences, label } from "../../helpers/examples.ts";
import fs from "node:fs";
import { corpus } from "../../helpers/corpus.ts";
import { runViteBuild, viteBuildLog, viteProject } from "./vite-build.ts";
import site from "../../../config/site.js";
import { documentedReleases } from "../../../eleventy/releases.js";
import { waitUntil } from "../../helpers/wait.ts";

const MP3 = path.resolve("test/fixtures/media/tone.mp3");
const SCENARIOS = path.resolve("test/docs/library/library-scenarios.mjs");
const EDGE_SCENARIOS = path.resolve("test/docs/library/library-edge-scenarios.mjs");
const LOCATED_AT_URL = path.resolve("test/docs/library/node22-wasm-url.mjs");
const INDEX_AT_END = corpus().find((entry) => entry.file === "moov-at-end.mp4")!.path;
const LAB = "http://lab.test";
/** What a single-page app's server sends for a path it does not know: its index.html. */
const APP_PAGE =
  '<!DOCTYPE html>\n<html><head><title>App</title></head><body><div id="root"></div></body></html>';
/** The policy the Troubleshooting page names for the CSP message. */
const NO_EVAL_POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

const [LATEST, OLDER] = documentedReleases(site);
/** The runtimes the scenarios run in: the machine's Node.js 20 (this suite's) and Node.js 22. */
const NODES = [
  ["Node.js 20", process.execPath],
  ["Node.js 22", node22Path()],
] as const;
/** Runs `script` in every Node.js of NODES; each must print the same JSON, which is returned. */
function inEveryNode(script: string, args: string[]) {
  const [first, ...others] = NODES.map(([where, node]) => ({
    where,
    printed: execFileSync(node, [script, ...args], { encoding: "utf8", timeout: 120_000 }),
  }));
  for (const other of others)
    assert.equal(JSON.parse(other.printed), JSON.parse(first.printed), `${other.where} differs`);
  return JSON.parse(first.printed);
}
const facts = inEveryNode(SCENARIOS, [FIXTURE, MP3]);
const edge = inEveryNode(EDGE_SCENARIOS, [FIXTURE, INDEX_AT_END]);
// The XML sample on Usage is compared with real output by corpus-facts.test.ts (result= fences).
const captured: Record<string, string> = {};
const BUSY = "Error: cannot start a new analysis while another is in progress";
const page = (file: string) => fs.readFileSync(`site/${file}`, "utf8").replace(/\s+/g, " ");
let browser: Browser;

test.before(async () => {
  browser = await launchChromium();
});
test.after(async () => {
  await browser.close();
});

/**
 * Runs `script` as a module on a lab page (with `policy` as its CSP, if any) whose requests are
 * answered from the installed package; resolves to what the script put in document.body.dataset.
 */
async function inLab(
  script: string,
  policy?: string,
): Promise<{ outcome: string; wasmRequests: number; console: string[] }> {
  const context = await browser.newContext();
  let wasmRequests = 0;
  await context.route("**/*", (route) => {
    const { pathname, origin } = new URL(route.request().url());
    if (origin !== LAB) return route.abort("blockedbyclient");
    if (pathname.endsWith(".wasm")) wasmRequests += 1;
    // A single-page app's fallback (/spa/…) and a 404 page (/gone/…): HTML for any path.
    if (pathname.startsWith("/spa/") || pathname.startsWith("/gone/"))
      return route.fulfill({
        status: pathname.startsWith("/spa/") ? 200 : 404,
        contentType: "text/html",
        body: APP_PAGE,
      });
    // The real file with a generic type, as a server that does not know .wasm sends it.
    if (pathname === "/octet/MediaInfoModule.wasm")
      return route.fulfill({
        contentType: "application/octet-stream",
        body: fs.readFileSync(path.join(LIBRARY_DIR, "dist/MediaInfoModule.wasm")),
      });
    if (pathname === "/") {
      return route.fulfill({
        contentType: "text/html",
        headers: policy ? { "Content-Security-Policy": policy } : {},
        body: '<!doctype html><title>lab</title><script type="module" src="/lab.js"></script>',
      });
    }
    if (pathname === "/lab.js")
      return route.fulfill({ contentType: "text/javascript", body: script });
    // The Web Workers page's time-limited analysis: its two files as printed, the package at the
    // path they import it from, a media file served by Range, and one the server never answers.
    if (LIMITED_FILES[pathname])
      return route.fulfill({ contentType: "text/javascript", body: LIMITED_FILES[pathname] });
    if (pathname === "/stalled.mp4") return; // left pending: the reader's fetch never resolves
    if (pathname === "/media.mp4") {
      const [, from, to] =
        route
          .request()
          .headers()
          .range?.match(/^bytes=(\d+)-(\d+)$/) ?? [];
      const data = fs.readFileSync(FIXTURE);
      const body = data.subarray(Number(from), Number(to) + 1);
      return route.fulfill({ status: 206, contentType: "video/mp4", body });
    }
    // /mediainfo/… is the latest release's package, /older/… the older release's.
    const [, folder, rest] =
      pathname.match(/^\/(mediainfo|older|node_modules\/mediainfo\.js)\/(.+)$/) ?? [];
    const file = folder && path.join(folder === "older" ? OLDER.packageDir : LIBRARY_DIR, rest);
    if (!file || !fs.existsSync(file)) return route.fulfill({ status: 404, body: "not found" });
    return route.fulfill({
      contentType: pathname.endsWith(".wasm") ? "application/wasm" : "text/javascript",
      body: fs.readFileSync(file),
    });
  });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  await page.goto(`${LAB}/`);
  await waitUntil(page, () => document.body.dataset.outcome !== undefined, null, {
    timeout: 30_000,
  });
  const outcome = (await page.evaluate(() => document.body.dataset.outcome))!;
  await context.close();
  return { outcome, wasmRequests, console: messages };
}

/** The Web Workers page's two files for an analysis with a time limit, by the path they are served at. */
const LIMITED_FILES: Record<string, string> = Object.fromEntries(
  allFences()
    .filter((fence) => fence.source.endsWith("web-workers.md") && fence.attrs.title)
    .filter((fence) => ["analyse-with-limit.js", "limited-worker.js"].includes(fence.attrs.title))
    .map((fence) => [`/${fence.attrs.title}`, fence.code]),
);

const IMPORT = 'import { mediaInfoFactory } from "/mediainfo/dist/esm-bundle/index.js";';
const REPORT = "(value) => (document.body.dataset.outcome = String(value))";
/** Reports what the factory rejected with, as `<typeof>|<String(value)>`. */
const REPORT_TYPED =
  "(value) => (document.body.dataset.outcome = `${typeof value}|${String(value)}`)";
const untyped = (outcome: string) => outcome.slice(outcome.indexOf("|") + 1);

test("Chromium: a missing WebAssembly file, and a policy without 'unsafe-eval' (latest and older release)", async () => {
  // Since 0.3.7 the factory rejects with the cause itself: for a missing file, a plain string.
  const missing = (
    await inLab(`${IMPORT}
mediaInfoFactory({ locateFile: () => "/missing/MediaInfoModule.wasm" }).then(() => "created", (error) => error).then(${REPORT_TYPED});`)
  ).outcome;
  assert.is(missing.split("|")[0], "string", "the rejection is a string, not an Error");
  captured["wasm-404"] = untyped(missing);
  assert.ok(page("docs/guides/troubleshooting.md").includes("rejects with a plain string"));
  // Without 'unsafe-eval' the latest release loads; the older one's glue code needed it.
  const latest = await inLab(
    `${IMPORT}
mediaInfoFactory().then(() => "created", String).then(${REPORT});`,
    NO_EVAL_POLICY,
  );
  assert.is(latest.outcome, "created");
  // …but not without 'wasm-unsafe-eval': the engine refuses to compile the module.
  const noWasm = await inLab(
    `${IMPORT}
mediaInfoFactory().then(() => "created", String).then(${REPORT});`,
    "default-src 'self'; script-src 'self'; connect-src 'self'",
  );
  assert.match(noWasm.outcome, /^CompileError: WebAssembly/);
  assert.ok(page("docs/guides/troubleshooting.md").includes("It still needs `'wasm-unsafe-eval'`"));
  captured["csp-eval"] = (
    await inLab(
      `import { mediaInfoFactory } from "/older/dist/esm-bundle/index.js";
mediaInfoFactory({ locateFile: () => "/older/dist/MediaInfoModule.wasm" }).then(() => "created", String).then(${REPORT});`,
      NO_EVAL_POLICY,
    )
  ).outcome;
  assert.match(captured["csp-eval"], /^EvalError: /);
  assert.ok(page("docs/guides/troubleshooting.md").includes("does not need `'unsafe-eval'`"));
});

test("Chromium: an HTML page answered for the WebAssembly URL, with status 200 and with 404", async () => {
  const locatedAt = (url: string) => `${IMPORT}
mediaInfoFactory({ locateFile: () => "${url}" }).then(() => "created", String).then(${REPORT});`;
  const fallback = await inLab(locatedAt("/spa/MediaInfoModule.wasm"));
  captured["wasm-html"] = fallback.outcome;
  // The four bytes found are the page's first characters, "<!DO".
  assert.ok(captured["wasm-html"].includes("expected magic word 00 61 73 6d, found 3c 21 44 4f"));
  assert.is(fallback.wasmRequests, 2, "a streaming attempt, then a second download");
  // The library writes nothing to the console on the way (releases before 0.3.7 did).
  assert.equal(fallback.console, []);
  assert.ok(page("docs/guides/troubleshooting.md").includes("the console stays empty"));
  const notFound = await inLab(locatedAt("/gone/MediaInfoModule.wasm"));
  assert.is(notFound.outcome, captured["wasm-404"], "a 404 with an HTML body: the 404 message");
  assert.ok(page("docs/guides/troubleshooting.md").includes("status 404 and an HTML body"));

  // The real file with the wrong Content-Type still works, downloaded twice, silently.
  const generic = await inLab(locatedAt("/octet/MediaInfoModule.wasm"));
  assert.is(generic.outcome, "created");
  assert.is(generic.wasmRequests, 2);
  assert.equal(generic.console, []);
});

/** Runs a script with `node`; resolves to what it wrote on standard error, then standard output. */
const printed = (node: string, script: string, args: string[] = []) =>
  new Promise<string>((resolve, reject) => {
    execFile(node, [script, ...args], { timeout: 60_000 }, (error, out, err) =>
      error ? reject(error) : resolve(`${err.trim()}\n${out.trim()}`.trim()),
    );
  });

test("Node.js 20 and 22: locateFile that returns an http URL", async () => {
  const [node20, node22] = await Promise.all(
    NODES.map(([, node]) => printed(node, LOCATED_AT_URL)),
  );
  captured["node-wasm-url"] = node22;
  assert.match(node22, /^Error: ENOENT: no such file or directory, open 'http:/);
  assert.is(node20, node22, "Node.js 20 prints the same");
  assert.ok(page("docs/guides/troubleshooting.md").includes("Node.js 20 and Node.js 22 print"));
});

test("Chromium: a worker with a time limit ends an analysis whose read never resolves, and the next one works", async () => {
  assert.equal(Object.keys(LIMITED_FILES).sort(), ["/analyse-with-limit.js", "/limited-worker.js"]);
  const size = fs.statSync(FIXTURE).size;
  const { outcome } = await inLab(`import { analyseWithLimit } from "/analyse-with-limit.js";
const stalled = await analyseWithLimit({ url: "/stalled.mp4", size: ${size} }, 2000).then(() => "resolved", String);
const next = await analyseWithLimit({ url: "/media.mp4", size: ${size} }, 30000).then(
  (result) => result.media.track.map((track) => track["@type"]).join(", "),
  String,
);
(${REPORT})(JSON.stringify({ stalled, next }));`);
  assert.equal(JSON.parse(outcome), {
    stalled: "Error: no result after 2000 ms",
    next: "General, Video, Audio",
  });
  const workers = page("docs/recipes/web-workers.md");
  assert.ok(workers.includes("rejects with `no result after 2000 ms`"));
  assert.ok(workers.includes("resolves with its tracks"));
});

test("Chromium: each factory call downloads and compiles the module again", async () => {
  const { outcome, wasmRequests } = await inLab(`${IMPORT}
const first = await mediaInfoFactory();
const second = await mediaInfoFactory();
(${REPORT})(first !== second && first.mediainfoModule !== second.mediainfoModule);`);
  assert.is(outcome, "true", "two instances with two modules");
  assert.is(wasmRequests, 2);
});

test("Node.js 20: the latest release creates an instance; the older one could not", async () => {
  const script = path.join(path.dirname(SCENARIOS), "node20-factory.mjs");
  // The Node.js that runs this suite: the machine's Node.js 20, the engine the message is about.
  assert.match(
    process.version,
    /^v20\./,
    "run the browser suite on Node.js 20 to capture this message",
  );
  assert.is(await printed(process.execPath, script, [LATEST.packageDir]), "created");
  captured.node20 = await printed(process.execPath, script, [OLDER.packageDir]);
  assert.match(captured.node20, /RuntimeError: Aborted\(CompileError/);
  // The page places the message under the older release, by name.
  assert.ok(
    page("docs/guides/troubleshooting.md").includes(`Before 0.3.7 (${OLDER.version} and earlier)`),
  );
});

test("mixed releases: one release's JavaScript with the other's WebAssembly, in Node.js and Chromium", async () => {
  const MIXER = path.join(path.dirname(SCENARIOS), "mixed-releases.mjs");
  const mixes = { "mixed-new-js": [LATEST, OLDER], "mixed-old-js": [OLDER, LATEST] } as const;
  for (const [id, [js, wasm]] of Object.entries(mixes)) {
    const [node20, node22] = await Promise.all(
      NODES.map(([, node]) => printed(node, MIXER, [js.packageDir, wasm.packageDir])),
    );
    captured[`${id}-node`] = node22;
    // Node.js 20 cannot compile the older module, so there the older WASM fails before linking.
    if (!wasm.isLatest) assert.match(node20, /^CompileError: .*invalid value type 'stringref'/);
    else assert.is(node20.replaceAll(" error:", ":"), node22, "Node.js 20 words it alike");
    const lab =
      await inLab(`import { mediaInfoFactory } from "/${js.isLatest ? "mediainfo" : "older"}/dist/esm-bundle/index.js";
mediaInfoFactory({ locateFile: () => "/${wasm.isLatest ? "mediainfo" : "older"}/dist/MediaInfoModule.wasm" }).then(() => "created", String).then(${REPORT});`);
    captured[`${id}-chromium`] = lab.outcome;
    for (const text of [node22, lab.outcome])
      assert.match(
        text,
        /Import #0 (module=)?"(a|env)"(:| error:) module is not an object or function/,
      );
  }
  // The JavaScript names the module it imports from: "env" for the latest, "a" for the older.
  assert.match(captured["mixed-new-js-chromium"], /"env"/);
  assert.match(captured["mixed-old-js-chromium"], /"a"/);
});

const VITE_WARNING = "doesn't exist at build time";
const INDEX_HTML = '<!doctype html><script type="module" src="/src/main.js"></script>';

test("Vite: a build that imports mediainfo.js warns about the library's new URL(); the Troubleshooting config quiets it", async () => {
  const tiny = await viteBuildLog({
    "index.html": INDEX_HTML,
    "src/main.js": 'import mediaInfoFactory from "mediainfo.js";\nmediaInfoFactory();\n',
  });
  captured["vite-new-url"] = tiny.split("\n").find((line) => line.includes(VITE_WARNING))!;
  assert.ok(
    captured["vite-new-url"].startsWith("new URL('MediaInfoModule.wasm', import.meta.url)"),
  );
  // The Vite recipe of the Bundlers page, which passes locateFile, gets the same warning.
  const recipe = Object.fromEntries(
    allFences()
      .filter((fence) => fence.source.endsWith("bundlers.md") && fence.attrs.file)
      .filter((fence) => fence.attrs.recipe.split(" ").includes("vite"))
      .map((fence) => [fence.attrs.file, fence.code]),
  );
  assert.equal(Object.keys(recipe).sort(), ["index.html", "src/main.js"]);
  assert.ok((await viteBuildLog(recipe)).includes(captured["vite-new-url"]));
  const config = allFences().find(
    (fence) => fence.source.endsWith("troubleshooting.md") && fence.code.includes("customLogger"),
  );
  assert.ok(config, "Troubleshooting shows a Vite config");
  assert.is(config.attrs.title, "vite.config.mjs");
  const quiet = await viteBuildLog({ ...recipe, [config.attrs.title]: config.code });
  assert.ok(quiet.includes("built in"), quiet);
  assert.not.ok(quiet.includes(VITE_WARNING), "the config hides the warning");
  assert.not.ok(quiet.includes("(!)"), "and adds no warning of its own");
  assert.ok(quiet.includes("MediaInfoModule-"), "the WebAssembly file is still emitted");
});

test("Node.js 20 and 22: overlapping calls, a throwing size, close() and the value types", () => {
  captured.busy = facts.overlapping.second.error;
  assert.is(captured.busy, "Error: cannot start a new analysis while another is in progress");
  // The refused call cleared the busy mark: the third call ran beside the first, and the MP3 it was
  // given came back described as the MP4.
  assert.is(facts.overlapping.first.tracks, "General:MPEG-4, Video:AVC, Audio:AAC");
  assert.is(facts.overlapping.third.tracks, "General:MPEG-4, Video:AVC, Audio:AAC");
  // Queued, the same two files each get their own result.
  assert.equal(
    facts.queued.map((result: { tracks: string }) => result.tracks),
    ["General:MPEG-4, Video:AVC, Audio:AAC", "General:MPEG Audio, Audio:MPEG Audio"],
  );
  // Upgrading from 0.3.4 names this refusal as the change of 0.3.6.
  const upgrading = page("docs/guides/upgrading.md");
  assert.ok(upgrading.includes(`reject the overlapping call with \`${captured.busy.slice(7)}\``));
  assert.equal(facts.throwingSize, [
    { error: "Error: size unknown" },
    { error: "Error: cannot start a new analysis while another is in progress" },
    { tracks: "General:MPEG-4, Video:AVC, Audio:AAC" },
  ]);
  assert.is(
    facts.afterClose.tracks,
    "General:MPEG-4, Video:AVC, Audio:AAC",
    "close() does not dispose the instance",
  );
  assert.equal(facts.valueTypes, {
    "General.FileSize": "string",
    "General.Duration": "number",
    "Video.ID": "string",
    "Video.StreamOrder": "string",
    "Video.Rotation": "string",
    "Video.Width": "number",
    "Video.extra": "string",
  });
  assert.is(facts.htmlHasScript, true, "the HTML format holds a <script> element");
  // `extra` holds what the track's schema does not name, e.g. CodecConfigurationBox of an MP4's video.
  assert.ok(facts.videoExtraKeys.includes("CodecConfigurationBox"));
  for (const key of facts.videoExtraKeys)
    assert.not.ok(membersOf("VideoTrack").has(key), `${key} is outside VideoTrack`);
});

test("Node.js 20 and 22: a synchronous reader has no stack limit; the older release's had one", async () => {
  const { reads, outcome, next, asyncOutcome } = edge.syncReader;
  // 1 GiB of zeros in 1 KiB chunks: MediaInfoLib gives up after 16 MiB, and the analysis resolves.
  assert.is(outcome, "resolved");
  assert.is(next, "resolved", "the instance is free afterwards");
  assert.is(asyncOutcome, "resolved");
  assert.ok(reads > 16_000, `${reads} synchronous reads`);
  // The older release, in Node.js 22: the stack ran out; the pages give that count rounded to 500.
  const depth = JSON.parse(
    await printed(node22Path(), path.join(path.dirname(SCENARIOS), "sync-reader-depth.mjs"), [
      OLDER.packageDir,
    ]),
  );
  assert.is(depth.outcome, "RangeError: Maximum call stack size exceeded");
  const about = `about ${(Math.round(depth.reads / 500) * 500).toLocaleString("en")} reads`;
  for (const file of ["docs/getting-started/usage.md", "docs/recipes/large-files.md"]) {
    assert.ok(page(file).includes(about), `${file} says "${about}" (measured ${depth.reads})`);
    assert.ok(page(file).includes("Before 0.3.7"), `${file} places the limit before 0.3.7`);
  }
});

test("Node.js 20 and 22: the last read of a file ends at its last byte, with no request for 0 bytes", () => {
  const { fileSize, requests, last } = edge.lastRequest;
  assert.ok(requests > 1, "read in several chunks");
  const [offset, size] = last;
  assert.ok(size > 0, "the last request asks for bytes");
  assert.is(offset + size, fileSize, "and ends at the end of the file");
  assert.ok(page("docs/recipes/large-files.md").includes("no longer asks for 0 bytes"));
});

test("Node.js 20 and 22: the callback form, a rejected size, and values thrown that are not Error objects", () => {
  // Refused while busy, the callback gets null and the busy mark stays (only the promise form clears
  // it); a size promise that rejects gives null and clears the mark, in both forms.
  assert.equal(edge.callbackRefused, { result: "null", error: BUSY, busyAfter: true });
  assert.equal(edge.callbackSizeRejected, {
    result: "null",
    error: "Error: no size",
    busyAfter: false,
  });
  assert.equal(edge.promiseSizeRejected, {
    rejected: "Error: no size",
    busyAfter: false,
    next: "resolved",
  });
  assert.equal(edge.notErrors, {
    readerThrows42: "Error: Unknown error",
    readerRejects42: "Error: Unknown error",
    readerThrowsString: "Error: disk gone",
    sizeRejects42: "Error: Unknown error",
    sizeThrows42: 42,
  });
  const troubleshooting = page("docs/guides/troubleshooting.md");
  assert.ok(
    troubleshooting.includes("receives `null` as the result"),
    "the refused callback's result",
  );
  assert.ok(troubleshooting.includes("A `size` promise that rejects clears the mark"));
  assert.ok(page("docs/getting-started/usage.md").includes('`Error("Unknown error")`'));
});

test("Node.js 20 and 22: openBufferContinue returns true exactly when bit 3 (finished) is set", () => {
  const steps: { status: number; returned: boolean }[] = edge.openBufferContinue;
  for (const { status, returned } of steps) assert.is(returned, (status & 8) !== 0, `${status}`);
  assert.ok(
    steps.some(({ status, returned }) => status & 1 && !returned),
    "bit 0 alone: false",
  );
  assert.is(steps.at(-1)!.returned, true, "the loop ended on true");
  const example = fs.readFileSync("site/_api-examples/MediaInfo.openBufferContinue.md", "utf8");
  assert.match(example, /`true` once bit 3/);
});

test("Memory and instances: each instance has its own WebAssembly memory of the size the page prints, kept after close()", async () => {
  const printed = JSON.parse(fs.readFileSync("site/_data/instanceCosts.json", "utf8")).memoryBytes;
  for (const [where, costs] of [
    ["Chromium", await costsInChromium(browser, 2)],
    ...(await Promise.all(
      NODES.map(async ([where, node]) => [where, await costsInNode(2, node)] as const),
    )),
  ] as const) {
    assert.is(costs.modules, 2, `${where}: two factory calls, two modules`);
    assert.equal(costs.memoryBytes, [printed, printed], `${where}: memory per instance`);
    assert.is(costs.memoryAfterAnalysis, printed, `${where}: not grown by the sample`);
    assert.is(costs.memoryAfterClose, printed, `${where}: close() keeps the memory`);
    assert.is(costs.analysesAfterClose, true, `${where}: the instance analyses after close()`);
  }
});

/**
 * Opens the page Vite built in `dist` (the fixture served at /sample.mp4), optionally picks the
 * fixture in its file input, and waits for `ready`, an expression that is true once the page is
 * done; returns what it shows in `body[data-outcome]` or its <output>, the WebAssembly paths it
 * asked for and its errors.
 */
async function openBuilt(dist: string, pick: boolean, ready: string) {
  const context = await browser.newContext();
  const wasm: string[] = [];
  await context.route("**/*", (route) => {
    const { origin, pathname } = new URL(route.request().url());
    if (origin !== LAB) return route.abort("blockedbyclient");
    if (pathname.endsWith(".wasm")) wasm.push(pathname);
    const file = pathname === "/" ? path.join(dist, "index.html") : path.join(dist, pathname);
    if (pathname === "/sample.mp4") return route.fulfill({ body: fs.readFileSync(FIXTURE) });
    if (!fs.existsSync(file)) return route.fulfill({ status: 404, body: "not found" });
    const type = file.endsWith(".wasm")
      ? "application/wasm"
      : file.endsWith(".js")
        ? "text/javascript"
        : "text/html";
    return route.fulfill({ contentType: type, body: fs.readFileSync(file) });
  });
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on("pageerror", (error) => errors.push(error.message));
  await tab.goto(`${LAB}/`);
  if (pick) await tab.locator("input[type=file]").setInputFiles(FIXTURE);
  await waitUntil(tab, ready, null, { timeout: 30_000 });
  const shown = await tab.evaluate(
    () => document.body.dataset.outcome ?? document.querySelector("output")?.textContent ?? "",
  );
  await context.close();
  return { shown, wasm, errors };
}

const FACTORY_PAGE = {
  "index.html": INDEX_HTML,
  "src/main.js": `import mediaInfoFactory from "mediainfo.js";
import wasmUrl from "mediainfo.js/MediaInfoModule.wasm?url";
mediaInfoFactory({ locateFile: () => wasmUrl }).then(() => "created", String).then(${REPORT});
`,
};
const HAS_OUTCOME = "document.body.dataset.outcome !== undefined";

test("Vite: conditions without `module` bundle the Node.js build, which fails in the page; the printed config keeps the browser build", async () => {
  const troubleshooting = page("docs/guides/troubleshooting.md");
  const replaced = 'resolve: { conditions: ["browser"] }';
  assert.ok(troubleshooting.includes(`\`${replaced.replace("conditions: ", "conditions: ")}\``));
  const configWith = (build: string) =>
    `import { defineConfig } from "vite";\nexport default defineConfig({ ${replaced}${build} });\n`;
  // Not minified: the function's own name.
  const plain = viteProject({
    ...FACTORY_PAGE,
    "vite.config.mjs": configWith(", build: { minify: false }"),
  });
  const log = await runViteBuild(plain);
  const warning = log.split("\n").find((line) => line.includes('Module "node:module"'))!;
  assert.ok(warning, log);
  captured["vite-node-module"] = warning.replace(/"\/\S*?\/node_modules\//, '"…/node_modules/');
  assert.ok(warning.includes("mediainfo.js/dist/esm/MediaInfoModule.js"), "the Node.js build");
  captured["node-build-in-browser"] = (
    await openBuilt(path.join(plain, "dist"), false, HAS_OUTCOME)
  ).shown;
  // Minified: one letter, which the page names.
  const minified = viteProject({ ...FACTORY_PAGE, "vite.config.mjs": configWith("") });
  await runViteBuild(minified);
  const short = (await openBuilt(path.join(minified, "dist"), false, HAS_OUTCOME)).shown;
  const [, letter] = short.match(/^TypeError: (\w) is not a function$/) ?? [];
  assert.ok(letter, short);
  assert.ok(
    troubleshooting.includes(
      `\`TypeError: ${letter} is not a function\` with the Vite of these tests`,
    ),
  );
  // The page's config adds a condition and keeps the browser build.
  const config = allFences().find(
    (fence) =>
      fence.source.endsWith("troubleshooting.md") && fence.code.includes("defaultClientConditions"),
  )!;
  assert.is(config.attrs.title, "vite.config.mjs");
  const fixed = viteProject({ ...FACTORY_PAGE, "vite.config.mjs": config.code });
  assert.not.ok((await runViteBuild(fixed)).includes('Module "node:module"'));
  assert.is((await openBuilt(path.join(fixed, "dist"), false, HAS_OUTCOME)).shown, "created");
});

test("Vite: a library built on mediainfo.js passes locateFile on; the app that gives it gets its tracks", async () => {
  const fence = (title: string) =>
    allFences().find((f) => f.source.endsWith("troubleshooting.md") && f.attrs.title === title)!;
  const library = fence("media-facts/index.js");
  const app = fence("src/main.js");
  assert.ok(library && app, "Troubleshooting shows the library and the app");
  const files = {
    "media-facts/index.js": library.code,
    "media-facts/package.json": JSON.stringify({
      name: "media-facts",
      type: "module",
      exports: "./dist/media-facts.js",
    }),
    // Library mode: one ES module with mediainfo.js bundled in, as a library publishes it.
    "media-facts/vite.config.mjs": `import { defineConfig } from "vite";
export default defineConfig({ build: { lib: { entry: "index.js", formats: ["es"], fileName: () => "media-facts.js" } } });
`,
    "index.html":
      '<!doctype html><input type="file" aria-label="Media file"><output></output><script type="module" src="/src/main.js"></script>',
    "src/main.js": app.code,
  };
  const dir = viteProject(files, { "media-facts": "media-facts" });
  await runViteBuild(path.join(dir, "media-facts"));
  await runViteBuild(dir);
  const passed = await openBuilt(
    path.join(dir, "dist"),
    true,
    'document.querySelector("output").textContent !== ""',
  );
  assert.is(passed.shown, "General, Video, Audio");
  assert.match(passed.wasm[0], /^\/assets\/MediaInfoModule-[\w-]+\.wasm$/);
  // The same app without passing locateFile: the library's wrapper asks for a file never written.
  const withoutLocateFile = app.code.replace(", { locateFile: () => wasmUrl }", "");
  assert.not.equal(withoutLocateFile, app.code);
  fs.writeFileSync(path.join(dir, "src/main.js"), withoutLocateFile);
  fs.rmSync(path.join(dir, "dist"), { recursive: true });
  await runViteBuild(dir);
  const lost = await openBuilt(
    path.join(dir, "dist"),
    true,
    'performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".wasm")).length >= 2',
  );
  assert.is(lost.shown, "");
  assert.equal([...new Set(lost.wasm)], ["/MediaInfoModule.wasm"]);
  assert.not.ok(fs.existsSync(path.join(dir, "dist/MediaInfoModule.wasm")));
  assert.ok(page("docs/guides/troubleshooting.md").includes("asks for `/MediaInfoModule.wasm`"));
});

test("ID3 text: what each encoding gives with the latest release and the older one, as the Troubleshooting table says", async () => {
  const ID3 = path.join(path.dirname(SCENARIOS), "id3-scenarios.mjs");
  const latest = inEveryNode(ID3, [LATEST.packageDir, MP3]);
  const older = JSON.parse(await printed(node22Path(), ID3, [OLDER.packageDir, MP3]));
  const verdict = (text: string, reported: unknown) =>
    reported === text ? "right" : typeof reported === "string" ? "garbled" : "not a string";
  const troubleshooting = fs.readFileSync("site/docs/guides/troubleshooting.md", "utf8");
  const section = troubleshooting
    .slice(troubleshooting.indexOf("## Garbled tags"))
    .split("\n## ")[0];
  const ROWS: Record<string, string> = {
    utf8: "UTF-8 (ID3v2.4)",
    latin1: 'ISO-8859-1, "Latin-1"',
    utf16: "UTF-16 with a byte order mark",
    utf16be: "UTF-16 big-endian (ID3v2.4)",
  };
  for (const [encoding, label] of Object.entries(ROWS)) {
    const row = `| ${label} | ${verdict(latest.text, latest.reported[encoding])} | ${verdict(older.text, older.reported[encoding])} |`;
    assert.ok(section.includes(row), `the page's row: ${row}`);
  }
  // Garbled, as the page shows it: each letter outside ASCII is a replacement character.
  const garbled = latest.text.replace(/[^\x00-\x7f]/g, "\ufffd");
  assert.is(latest.reported.utf16, garbled);
  assert.ok(
    section.includes(`\`${latest.text}\` reads\n\`${garbled}\``) ||
      section.replace(/\s+/g, " ").includes(`\`${latest.text}\` reads \`${garbled}\``),
  );
});

test("Node.js 22: the latest release reports the same fields as the older one for every corpus file, read whole or in 16 KiB chunks", async () => {
  const FIELD_SETS = path.join(path.dirname(SCENARIOS), "field-sets.mjs");
  const corpusDir = path.dirname(INDEX_AT_END);
  const [latest, older] = await Promise.all(
    [LATEST, OLDER].map(async (release) =>
      JSON.parse(await printed(node22Path(), FIELD_SETS, [release.packageDir, corpusDir])),
    ),
  );
  assert.ok(Object.keys(latest).length >= 30);
  // What the latest adds: the fields of #188 on the MP4 read in one piece (0.3.6 gives them only
  // from smaller chunks), and fields MediaInfoLib added since (the cover's MIME type, luminance).
  const TIMECODE_FIELDS = [
    "Audio.Delay",
    "Audio.Video_Delay",
    "Other.FrameCount",
    "Other.TimeCode_FirstFrame",
    "Other.TimeCode_LastFrame",
    "Other.TimeCode_Stripped",
    "Text.Delay",
    "Text.Video_Delay",
    "Video.Delay",
  ];
  const LUMINANCE = [
    "Video.MasteringDisplay_Luminance_Max",
    "Video.MasteringDisplay_Luminance_Min",
  ];
  const expected = (key: string) =>
    key.endsWith(" subtitles-chapters-attachment.mkv")
      ? ["General.Cover_Mime"]
      : key === "whole timed-text-timecode.mp4"
        ? TIMECODE_FIELDS
        : key.endsWith(" hdr10.mp4")
          ? LUMINANCE
          : [];
  for (const key of Object.keys(latest)) {
    const added = latest[key].filter((field: string) => !older[key].includes(field));
    const gone = older[key].filter((field: string) => !latest[key].includes(field));
    assert.equal(gone, [], key);
    assert.equal(added.sort(), expected(key), key);
  }
  for (const field of TIMECODE_FIELDS)
    assert.ok(older["16KiB timed-text-timecode.mp4"].includes(field), `0.3.6 in chunks: ${field}`);
  const troubleshooting = page("docs/guides/troubleshooting.md");
  assert.ok(troubleshooting.includes("gets nine fields from"));
  assert.ok(
    troubleshooting.includes(
      `Every other file gives the same fields with ${OLDER.version} as with`,
    ),
  );
  assert.ok(
    troubleshooting.includes("`General.Cover_Mime` for the cover attached to the Matroska file"),
  );
  assert.ok(
    troubleshooting.includes(
      "`MasteringDisplay_Luminance_Min` and `MasteringDisplay_Luminance_Max`",
    ),
  );
});

test("Memory and instances: the older release started each instance with about half the memory, as the page says", async () => {
  const MEMORY = path.join(path.dirname(SCENARIOS), "initial-memory.mjs");
  const older = Number(await printed(node22Path(), MEMORY, [OLDER.packageDir]));
  const latest = JSON.parse(fs.readFileSync("site/_data/instanceCosts.json", "utf8")).memoryBytes;
  assert.ok(latest / older > 1.9 && latest / older < 2.1, `${latest} and ${older} bytes`);
  const said = `about half as much, ${(older / 2 ** 20).toFixed(1)} MiB (${older / 65536} pages)`;
  assert.ok(page("docs/guides/memory.md").includes(said), said);
});

test("every message fence in the docs shows the library's real text", () => {
  const fences = allFences().filter((fence) => fence.attrs.message);
  assert.ok(fences.length >= 5, `${fences.length} message fences`);
  const squash = (text: string) => text.replace(/\s+/g, " ").trim();
  // …and every text captured here is shown by some fence.
  for (const id of Object.keys(captured))
    assert.ok(
      fences.some((fence) => fence.attrs.message === id),
      `no fence has message="${id}"`,
    );
  for (const fence of fences) {
    const real = captured[fence.attrs.message];
    assert.ok(
      real !== undefined,
      `${label(fence)}: no scenario captures message="${fence.attrs.message}"`,
    );
    assert.is(squash(fence.code), squash(real), label(fence));
  }
});

test.run();
