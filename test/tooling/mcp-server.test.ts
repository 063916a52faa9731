// The local docs server (packages/mcp-server) over stdio, driven by the MCP SDK's own client: its
// data packed from the built site, every tool called, twenty developer tasks answered in the
// first three search results (at least eighteen; the figure is printed), and bad requests (an
// unknown field or page, a missing file, a file that is not media, a file over the size limit, a
// path outside the allowed folder, a folder, a link leading out of it) answered with a clear
// error, while the process opens no file outside its own package but the ones it was asked for.
import { test } from "uvu";
import * as assert from "uvu/assert";
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ensureInstalled } from "../../scripts/tools.js";
import { SITE_DIR } from "../helpers/built-site.ts";
import { DEVELOPER_TASKS } from "./mcp-server-tasks.ts";
import { scratchDir } from "../helpers/scratch.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PACKAGE = path.join(ROOT, "packages", "mcp-server");
const SPY = fileURLToPath(new URL("./open-spy.mjs", import.meta.url));
const CORPUS = path.join(ROOT, "test", "fixtures", "corpus");

ensureInstalled(PACKAGE, "packages/mcp-server");
const packed = spawnSync(process.execPath, ["scripts/pack-data.js", "--site", SITE_DIR], {
  cwd: PACKAGE,
  encoding: "utf8",
});
if (packed.status !== 0) throw new Error(`packing the docs data failed:\n${packed.stderr}`);
const manifest = JSON.parse(fs.readFileSync(path.join(PACKAGE, "data", "manifest.json"), "utf8"));
const sdk = (file: string) =>
  import(
    pathToFileURL(path.join(PACKAGE, "node_modules/@modelcontextprotocol/sdk/dist/esm", file)).href
  );
const { Client } = await sdk("client/index.js");
const { StdioClientTransport } = await sdk("client/stdio.js");

// The folder the server may read, with a media file, a text file, a sub-folder, a file over the
// size limit (sparse: it takes no disk space) and a link to a media file outside it.
const scratch = scratchDir("docs-mcp-");
const allowed = path.join(scratch, "allowed");
const outside = path.join(scratch, "outside");
fs.mkdirSync(path.join(allowed, "clips"), { recursive: true });
fs.mkdirSync(outside);
fs.copyFileSync(path.join(CORPUS, "vp9-opus.webm"), path.join(allowed, "clip.webm"));
fs.copyFileSync(path.join(CORPUS, "not-media.txt"), path.join(allowed, "notes.txt"));
fs.copyFileSync(path.join(CORPUS, "tone.wav"), path.join(outside, "secret.wav"));
fs.symlinkSync(path.join(outside, "secret.wav"), path.join(allowed, "innocent.wav"));
const HUGE_BYTES = 3 * 1024 ** 3;
fs.writeFileSync(path.join(allowed, "huge.mp4"), "");
fs.truncateSync(path.join(allowed, "huge.mp4"), HUGE_BYTES);

const transport = new StdioClientTransport({
  command: process.execPath,
  args: ["--import", SPY, path.join(PACKAGE, "bin", "mediainfo-docs-mcp.js"), "--allow", allowed],
  cwd: scratch,
  stderr: "pipe",
});
let stderr = "";
transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk));
const client = new Client({ name: "docs-suite", version: "1.0.0" });
const started = performance.now();
await client.connect(transport);
console.log(`  docs server: ready in ${Math.round(performance.now() - started)} ms`);

type Answer = {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: any;
};
const call = (name: string, args: Record<string, unknown> = {}): Promise<Answer> =>
  client.callTool({ name, arguments: args });
/** A successful answer's JSON, stamped with a release and the packed build. */
async function ok(name: string, args: Record<string, unknown> = {}) {
  const answer = await call(name, args);
  assert.not.ok(answer.isError, `${name} ${JSON.stringify(args)}: ${answer.content[0]?.text}`);
  const value = JSON.parse(answer.content[0].text);
  assert.equal(value, answer.structuredContent);
  assert.equal(value.build, manifest.build, "stamped with the packed build");
  assert.ok(manifest.releases.some((release: any) => release.version === value.release));
  return value;
}
/** An error answer's text. */
async function refused(name: string, args: Record<string, unknown>) {
  const answer = await call(name, args);
  assert.ok(
    answer.isError,
    `${name} ${JSON.stringify(args)} was answered: ${answer.content[0]?.text.slice(0, 200)}`,
  );
  return answer.content[0].text;
}

