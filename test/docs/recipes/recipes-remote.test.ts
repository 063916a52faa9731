// The remote-files recipe's options, run as printed against local servers that behave like the
// hosts the page describes: one wanting a bearer token, a pre-signed URL that refuses HEAD, a
// server failing its first chunk requests, one that stops answering. Node.js 22 for the scripts;
// Chromium for the cross-origin Authorization header and the abort facts, which both runtimes share.
import { test } from "uvu";
import * as assert from "uvu/assert";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../helpers/site.ts";
import { FIXTURE } from "../../helpers/examples.ts";
import { corpus } from "../../helpers/corpus.ts";
import { serveFolder } from "../../../scripts/static-server.js";
import { serveRanges, type RangeServer } from "../../helpers/range-servers.ts";
import type { RangeServerModes } from "../../helpers/range-server-modes.ts";
import {
  commandLines,
  expectedTracks,
  recipes,
  runLine,
  writeProject,
} from "../../helpers/recipes.ts";

const all = recipes();
const SAMPLE_ORIGIN = "https://media.example.com";
const PROBE = fs.readFileSync(new URL("./remote-probe.mjs", import.meta.url), "utf8");
const MXF = corpus().find((entry) => entry.file.endsWith(".mxf"))!;
const folders: string[] = [];
const servers: RangeServer[] = [];
let browser: Browser;
let media: string;

