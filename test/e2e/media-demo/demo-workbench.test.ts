// The demo as a workbench in Chromium with the real WebAssembly: sample files one click away,
// options remembered and passed to the library, the views of one result with copy and download,
// cover art, and the generated code, run in a page, a worker and Node.js 22 and compared.
import fs from "node:fs";
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { problemsOf } from "../../helpers/site.ts";
import { entries, openDemo } from "../../helpers/demo.ts";
import { corpus } from "../../helpers/corpus.ts";
import { runNodeSnippet, runPageSnippet, runWorkerSnippet } from "./snippet-runners.ts";
import { DEMO_SAMPLES } from "../../../components/media-demo/build/samples.js";
import { STORAGE_KEYS } from "../../../contract/index.js";
import { gzipSize, readAsset } from "../../helpers/assets.ts";
import { waitUntil } from "../../helpers/wait.ts";
import { consoleShows, editorOf, editorReady, run } from "../../helpers/playground.ts";

const budgets = JSON.parse(fs.readFileSync("budgets.json", "utf8"));

const workbench = browserSuite("demo workbench");
const manifestOf = (file: string) => corpus().find((entry) => entry.file === file)!;

/** Clicks the sample button `label` and waits until the demo lists `count` entries. */
async function trySample(page: Page, label: string, count: number): Promise<void> {
  await page
    .getByRole("group", { name: /Try a sample/ })
    .getByRole("button", { name: label })
    .click();
  await waitUntil(page, (n) => document.querySelectorAll(".media-demo__entry").length >= n, count, {
    timeout: 20000,
  });
}

/** The text of the newest entry's view `tab`, once it has arrived. */
async function viewText(page: Page, tab: string): Promise<string> {
  await entries(page).first().getByRole("tab", { name: tab }).click();
  const text = entries(page).first().getByRole("tabpanel").locator("pre").first();
  await text.waitFor({ timeout: 20000 });
  return text.innerText();
}

/** The track types each table of the newest entry is headed with, in order. */
const tableTypes = (page: Page) =>
  entries(page)
    .first()
    .locator("table thead button > span:last-child")
    .evaluateAll((spans) => spans.map((span) => span.textContent!.replace(/\s*#\d+$/, "").trim()));

workbench("each sample is one click away and analysed like a dropped file", async ({ site }) => {
  const page = await openDemo(site);
  const fetched: string[] = [];
  page.on("requestfinished", (request) => fetched.push(new URL(request.url()).pathname));
  for (const [index, sample] of DEMO_SAMPLES.entries()) {
    await trySample(page, sample.label, index + 1);
    assert.match(await entries(page).first().innerText(), sample.file);
    assert.equal(await tableTypes(page), manifestOf(sample.file).tracks, sample.file);
    const url = fetched.find((pathname) => pathname.startsWith("/assets/demo/samples/"))!;
    assert.ok(url, `${sample.file} came from the site's samples`);
    assert.ok(fs.existsSync(`_site${url}`), `${url} is published`);
    fetched.length = 0;
  }
  assert.equal(problemsOf(page).cspViolations, []);
});

workbench(
  "the demo's JavaScript at load stays within its budget (the rest loads when used)",
  async ({ site }) => {
    const scripts = new Set<string>();
    const page = await site.open("/demo/", {});
    page.on("requestfinished", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/assets/js/") && pathname.endsWith(".js")) scripts.add(pathname);
    });
    for (const url of await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    ))
      if (url.startsWith("/assets/js/") && url.endsWith(".js")) scripts.add(url);
    await page.getByRole("group", { name: /Try a sample/ }).waitFor();
    await page.waitForLoadState("networkidle");
    const total = [...scripts].reduce((sum, url) => sum + gzipSize(readAsset(url)), 0);
    const budget = budgets.demo.jsAtLoadGzipBytes;
    console.log(
      `  demo: ${total} B gzip of JavaScript at load in ${scripts.size} files (budget ${budget} B)`,
    );
    assert.ok(total <= budget, `${total} B > ${budget} B: ${[...scripts].join(", ")}`);
  },
);

workbench("options are remembered, reach the library, and cover art shows", async ({ site }) => {
  const page = await openDemo(site);
  await page.getByRole("switch", { name: /coverData/ }).check();
  await page.getByRole("combobox", { name: /chunkSize/ }).selectOption({ label: "64 KiB" });
  await page.reload();
  await page.waitForSelector(".media-demo");
  assert.ok(await page.getByRole("switch", { name: /coverData/ }).isChecked(), "coverData kept");
  assert.is(await page.getByRole("combobox", { name: /chunkSize/ }).inputValue(), "65536");
  assert.equal(
    JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.demoOptions))!,
    ),
    { full: false, coverData: true, chunkSize: 65536 },
  );
  await trySample(page, "MP3 with cover art", 1);
  assert.match(
    await entries(page).first().locator(".media-demo__entry-meta").innerText(),
    "coverData",
  );
  const cover = entries(page).first().getByRole("img", { name: "Cover art of tagged-cover.mp3" });
  await cover.waitFor();
  assert.match((await cover.getAttribute("src"))!, /^data:image\/jpeg;base64,\/9j\//);
  assert.ok(
    await cover.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0)),
  );
  const object = JSON.parse(await viewText(page, "Object"));
  assert.type(object.media.track[0].Cover_Data, "string");
  assert.equal(problemsOf(page).cspViolations, []);
});