test("the data is the built site's, stamped with its build id and releases", () => {
  const worker = fs.readFileSync(path.join(SITE_DIR, "sw.js"), "utf8");
  assert.ok(worker.includes(`"build":"${manifest.build}"`), manifest.build);
  assert.equal(
    manifest.releases.map((release: any) => release.version),
    JSON.parse(fs.readFileSync(path.join(SITE_DIR, "agents", "releases.json"), "utf8")).map(
      (release: any) => release.version,
    ),
  );
  assert.ok(manifest.pages.length >= 80, `${manifest.pages.length} pages packed`);
});

test("lists the five tools", async () => {
  const { tools } = await client.listTools();
  assert.equal(tools.map((tool: { name: string }) => tool.name).sort(), [
    "analyse_file",
    "get_page",
    "list_versions",
    "lookup_field",
    "search_docs",
  ]);
  for (const tool of tools) assert.ok(tool.description.length > 40, tool.name);
});

test("lists the documented releases with their install lines and indexes", async () => {
  const { releases, analyser } = await ok("list_versions");
  assert.equal(
    releases.map((release: any) => release.version),
    manifest.releases.map((release: any) => release.version),
  );
  const latest = releases.find((release: any) => release.latest);
  assert.is(latest.install, `npm install --save-exact mediainfo.js@${latest.version}`);
  assert.is(analyser, latest.version, "the analyser runs the latest documented release");
  assert.match(latest.agents, /\/agents\.md$/);
});

test("searches each release's own pages and gives their Markdown", async () => {
  for (const release of manifest.releases) {
    const answer = await ok("search_docs", { query: "locateFile", release: release.version });
    assert.is(answer.release, release.version);
    assert.ok(answer.results.length >= 3);
    for (const result of answer.results) {
      assert.ok(new URL(result.url).pathname.startsWith(`${release.prefix}/`), result.url);
      assert.ok(result.markdown.endsWith("index.html.md"), result.markdown);
    }
  }
});

test(`answers at least 18 of ${DEVELOPER_TASKS.length} developer tasks in the first three results`, async () => {
  let answered = 0;
  const misses: string[] = [];
  for (const { task, query, answers } of DEVELOPER_TASKS) {
    const { results } = await ok("search_docs", { query, limit: 3 });
    const found = results.some((result: any) => {
      const urls = [result.url, ...result.sections.map((section: any) => section.url)].map(
        (url) => {
          const address = new URL(url);
          return address.pathname + address.hash;
        },
      );
      return answers.some((answer) => urls.includes(answer));
    });
    if (found) answered += 1;
    else
      misses.push(
        `  "${query}" (${task}) → ${results.map((result: any) => result.url).join(" · ")}`,
      );
  }
  console.log(
    `  developer tasks: ${answered} of ${DEVELOPER_TASKS.length} answered in the first three results`,
  );
  if (misses.length) console.log(misses.join("\n"));
  assert.is(DEVELOPER_TASKS.length, 20);
  assert.ok(answered >= 18, `${answered} answered`);
});