test.before(async () => {
  // No request routing here: Playwright answers preflights itself for a routed context, which
  // would hide what the server allows. Outside hosts resolve to nothing instead.
  browser = await launchChromium(["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]);
  media = fs.mkdtempSync(path.join(os.tmpdir(), "remote-options-"));
  folders.push(media);
  fs.copyFileSync(FIXTURE, path.join(media, "video.mp4"));
  fs.copyFileSync(MXF.path, path.join(media, MXF.file));
});
test.after(async () => {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** A range server over the sample folder, closed after the suite. */
async function serve(modes: RangeServerModes = {}): Promise<RangeServer> {
  const server = await serveRanges(media, "strict", modes);
  servers.push(server);
  return server;
}

/** The recipe's project in a folder made by npm init, with its npm lines run. */
async function project(name: string): Promise<{ dir: string; command: string }> {
  const recipe = all.get(name)!;
  const dir = writeProject(recipe);
  folders.push(dir);
  await runLine(dir, "npm init -y");
  const lines = commandLines(recipe);
  for (const line of lines.filter((candidate) => candidate.startsWith("npm ")))
    await runLine(dir, line);
  const command = lines.find((line) => line.includes(SAMPLE_ORIGIN))!;
  return { dir, command };
}

/** The printed command with the sample's URL(s) swapped for `urls`. */
const withUrls = (command: string, ...urls: string[]) =>
  command.replace(/https:\/\/media\.example\.com\/\S+/, urls.join(" "));

const failure = (run: Promise<string>) =>
  run.then(
    (stdout) => `succeeded: ${stdout}`,
    (error: Error) => error.message,
  );

test("remote-private: the token goes with the HEAD and every Range request; a wrong one gets 401", async () => {
  const { dir, command } = await project("remote-private");
  const token = /MEDIA_TOKEN=(\S+)/.exec(command)![1];
  const server = await serve({ authorization: `Bearer ${token}` });
  const stdout = await runLine(dir, withUrls(command, `${server.origin}/video.mp4`));
  assert.is(stdout.trim(), expectedTracks(all.get("remote-private")!));
  assert.ok(
    server.log.length >= 2 && server.log.every((line) => !line.endsWith(" 401")),
    `${server.log}`,
  );
  const wrong = command.replace(`MEDIA_TOKEN=${token}`, "MEDIA_TOKEN=other");
  assert.match(
    await failure(runLine(dir, withUrls(wrong, `${server.origin}/video.mp4`))),
    "HTTP 401",
  );
});

test("a pre-signed URL: HEAD is refused with 403, the Range probe gives the size, the analysis works", async () => {
  const { dir, command } = await project("node-url");
  const server = await serve({ signature: "s1" });
  const stdout = await runLine(dir, withUrls(command, `${server.origin}/video.mp4?signature=s1`));
  assert.is(stdout.split("\n")[0], expectedTracks(all.get("node-url")!));
  assert.equal(server.log.slice(0, 2), ["HEAD - 403", "GET bytes=0-0 206"]);
  assert.ok(
    server.log.slice(2).every((line) => line.endsWith(" 206")),
    `${server.log}`,
  );
  const unsigned = await failure(runLine(dir, withUrls(command, `${server.origin}/video.mp4`)));
  assert.match(unsigned, "gives no size (HEAD: HTTP 403)");
});

test("remote-timeout: a stalled file times out, then the same instance analyses the next one", async () => {
  const { dir, command } = await project("remote-timeout");
  const stalled = await serve({ answerFirst: 1 });
  const fine = await serve();
  const script = command.replace(/ \d+ https:\S+/, " 1 https://media.example.com/x");
  const stdout = await runLine(
    dir,
    withUrls(script, `${stalled.origin}/video.mp4`, `${fine.origin}/video.mp4`),
  );
  assert.is(
    stdout.trim(),
    `${stalled.origin}/video.mp4: TimeoutError\n${expectedTracks(all.get("remote-timeout")!)}`,
  );
  assert.equal(stalled.log, ["HEAD - 200"], "the first chunk was asked for and never answered");
});

test("remote-retries: three 503s are retried, four fail the analysis, a 404 is asked for once", async () => {
  const { dir, command } = await project("remote-retries");
  const flaky = await serve({ failFirst: 3 });
  const stdout = await runLine(dir, withUrls(command, `${flaky.origin}/video.mp4`));
  assert.is(stdout.trim(), expectedTracks(all.get("remote-retries")!));
  const firstChunk = flaky.log[1].split(" ")[1];
  assert.equal(flaky.log.slice(0, 5), [
    "HEAD - 200",
    ...Array(3).fill(`GET ${firstChunk} 503`),
    `GET ${firstChunk} 206`,
  ]);
  const broken = await serve({ failFirst: 4 });
  assert.match(
    await failure(runLine(dir, withUrls(command, `${broken.origin}/video.mp4`))),
    "HTTP 503",
  );
  assert.is(broken.log.length, 5, `${broken.log}`);
  const missing = await serve();
  await failure(runLine(dir, withUrls(command, `${missing.origin}/missing.mp4`)));
  assert.equal(missing.log, ["HEAD - 404", "GET bytes=0-0 404"]);
});

test("remote-many: one analysis has one request in flight at a time; the script has two", async () => {
  const single = await serve();
  const { dir, command } = await project("node-url");
  await runLine(dir, withUrls(command, `${single.origin}/${MXF.file}`));
  assert.ok(single.requests() >= 3, `${single.log}`);
  assert.is(single.maxInFlight(), 1, "sequential requests");

  const many = await project("remote-many");
  const held = await serve({ answerFirst: 0 });
  const files = ["video.mp4", MXF.file, "video.mp4"];
  const run = runLine(
    many.dir,
    withUrls(many.command, ...files.map((file) => `${held.origin}/${file}`)),
  );
  await held.held(2); // both instances are waiting for an answer: the requests are concurrent
  held.release();
  const tracks = [
    expectedTracks(all.get("remote-many")!),
    MXF.tracks.join(", "),
    expectedTracks(all.get("remote-many")!),
  ];
  assert.is((await run).trim(), tracks.join("\n"));
  assert.is(held.maxInFlight(), 2);
});

/** The three servers the probe needs. */
async function probeUrls() {
  const [chunk, size, fine] = await Promise.all([
    serve({ answerFirst: 1 }),
    serve({ answerFirst: 0 }),
    serve(),
  ]);
  return {
    stallsOnChunk: `${chunk.origin}/video.mp4`,
    stallsOnSize: `${size.origin}/video.mp4`,
    fine: `${fine.origin}/video.mp4`,
  };
}

/** What 0.3.6 does with an abort and overlapping analyses, as the page states it. */
const PROBE_REPORT = {
  abortDuringAnalysis: "Error: Unknown error",
  nextAnalysis: "General, Video, Audio",
  abortDuringSize: "DOMException TimeoutError",
  overlapping: "Error: cannot start a new analysis while another is in progress",
  firstOfOverlapping: "Error: aborted",
  afterOverlap: "General, Video, Audio",
};

test("an aborted analysis rejects with 'Unknown error' and leaves the instance usable, in Node.js 22", async () => {
  const { dir } = await project("node-url");
  fs.writeFileSync(path.join(dir, "probe.mjs"), PROBE);
  fs.writeFileSync(
    path.join(dir, "run-probe.mjs"),
    `import mediaInfoFactory from "mediainfo.js";\nimport { analyzeUrl } from "./remote.js";\nimport { probeRemote } from "./probe.mjs";\nconsole.log(JSON.stringify(await probeRemote(mediaInfoFactory, analyzeUrl, JSON.parse(process.argv[2]))));\n`,
  );
  const stdout = await runLine(dir, `node run-probe.mjs '${JSON.stringify(await probeUrls())}'`);
  assert.equal(JSON.parse(stdout), PROBE_REPORT);
});

/** The page of the remote-browser recipe, served with the probe, open in Chromium. */
async function remotePage(): Promise<{ page: Page; close(): Promise<void> }> {
  const dir = writeProject(all.get("remote-browser")!);
  folders.push(dir);
  fs.writeFileSync(path.join(dir, "probe.mjs"), PROBE);
  const site = await serveFolder(dir);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.origin}/`);
  return { page, close: async () => (await context.close(), await site.close()) };
}

/** The modules the page's tests import, relative to the page. */
const IN_PAGE = {
  library: "./node_modules/mediainfo.js/dist/esm-bundle/index.min.js",
  remote: "./remote.js",
  probe: "./probe.mjs",
};

/** Runs remote.js's analyzeUrl in the page with `headers`; the track types or the error message. */
const analyseInPage = (page: Page, url: string, headers: Record<string, string>) =>
  page.evaluate(
    async ([url, headers, modules]) => {
      const { default: factory } = await import(modules.library);
      const { analyzeUrl } = await import(modules.remote);
      const mediainfo = await factory();
      try {
        const { result } = await analyzeUrl(mediainfo, url, { headers });
        return result.media.track.map((track: { "@type": string }) => track["@type"]).join(", ");
      } catch (error) {
        return `failed: ${(error as Error).message}`;
      } finally {
        mediainfo.close();
      }
    },
    [url, headers, IN_PAGE] as const,
  );

test("Chromium, another origin: Authorization needs a preflight allowing it; the abort facts hold", async () => {
  const { page, close } = await remotePage();
  try {
    const token = { Authorization: "Bearer t" };
    const outcomes: Record<string, string> = {};
    const preflights: Record<string, number> = {};
    const cases: Record<string, [RangeServerModes, Record<string, string>]> = {
      "allows Range, Authorization": [
        { authorization: "Bearer t", allowHeaders: "Range, Authorization" },
        token,
      ],
      "allows Range only": [{ authorization: "Bearer t" }, token],
      "allows *": [{ authorization: "Bearer t", allowHeaders: "*" }, token],
      "no token": [{ authorization: "Bearer t", allowHeaders: "Range, Authorization" }, {}],
    };
    for (const [name, [modes, headers]] of Object.entries(cases)) {
      const server = await serve(modes);
      outcomes[name] = (await analyseInPage(page, `${server.origin}/video.mp4`, headers)).replace(
        /:.*/,
        "",
      );
      preflights[name] = server.preflights();
    }
    assert.equal(outcomes, {
      "allows Range, Authorization": "General, Video, Audio",
      "allows Range only": "failed",
      // The Fetch standard keeps Authorization out of `*`; this Chromium still lets it through.
      "allows *": "General, Video, Audio",
      "no token": "failed",
    });
    assert.ok(preflights["allows Range, Authorization"] >= 1, "a preflight was sent");
    assert.is(preflights["no token"], 0, "no preflight without the header");

    const signed = await serve({ signature: "s1" });
    await page.getByLabel("Media URL").fill(`${signed.origin}/video.mp4?signature=s1`);
    await page.getByRole("button", { name: "Analyse" }).click();
    const status = page.getByRole("status");
    await status.filter({ hasNotText: "Analysing…" }).waitFor({ timeout: 30_000 });
    assert.match((await status.textContent())!, /^General, Video, Audio \(read/);
    assert.equal(signed.log.slice(0, 2), ["HEAD - 403", "GET bytes=0-0 206"]);

    const urls = await probeUrls();
    const report = await page.evaluate(
      async ([urls, modules]) => {
        const { default: factory } = await import(modules.library);
        const { analyzeUrl } = await import(modules.remote);
        const { probeRemote } = await import(modules.probe);
        return probeRemote(factory, analyzeUrl, urls);
      },
      [urls, IN_PAGE] as const,
    );
    assert.equal(report, PROBE_REPORT);
  } finally {
    await close();
  }
});

test.run();