workbench(
  "the views of one result: object, the library's formats, copy and download",
  async ({ site }) => {
    const context = await site.context();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const page = await context.newPage();
    await page.goto(site.origin + "/demo/");
    await trySample(page, "MP4 video", 1);
    const tracks = manifestOf("moov-at-end.mp4").tracks;
    const types = (result: any) => result.media.track.map((track: any) => track["@type"]);
    assert.equal(types(JSON.parse(await viewText(page, "Object"))), tracks);
    assert.equal(types(JSON.parse(await viewText(page, "JSON"))), tracks);
    assert.match(await viewText(page, "Text"), /^General\n/);
    assert.match(await viewText(page, "HTML"), "<html");
    const xml = await viewText(page, "XML");
    assert.match(xml, "<MediaInfo");
    const panel = entries(page).first().getByRole("tabpanel");
    await panel.getByRole("button", { name: "Copy XML" }).click();
    await panel.getByRole("status").getByText("Copied XML.").waitFor();
    assert.is(await page.evaluate(() => navigator.clipboard.readText()), xml);
    const download = page.waitForEvent("download");
    await panel.getByRole("button", { name: "Download XML" }).click();
    assert.is((await download).suggestedFilename(), "moov-at-end.mp4.xml");
    assert.is(fs.readFileSync((await (await download).path())!, "utf8"), xml);
    // Arrow keys move along the tabs: from XML to HTML.
    await entries(page).first().getByRole("tab", { name: "XML" }).focus();
    await page.keyboard.press("ArrowRight");
    assert.is(await entries(page).first().getByRole("tab", { selected: true }).innerText(), "HTML");
    // After a reload the file is gone: an output not made yet says so instead of analysing.
    await page.reload();
    await entries(page).first().getByRole("tab", { name: "Text" }).click();
    await entries(page)
      .first()
      .getByText(/no longer available after a reload/)
      .waitFor();
    await context.close();
  },
);

workbench("each generated snippet runs and gives the demo's result", async ({ site }) => {
  const sample = DEMO_SAMPLES.find((sample) => sample.file === "tagged-cover.mp3")!;
  const page = await openDemo(site);
  await page.getByRole("switch", { name: /full/ }).check();
  await page.getByRole("switch", { name: /coverData/ }).check();
  await page.getByRole("combobox", { name: /chunkSize/ }).selectOption({ label: "64 KiB" });
  await trySample(page, sample.label, 1);
  const demoResult = JSON.parse(await viewText(page, "Object"));
  await entries(page).first().getByRole("tab", { name: "Get this in code" }).click();
  const code = (title: string) =>
    entries(page).first().getByRole("region", { name: title }).locator("pre").innerText();
  const [inPage, inWorker, inNode] = await Promise.all(
    ["In a page", "In a worker", "In Node.js"].map(code),
  );
  for (const snippet of [inPage, inWorker, inNode])
    assert.match(snippet, "mediaInfoFactory({ full: true, coverData: true, chunkSize: 65536 })");
  assert.equal(await runNodeSnippet(inNode, sample.file), demoResult, "Node.js 22");
  const context = await site.browser.newContext();
  try {
    assert.equal(
      await runPageSnippet(context, inPage, sample.file),
      demoResult.media.track,
      "page",
    );
  } finally {
    await context.close();
  }
  const workerContext = await site.browser.newContext();
  try {
    assert.equal(
      await runWorkerSnippet(workerContext, inWorker, sample.file),
      demoResult,
      "worker",
    );
  } finally {
    await workerContext.close();
  }
});

workbench(
  "the page code opens in the playground with its options and gives the demo's result there",
  async ({ site }) => {
    const sample = DEMO_SAMPLES.find((sample) => sample.file === "tagged-cover.mp3")!;
    const page = await openDemo(site);
    await page.getByRole("switch", { name: /coverData/ }).check();
    await trySample(page, sample.label, 1);
    const demoResult = JSON.parse(await viewText(page, "Object"));
    await entries(page).first().getByRole("tab", { name: "Get this in code" }).click();
    const inPage = entries(page).first().getByRole("region", { name: "In a page" });
    const code = await inPage.locator("pre").innerText();
    await inPage.getByRole("link", { name: "Run this code in the playground" }).click();
    await page.waitForURL(/\/playground\/#code=/);
    await editorReady(page);
    // The link carries the code as the demo printed it, options included.
    const lines = await editorOf(page).locator(".cm-line").allTextContents();
    assert.is(lines.join("\n").trim(), code.trim());
    await page
      .getByLabel("Choose file")
      .setInputFiles(corpus().find((e) => e.file === sample.file)!.path);
    await run(page);
    const logged = await consoleShows(page, '"@type": "General"');
    const tracks = JSON.parse(logged.find((line) => line.includes('"@type"'))!);
    assert.equal(tracks, demoResult.media.track);
    assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
  },
);

workbench.run();
