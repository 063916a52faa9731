// Sharing and comparing demo results in Chromium with the real library: a link made from a
// corpus file's result opens in a fresh browser context with the same fields; tampered links show
// a message and nothing of theirs as markup; the privacy choices shape what a link carries; a
// result too large for a link offers its JSON; two results compare track by track.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import * as assert from "uvu/assert";
import type { Locator, Page } from "playwright-core";
import { axeViolations } from "../../helpers/axe.ts";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { corpus } from "../../helpers/corpus.ts";
import { analyse, entries, fixture, openDemo, rowsOf } from "../../helpers/demo.ts";
import { fragmentOf, LIBRARY_VERSION, payloadOf } from "../../helpers/demo-share.ts";
import { problemsOf, type Site } from "../../helpers/site.ts";
import { formatBytes } from "../../../components/media-demo/results/result-shape.ts";

const share = browserSuite("demo: share and compare");
const file = (name: string) => corpus().find((entry) => entry.file === name)!;

/** Opens the share dialog of `entry`, unticks the named fields ("all" for every one), makes the link. */
async function makeLink(page: Page, entry: Locator, untick: string[] | "all" = []) {
  await entry.getByRole("button", { name: "Share as link" }).click();
  const dialog = entry.getByRole("region", { name: /^Share .* as a link$/ });
  await dialog.getByRole("button", { name: "Copy link" }).waitFor();
  for (const box of await dialog.getByRole("checkbox").all()) {
    const name = (await box.locator("xpath=..").innerText()).split(":")[0];
    if (untick === "all" || untick.includes(name)) await box.uncheck();
  }
  await dialog.getByRole("button", { name: "Copy link" }).click();
  return dialog;
}

async function copiedLink(page: Page, dialog: Locator): Promise<string> {
  await dialog
    .getByRole("status")
    .getByText(/^Link copied/)
    .waitFor();
  const shown = await dialog.getByRole("textbox", { name: "Link to this result" }).inputValue();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), shown);
  return shown;
}

async function demoWithClipboard(site: Site): Promise<Page> {
  const page = await openDemo(site);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: site.origin,
  });
  return page;
}

/** A fresh context on `link`: the shared result's section once it shows. */
async function openShared(site: Site, link: string) {
  const url = new URL(link);
  const page = await site.open(url.pathname + url.hash);
  const section = page.getByRole("region", { name: "Shared result" });
  await section.waitFor();
  return { page, section };
}

share(
  "a shared link opens in a fresh context with the same fields, name, size and version",
  async ({ site }) => {
    const page = await demoWithClipboard(site);
    const media = file("moov-at-end.mp4");
    await analyse(page, [media.path], 1);
    const dialog = await makeLink(page, entries(page).first(), "all");
    const link = await copiedLink(page, dialog);
    assert.ok(link.startsWith(`${site.origin}/demo/#shared=`), link);
    const payload = payloadOf(link);
    assert.is(payload.version, LIBRARY_VERSION);
    assert.equal(payload.omitted, []);

    const { page: fresh, section } = await openShared(site, link);
    assert.is(await fresh.evaluate(() => localStorage.getItem("results")), null, "nothing stored");
    const meta = await section.locator(".media-demo__shared-meta").innerText();
    for (const part of [media.file, formatBytes(media.size), `mediainfo.js ${LIBRARY_VERSION}`])
      assert.match(meta, part);
    const original = await rowsOf(entries(page).first());
    assert.ok(original.length > 10);
    assert.equal(await rowsOf(section), original);
    assert.equal(problemsOf(fresh).cspViolations, []);
    assert.equal(await axeViolations(fresh), [], "the shared result passes axe");

    await section.getByRole("button", { name: "Keep in my results" }).click();
    await entries(fresh).first().waitFor();
    assert.equal(await rowsOf(entries(fresh).first()), original, "kept beside the reader's own");
  },
);