test("gives a page as Markdown, stamped with the release the page belongs to", async () => {
  const latest = await ok("get_page", { url: "/docs/getting-started/usage/" });
  assert.match(latest.markdown, /^# Usage/);
  assert.is(latest.release, manifest.releases.find((release: any) => release.isLatest).version);
  const older = manifest.releases.find((release: any) => !release.isLatest);
  const page = await ok("get_page", {
    url: `${manifest.site}${older.prefix}/docs/getting-started/installation/#nodejs`,
  });
  assert.is(page.release, older.version);
  assert.ok(page.markdown.includes(`mediainfo.js@${older.version}`));
  const index = await ok("get_page", { url: "/agents.md" });
  assert.match(index.markdown, /Five things to get right/);
});

test("looks a field up with its type, unit, description, example and track types", async () => {
  const field = await ok("lookup_field", { name: "duration", track: "General" });
  assert.is(field.name, "Duration");
  assert.is(field.type, "number");
  assert.equal(field.tracks, ["General"]);
  assert.is(field.units.General, "s");
  assert.ok(field.descriptions[0].text.length > 10);
  assert.ok(field.example.value.length > 0);
  const everywhere = await ok("lookup_field", { name: "FrameRate" });
  assert.ok(everywhere.tracks.includes("Video") && everywhere.tracks.length > 1);
  assert.match(everywhere.url, /\/api\/fields\/#FrameRate$/);
  const older = manifest.releases.find((release: any) => !release.isLatest);
  const field036 = await ok("lookup_field", { name: "Delay", release: older.version });
  assert.is(field036.release, older.version);
  assert.match(field036.url, new RegExp(`^${manifest.site}${older.prefix}/api/fields/#Delay$`));
});

test("field history names the release a field arrived in", async () => {
  const catalogue = JSON.parse(
    fs.readFileSync(
      path.join(PACKAGE, "data", "fields", `${manifest.releases[0].version}.json`),
      "utf8",
    ),
  );
  const recent = catalogue.find((field: any) => field.history);
  assert.ok(recent, "a field with a history note");
  const field = await ok("lookup_field", { name: recent.name });
  assert.is(field.history, recent.history);
});

test("analyses a media file with the real library, in any format", async () => {
  const object = await ok("analyse_file", { path: "clip.webm" });
  assert.equal(object.tracks, ["General", "Video", "Audio"]);
  const general = object.result.media.track[0];
  assert.is(general.Format, "WebM");
  assert.is(typeof general.Duration, "number");
  assert.is(object.size, fs.statSync(path.join(allowed, "clip.webm")).size);
  const text = await ok("analyse_file", { path: path.join(allowed, "clip.webm"), format: "text" });
  assert.match(text.result, /^General\nFormat\s+: WebM/);
  const xml = await ok("analyse_file", { path: "clip.webm", format: "XML" });
  assert.match(xml.result, /<media /);
});

test("refuses bad requests with a clear error", async () => {
  assert.match(
    await refused("lookup_field", { name: "FrameRat" }),
    /No field FrameRat; did you mean FrameRate/,
  );
  assert.match(
    await refused("get_page", { url: "/docs/nothing-here/" }),
    /No page \/docs\/nothing-here\//,
  );
  assert.match(
    await refused("get_page", { url: "https://example.com/docs/intro/" }),
    /not a page of/,
  );
  assert.match(await refused("search_docs", { query: "x", release: "9.9.9" }), /9\.9\.9|Invalid/);
  assert.match(
    await refused("analyse_file", { path: "missing.mp4" }),
    /No such file: missing\.mp4/,
  );
  assert.match(await refused("analyse_file", { path: "notes.txt" }), /not a media file/);
  assert.match(
    await refused("analyse_file", { path: "huge.mp4" }),
    new RegExp(`${HUGE_BYTES} bytes, over this server's limit`),
  );
  assert.match(await refused("analyse_file", { path: "clips" }), /is a folder/);
  assert.match(
    await refused("analyse_file", { path: path.join(outside, "secret.wav") }),
    /outside the allowed folders/,
  );
  assert.match(
    await refused("analyse_file", { path: "../outside/secret.wav" }),
    /outside the allowed folders/,
  );
  assert.match(
    await refused("analyse_file", { path: "innocent.wav" }),
    /is a link to .*outside the allowed folders/,
  );
});

test("opens no file outside its package but the ones it was asked to analyse", () => {
  const opened = [...stderr.matchAll(/^opened: (.*)$/gm)].map((match) =>
    match[1].replace(/^file:\/\//, ""),
  );
  assert.ok(
    opened.some((file) => file.endsWith("clip.webm")),
    "the spy saw the analysed file",
  );
  const foreign = opened.filter(
    (file) =>
      !path.resolve(file).startsWith(PACKAGE) &&
      !["clip.webm", "notes.txt"].includes(path.basename(file)),
  );
  assert.equal(foreign, [], "files opened that nobody asked for");
  for (const never of ["secret.wav", "innocent.wav", "huge.mp4"])
    assert.not.ok(
      opened.some((file) => file.endsWith(never)),
      `${never} was opened`,
    );
});

test.after(async () => {
  await client.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

test.run();
