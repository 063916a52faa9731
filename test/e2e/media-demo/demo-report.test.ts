// Reporting a problem from the demo, in Chromium with the real library: the new-issue link carries
// the releases, options, browser, size and the file's SHA-256 (checked against Node.js's own hash)
// and leaves identifying fields out; the MediaInfo tool's real output (test/fixtures/tool-output,
// made by scripts/make-tool-output.sh) compares field by field, and bad pastes say what is wrong;
// an analysis whose reads never complete is stopped, and the queue and the results go on.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as assert from "uvu/assert";
import type { Locator, Page } from "playwright-core";
import { axeViolations } from "../../helpers/axe.ts";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { corpus } from "../../helpers/corpus.ts";
import { analyse, entries, openDemo } from "../../helpers/demo.ts";
import { LIBRARY_VERSION } from "../../helpers/demo-share.ts";
import { problemsOf } from "../../helpers/site.ts";
import { waitUntil } from "../../helpers/wait.ts";
import { WATCHDOG_MS } from "../../../components/media-demo/engine/watchdog.ts";

const report = browserSuite("demo: report a problem");
const media = (name: string) => corpus().find((entry) => entry.file === name)!;
const IDENTIFYING = path.resolve("test/fixtures/identifying/tags.mp4");

/** The tool's real output for `file` (a name in test/fixtures/tool-output), as parsed JSON. */
const toolOutput = (file: string) =>
  JSON.parse(fs.readFileSync(`test/fixtures/tool-output/${file}.json`, "utf8"));
/** The MediaInfoLib version the tool that made the fixtures ran. */
const TOOL_LIBRARY: string = toolOutput("moov-at-end.mp4").creatingLibrary.version;

/** Opens the report panel of the newest entry. */
async function openReport(page: Page): Promise<Locator> {
  await entries(page).first().getByRole("button", { name: "Report a problem" }).click();
  const panel = entries(page)
    .first()
    .getByRole("region", { name: /^Report a problem with / });
  await panel.getByRole("textbox", { name: "Title" }).waitFor();
  return panel;
}

/** The report's text as the panel shows it. */
const reportText = (panel: Locator) => panel.getByRole("region", { name: "Report text" });

/** Pastes `text` as the tool's output and presses Compare. */
async function paste(panel: Locator, text: string): Promise<void> {
  await panel.getByRole("textbox", { name: "The MediaInfo tool's JSON output" }).fill(text);
  await panel.getByRole("button", { name: "Compare", exact: true }).click();
}

/**
 * axe's findings on the page scrolled to its top: a control the last click scrolled under the
 * fixed navbar counts as covered for target size, which no reader meets there.
 */
async function axeAtTop(page: Page): Promise<string[]> {
  await page.evaluate(() => scrollTo(0, 0));
  return axeViolations(page);
}

/** The title and body the issue link carries. */
async function issueOf(panel: Locator): Promise<{ title: string; body: string }> {
  const link = panel.getByRole("link", { name: /^Open the issue on mediainfo\.js/ });
  const url = new URL((await link.getAttribute("href"))!);
  assert.is(`${url.origin}${url.pathname}`, "https://github.com/buzz/mediainfo.js/issues/new");
  return { title: url.searchParams.get("title")!, body: url.searchParams.get("body")! };
}

report(
  "the issue link holds the releases, options, browser, size and SHA-256, not the file's name",
  async ({ site }) => {
    const page = await openDemo(site);
    const file = media("moov-at-end.mp4");
    await analyse(page, [file.path], 1);
    const panel = await openReport(page);
    const sha256 = crypto.createHash("sha256").update(fs.readFileSync(file.path)).digest("hex");
    await reportText(panel).filter({ hasText: sha256 }).waitFor();
    const { title, body } = await issueOf(panel);
    assert.is(title, "MPEG-4 file: a field is wrong or missing");
    const library = JSON.parse(
      fs.readFileSync("node_modules/mediainfo.js/package.json", "utf8"),
    ).version;
    assert.is(library, LIBRARY_VERSION);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const chromium = /Chrome\/(\d+)/.exec(userAgent)![1];
    for (const part of [
      `mediainfo.js ${LIBRARY_VERSION}, MediaInfoLib `,
      "Options: format object, full false, coverData false, chunkSize 262144 (the default)",
      `Browser: `,
      ` ${chromium} on Linux`,
      `Size: ${file.size} bytes`,
      `SHA-256: ${sha256} (computed in the browser; the file was not uploaded)`,
      "Container: MPEG-4",
      "Tracks: General (MPEG-4), Video (AVC), Audio (AAC)",
      "Name: untitled.mp4",
    ])
      assert.ok(body.includes(part), `${part} in:\n${body}`);
    // Left out by default: the file's name and its title tag.
    assert.not.ok(body.includes("moov-at-end"), body);
    assert.not.ok(body.includes("Index at the end"), body);
    assert.ok(body.includes("Left out as identifying: Title, Movie"), body);
    assert.equal(await axeAtTop(page), [], "the open report panel passes axe");
    assert.equal(problemsOf(page).consoleErrors, []);
    assert.equal(problemsOf(page).cspViolations, []);
  },
);