share("the fields that can identify someone are left out unless unticked", async ({ site }) => {
  const page = await demoWithClipboard(site);
  await analyse(page, [file("tagged-cover.mp3").path], 1);
  const original = await rowsOf(entries(page).first());
  // The tags make-corpus.sh writes: each reaches the result under some field.
  for (const tag of ["Corpus tone", "mediainfo.js docs", "Test corpus"])
    assert.ok(
      original.some((row) => row.endsWith(`=${tag}`)),
      tag,
    );
  const dialog = await makeLink(page, entries(page).first());
  const ticked = dialog.getByRole("checkbox", { checked: true });
  const labels = await ticked.evaluateAll((boxes) =>
    boxes.map((box) => box.parentElement!.textContent!),
  );
  const offered = labels.map((label) => label.split(":")[0]).sort();
  assert.ok(offered.includes("Performer") && offered.includes("Title"), offered.join());
  const payload = payloadOf(await copiedLink(page, dialog));
  assert.equal([...payload.omitted].sort(), offered);
  const carried = JSON.stringify(payload.result);
  for (const tag of ["Corpus tone", "mediainfo.js docs", "Test corpus"])
    assert.not.match(carried, tag);

  const { section } = await openShared(site, await copiedLink(page, dialog));
  const text = await section.innerText();
  assert.not.match(text, "mediainfo.js docs");
  assert.match(text, `They left out: ${payload.omitted.join(", ")}.`);

  await dialog.getByRole("checkbox", { name: /^Title:/ }).uncheck();
  await dialog.getByRole("checkbox", { name: /^The file name/ }).check();
  await dialog.getByRole("button", { name: "Copy link" }).click();
  const withTitle = payloadOf(await copiedLink(page, dialog));
  assert.not.ok(withTitle.omitted.includes("Title"));
  assert.match(JSON.stringify(withTitle.result), "Corpus tone");
  assert.not.match(JSON.stringify(withTitle.result), "mediainfo.js docs");
  assert.is(withTitle.name, "untitled.mp3");
  assert.ok(withTitle.omitted.includes("file name"));
});

/** The MP3 fixture with its ID3v2 tag replaced by one whose subtitle frame (TIT3) is `text`. */
function mp3WithSubtitle(text: string): string {
  const mp3 = fs.readFileSync(fixture("tone.mp3"));
  const syncsafe = (bytes: Buffer) => bytes.reduce((size, byte) => (size << 7) | byte, 0);
  const audio = mp3.subarray(10 + syncsafe(mp3.subarray(6, 10)));
  const body = Buffer.concat([Buffer.from([0]), Buffer.from(text, "latin1")]);
  const frame = Buffer.alloc(10);
  frame.write("TIT3", 0, "latin1");
  frame.writeUInt32BE(body.length, 4);
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  const tagSize = frame.length + body.length;
  for (let i = 0; i < 4; i++) header[9 - i] = (tagSize >> (7 * i)) & 0x7f;
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "demo-share-")), "subtitled.mp3");
  fs.writeFileSync(out, Buffer.concat([header, frame, body, audio]));
  return out;
}

share("a result too large for a link says so and offers its JSON", async ({ site }) => {
  const page = await demoWithClipboard(site);
  const settings = crypto.randomBytes(9000).toString("base64");
  const big = mp3WithSubtitle(settings);
  try {
    await analyse(page, [big], 1);
    assert.match(await entries(page).first().innerText(), settings.slice(0, 40));
    const dialog = await makeLink(page, entries(page).first(), "all");
    const status = dialog.getByRole("status");
    await status.getByText(/too large for a link/).waitFor();
    const length = Number((await status.innerText()).match(/would be (\d+) characters/)![1]);
    assert.ok(length > 8000, String(length));
    assert.is(await dialog.getByRole("textbox").count(), 0, "no link is offered");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      status.getByRole("button", { name: "Download JSON" }).click(),
    ]);
    assert.is(download.suggestedFilename(), "subtitled.mp3.json");
    assert.match(fs.readFileSync((await download.path())!, "utf8"), settings);
  } finally {
    fs.rmSync(path.dirname(big), { recursive: true, force: true });
  }
});

const MARKUP = `<img src=x onerror="window.injected=1">`;
const payload = (changes: Record<string, unknown>) => ({
  format: 1,
  name: "clip.mp4",
  size: 1000,
  version: LIBRARY_VERSION,
  full: false,
  omitted: [],
  result: { media: { track: [{ "@type": "General", Format: "MPEG-4" }] } },
  ...changes,
});

share("a tampered link shows a message and nothing of it as markup", async ({ site }) => {
  const cases: [string, string][] = [
    ["#shared=not*base64url", "not valid base64url"],
    [
      "#shared=" + Buffer.from("plain text, not deflate").toString("base64url"),
      "not valid compressed data",
    ],
    [
      fragmentOf(payload({ result: { media: { track: ["General"] } } })),
      "not a result this demo can show",
    ],
    [fragmentOf(payload({ size: -1 })), "not a result this demo can show"],
    [fragmentOf(payload({ format: 2 })), "not a result this demo can show"],
    [fragmentOf(payload({ name: MARKUP, result: {} })), "not a result this demo can show"],
  ];
  for (const [fragment, reason] of cases) {
    const page = await site.open("/demo/" + fragment);
    const alert = page.locator(".media-demo").getByRole("alert");
    await alert.waitFor();
    const text = await alert.innerText();
    assert.match(text, "shared result cannot be shown", fragment);
    assert.match(text, reason, fragment);
    assert.is(await page.locator(".media-demo img").count(), 0);
    await alert.getByRole("button", { name: "Close" }).click();
    assert.is(await alert.count(), 0);
    assert.is(await page.evaluate(() => location.hash), "", "Close drops the fragment");
  }
});

/** A fragment holding 1 GiB of spaces, deflated (about 1.4 MB): made in slices, never held whole. */
async function zipBomb(): Promise<string> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on("end", resolve));
  const mebibyte = Buffer.alloc(1024 * 1024, " ");
  for (let i = 0; i < 1024; i++)
    if (!deflate.write(mebibyte)) await new Promise((resolve) => deflate.once("drain", resolve));
  deflate.end();
  await ended;
  return "#shared=" + Buffer.concat(parts).toString("base64url");
}

share(
  "a link holding a gigabyte of spaces is refused quickly, without freezing the page",
  async ({ site }) => {
    const bomb = await zipBomb();
    assert.ok(bomb.length < 1_500_000, "a link a browser takes");
    const page = await openDemo(site);
    // Measured by the page from when it starts reading the link (loading the reader's code may
    // take a while on a busy machine) to the alert: how long that took, and the longest its
    // timers waited, which is how long the page froze. (A string: a function would reach the
    // page with the test runner's helpers in it.)
    await page.evaluate(`(() => {
      const state = (window.reading = { longest: 0 });
      const demo = document.querySelector(".media-demo");
      const seen = new MutationObserver(() => {
        if (state.started !== undefined || !/Reading the shared result/.test(demo.textContent))
          return;
        state.started = state.last = performance.now();
        seen.disconnect();
        const timer = setInterval(() => {
          const now = performance.now();
          state.longest = Math.max(state.longest, now - state.last);
          state.last = now;
          if (demo.querySelector("[role=alert]")) {
            state.took = now - state.started;
            clearInterval(timer);
          }
        }, 10);
      });
      seen.observe(demo, { childList: true, subtree: true, characterData: true });
    })()`);
    await page.evaluate((hash) => (location.hash = hash), bomb);
    const alert = page.locator(".media-demo").getByRole("alert");
    await alert.waitFor({ timeout: 60_000 });
    assert.match(await alert.innerText(), "unpacks to more than a result can be");
    await page.waitForFunction(() => (window as any).reading.took !== undefined);
    const { took, longest } = await page.evaluate(() => (window as any).reading);
    const heap = await page.evaluate(() => (performance as any).memory.usedJSHeapSize as number);
    const figures = `alert after ${Math.round(took)} ms, longest freeze ${Math.round(longest)} ms, heap ${heap} B`;
    // Inflating it whole took seconds and over a gigabyte; stopping at the cap takes a fraction.
    assert.ok(took < 3000 && longest < 1500 && heap < 200 * 1024 * 1024, figures);
    assert.is(await page.evaluate(() => localStorage.getItem("results")), null, "nothing stored");
  },
);

share(
  "a kept result nested deeper than any MediaInfo result is removed with a notice, never a crash",
  async ({ site }) => {
    const page = await openDemo(site);
    // As an earlier build kept them from links: one far past any stack, one just past the limit.
    const entry = (name: string, levels: number) =>
      `{"name":"${name}","size":1,"status":"done","ms":0,"at":1,"full":false,"collapsed":false,"result":{"media":{"track":[{"@type":"General","Format":"MPEG-4","extra":${'{"a":'.repeat(levels)}{}${"}".repeat(levels)}}]}}}`;
    const kept = `{"adeep":${entry("deep.mp4", 20000)},"bless":${entry("less.mp4", 40)}}`;
    await page.evaluate((value) => localStorage.setItem("results", value), kept);
    await page.reload();
    const notice = page.getByRole("status").filter({ hasText: "removed from your saved results" });
    await notice.waitFor();
    const text = await notice.innerText();
    for (const name of ["deep.mp4", "less.mp4"])
      assert.match(text, `“${name}” was removed from your saved results: it is nested more than`);
    assert.is(await page.getByText("This page crashed").count(), 0);
    assert.is(await entries(page).count(), 0);
    assert.is(await page.evaluate(() => localStorage.getItem("results")), "{}");
    assert.equal(problemsOf(page).consoleErrors, []);
  },
);