/** The row of `field` in the comparison table captioned `track` ("Video #1"). */
const rowOf = (panel: Locator, track: string, field: string) =>
  panel
    .getByRole("table", { name: new RegExp(`^${track}`) })
    .getByRole("row", { name: new RegExp(`^${field}( differs)? `) });

report(
  "the tool's output with one value changed shows that field as different, each side named",
  async ({ site }) => {
    const page = await openDemo(site);
    await analyse(page, [media("moov-at-end.mp4").path], 1);
    const panel = await openReport(page);
    const output = toolOutput("moov-at-end.mp4");
    // The saved output dropped on the box, as a reader drags the file the tool wrote.
    const box = panel.getByRole("textbox", { name: "The MediaInfo tool's JSON output" });
    const dataTransfer = await page.evaluateHandle(
      (text) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([text], "moov-at-end.json", { type: "application/json" }));
        return transfer;
      },
      fs.readFileSync("test/fixtures/tool-output/moov-at-end.mp4.json", "utf8"),
    );
    await box.dispatchEvent("drop", { dataTransfer });
    const status = panel.getByRole("status").filter({ hasText: /^A: this demo/ });
    await status.waitFor();
    assert.match(
      await status.innerText(),
      `A: this demo (mediainfo.js ${LIBRARY_VERSION} · MediaInfoLib `,
    );
    assert.match(await status.innerText(), `B: the MediaInfo tool (MediaInfoLib ${TOOL_LIBRARY})`);
    // As the tool printed it, the width is the same on both sides: folded among the identical.
    const video = panel.getByRole("table", { name: /^Video #1/ });
    await video.getByRole("button", { name: /identical fields?$/ }).click();
    assert.equal(await rowOf(panel, "Video #1", "Width").allInnerTexts(), ["Width\t320\t320"]);

    const video1 = output.media.track.find(
      (track: { "@type": string }) => track["@type"] === "Video",
    );
    video1.Width = String(Number(video1.Width) + 2);
    await paste(panel, JSON.stringify(output));
    await waitUntil(
      page,
      () =>
        document.querySelector(".media-demo__report caption")?.textContent?.includes("differing"),
      null,
    );
    assert.equal(await rowOf(panel, "Video #1", "Width").allInnerTexts(), [
      "Width differs\t320\t322",
    ]);
    const { body } = await issueOf(panel);
    assert.ok(body.includes(`### Compared with the MediaInfo tool (MediaInfoLib ${TOOL_LIBRARY})`));
    assert.ok(body.includes("| Video #1 | Width | 320 | 322 |"), body);
    assert.equal(await axeAtTop(page), [], "the comparison passes axe");
    assert.equal(problemsOf(page).consoleErrors, []);
    assert.equal(problemsOf(page).cspViolations, []);
  },
);