share(
  "a link with chat punctuation opens; opened again after Keep it says it is kept",
  async ({ site }) => {
    const fragment = fragmentOf(payload({ name: "again.mp4" }));
    const page = await site.open(`/demo/${fragment}).`);
    const section = page.getByRole("region", { name: "Shared result" });
    await section.getByRole("button", { name: "Keep in my results" }).click();
    await section.getByRole("button", { name: "Kept in your results" }).waitFor();
    await entries(page).first().waitFor();

    await page.goto(`${site.origin}/demo/${fragment}`);
    await page.reload();
    const again = page.getByRole("region", { name: "Shared result" });
    await again.getByText("You kept this result before").waitFor();
    assert.ok(await again.getByRole("button", { name: "Already in your results" }).isDisabled());
    assert.is(await again.getByRole("button", { name: "Keep in my results" }).count(), 0);
    await entries(page).first().waitFor();
    assert.is(await entries(page).count(), 1, "kept once");
  },
);

share("markup in a well-formed shared result shows as text", async ({ site }) => {
  const track = { "@type": "General", Format: MARKUP, extra: { [MARKUP]: MARKUP } };
  const fragment = fragmentOf(payload({ name: MARKUP, result: { media: { track: [track] } } }));
  const { page, section } = await openShared(site, site.origin + "/demo/" + fragment);
  assert.match(await section.locator(".media-demo__shared-meta").innerText(), MARKUP);
  assert.ok((await rowsOf(section)).includes(`General#1 Format=${MARKUP}`));
  assert.is(await page.locator(".media-demo img").count(), 0);
  assert.is(await page.evaluate(() => (window as any).injected), undefined);
  assert.equal(problemsOf(page).cspViolations, []);
});

share("the share and compare code loads only when used", async ({ site }) => {
  const ctx = await site.context();
  const scripts: string[] = [];
  ctx.on("request", (request) => scripts.push(new URL(request.url()).pathname));
  const page = await ctx.newPage();
  await page.goto(site.origin + "/demo/");
  await page.locator(".media-demo").waitFor();
  await page.waitForLoadState("networkidle");
  const lazy = /(SharePanel|SharedResultView|ComparePanel)\./;
  assert.equal(
    scripts.filter((url) => lazy.test(url)),
    [],
  );
  await page.goto(site.origin + "/demo/" + fragmentOf(payload({})));
  await page.getByRole("region", { name: "Shared result" }).waitFor();
  assert.ok(scripts.some((url) => /SharedResultView\./.test(url)));
});

share(
  "two results compare side by side, differences marked and identical fields folded",
  async ({ site }) => {
    const page = await openDemo(site);
    const [flac, wav] = [file("tone.flac"), file("tone.wav")];
    await analyse(page, [flac.path], 1);
    await analyse(page, [wav.path], 2);
    await page.getByRole("button", { name: "Compare two results" }).click();
    const comparison = page.getByRole("region", { name: "Comparison" });
    // Each choice names the release that made the result.
    const made = ` · mediainfo.js ${LIBRARY_VERSION}`;
    await comparison.getByLabel("Result A").selectOption({ label: `2. ${flac.file}${made}` });
    await comparison.getByLabel("Result B").selectOption({ label: `1. ${wav.file}${made}` });
    const tables = comparison.getByRole("table");
    assert.is(await tables.count(), new Set([...flac.tracks, ...wav.tracks]).size);
    const general = comparison.getByRole("table", { name: /^General #1/ });
    const headers = await general.getByRole("columnheader").allInnerTexts();
    assert.equal(
      headers.map((header) => header.replace(/ \(mediainfo\.js [^)]+\)$/, "")),
      ["Field", `A: ${flac.file}`, `B: ${wav.file}`],
    );
    assert.match(headers[1], `(mediainfo.js ${LIBRARY_VERSION} · MediaInfoLib `);
    const format = general.getByRole("row", { name: /^Format differs/ });
    assert.equal(await format.getByRole("cell").allInnerTexts(), [flac.format, wav.format]);

    const fold = general.getByRole("button", { name: /^\d+ identical fields?$/ });
    const identical = Number((await fold.innerText()).match(/(\d+) identical/)![1]);
    assert.ok(identical > 0);
    assert.is(await fold.getAttribute("aria-expanded"), "false");
    const rowsBefore = await general.getByRole("row").count();
    await fold.focus();
    await page.keyboard.press("Enter");
    await general.locator("button[aria-expanded=true]").waitFor();
    assert.is(await general.getByRole("row").count(), rowsBefore + identical);
    const shownSame = general.getByRole("row").filter({ hasNot: page.getByText("differs") });
    assert.ok((await shownSame.count()) >= identical);

    await page.getByRole("searchbox").fill("Format");
    await general.getByRole("row", { name: /^Format differs/ }).waitFor();
    const names = await general.locator("tbody th").allInnerTexts();
    assert.ok(names.length > 0 && names.every((name) => /format/i.test(name)), names.join());

    await comparison.getByLabel("Result B").selectOption({ label: `2. ${flac.file}${made}` });
    await comparison.getByText("A and B are the same result").waitFor();
  },
);

share.run();