report(
  "text that is not JSON, and the tool's output of another file, each say so",
  async ({ site }) => {
    const page = await openDemo(site);
    const file = media("moov-at-end.mp4");
    await analyse(page, [file.path], 1);
    const panel = await openReport(page);
    const alert = panel.getByRole("alert");
    await paste(panel, "General\nComplete name : moov-at-end.mp4");
    await alert.getByText(/^This is not JSON\./).waitFor();
    await paste(panel, JSON.stringify(toolOutput("vp9-opus.webm")));
    const other = media("vp9-opus.webm");
    await alert
      .getByText(
        `This output is of a file of ${other.size} bytes, and the result here of ${file.size} bytes: it describes another file.`,
        { exact: false },
      )
      .waitFor();
    await paste(panel, JSON.stringify({ streams: [], format: { filename: "moov-at-end.mp4" } }));
    await alert.getByText(/^This JSON is not the MediaInfo tool's output/).waitFor();
    assert.is(await panel.getByRole("table").count(), 0, "nothing compared");
    assert.equal(await axeAtTop(page), []);
    assert.equal(problemsOf(page).consoleErrors, []);
  },
);

report(
  "identifying fields stay out of the report and its JSON until the reader keeps them",
  async ({ site }) => {
    const page = await openDemo(site);
    await analyse(page, [IDENTIFYING], 1);
    const panel = await openReport(page);
    const output = toolOutput("tags.mp4");
    const general = output.media.track[0];
    general.Title = `${general.Title} (edited)`;
    await paste(panel, JSON.stringify(output));
    await rowOf(panel, "General #1", "Title").waitFor();
    const { body } = await issueOf(panel);
    for (const value of ["Jane", "Holiday", "tags.mp4", "+44 20"])
      assert.not.ok(body.includes(value), `${value} left out of:\n${body}`);
    assert.match(body, /Left out as identifying: .*Title/);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("button", { name: "Download the JSON to attach" }).click(),
    ]);
    assert.is(download.suggestedFilename(), "untitled.mp4.json");
    const attached = fs.readFileSync((await download.path())!, "utf8");
    assert.not.ok(attached.includes("Jane"), attached);
    assert.ok(JSON.parse(attached).media.track.length > 1, "the tracks are there");

    // The reader keeps the title: its difference joins the report.
    await panel.getByRole("checkbox", { name: /^Title: / }).uncheck();
    const kept = (await issueOf(panel)).body;
    assert.ok(kept.includes(`| General #1 | Title | Holiday with Jane | ${general.Title} |`), kept);
    // Versions differ, so the panel points at MediaInfoLib, and links its tracker.
    await panel.getByText(/Suggested: MediaInfoLib's tracker\. You decide\./).waitFor();
    assert.is(
      await panel.getByRole("link", { name: /^MediaInfoLib's tracker/ }).getAttribute("href"),
      "https://github.com/MediaArea/MediaInfoLib/issues",
    );
    assert.equal(problemsOf(page).consoleErrors, []);
  },
);

report(
  "a stuck analysis is stopped; the next file in the queue is analysed and earlier results stay",
  async ({ site }) => {
    const page = await openDemo(site);
    await page.clock.install();
    await analyse(page, [media("tone.flac").path], 1);
    // Every read of the worker that analysed it never completes from now on, as on a network
    // drive that stopped answering; the worker that replaces it reads normally.
    const worker = page.workers().find((candidate) => candidate.url().includes("media-worker"))!;
    await worker.evaluate(() => {
      Blob.prototype.arrayBuffer = () => new Promise<ArrayBuffer>(() => {});
    });
    const stuck = media("moov-at-end.mp4");
    await page
      .getByLabel("Media files to analyse")
      .setInputFiles([stuck.path, media("tone.wav").path]);
    const progress = page.getByText(`0 B of `, { exact: false });
    await progress.waitFor();
    const alert = page.getByRole("alert").filter({ hasText: /^No progress for/ });
    await page.clock.fastForward(WATCHDOG_MS - 1000);
    assert.is(await alert.count(), 0, "no warning before the window has passed");
    await page.clock.fastForward(1000);
    await alert.waitFor();
    assert.match(await alert.innerText(), `No progress for ${WATCHDOG_MS / 1000} seconds`);
    assert.equal(await axeAtTop(page), [], "the warning passes axe");
    await alert.getByRole("button", { name: "Stop" }).click();
    await waitUntil(
      page,
      () => document.querySelectorAll(".media-demo__entry").length === 3,
      null,
      {
        timeout: 20000,
      },
    );
    const names = await entries(page).locator(".media-demo__file-name").allInnerTexts();
    assert.equal(names, ["tone.wav", "moov-at-end.mp4", "tone.flac"]);
    assert.match(await entries(page).nth(0).innerText(), "Audio");
    assert.match(
      await entries(page).nth(1).innerText(),
      `Stopped after ${WATCHDOG_MS / 1000} s without progress`,
    );
    assert.equal(problemsOf(page).consoleErrors, []);
    assert.equal(problemsOf(page).cspViolations, []);
  },
);

report.run();
