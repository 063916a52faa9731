// The live demo in Chromium with the real mediainfo.js WebAssembly in its worker: fixtures through
// the file input, queueing, Cancel, persistence, storage and engine failures, CSP and network.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import type { Locator, Page } from "playwright-core";
import { axeViolations } from "../../helpers/axe.ts";
import {
  DROP_ZONE,
  hydrated,
  nextFrames,
  problemsOf,
  until,
  untilElement,
  watchPage,
} from "../../helpers/site.ts";
import {
  analyse,
  entries,
  fileChoosers,
  fillStorage,
  fixture,
  openDemo,
  rowsOf,
} from "../../helpers/demo.ts";
import { waitUntil } from "../../helpers/wait.ts";

const demo = browserSuite<{ bigFile: string }>("live demo");

/** A 2 GiB sparse MP4 of back-to-back 256 KiB `free` boxes: MediaInfoLib walks every box, so it runs for a while. */
function makeSlowFile(name = "walk-every-box.mp4"): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "media-demo-")), name);
  const size = 2 ** 31;
  const step = 256 * 1024;
  const fd = fs.openSync(file, "w");
  const ftyp = Buffer.from("00000018667479706973736f000002006973736f6d703431", "hex");
  fs.writeSync(fd, ftyp, 0, ftyp.length, 0);
  const box = Buffer.alloc(8);
  box.writeUInt32BE(step, 0);
  box.write("free", 4, "latin1");
  for (let offset = ftyp.length; offset + step <= size; offset += step)
    fs.writeSync(fd, box, 0, 8, offset);
  fs.ftruncateSync(fd, size);
  fs.closeSync(fd);
  return file;
}

/** Expands every track of the newest entry and returns its rows as "Type#n Name=Value" lines. */
const newestRows = (page: Page) => rowsOf(entries(page).first());

demo.before(async (context) => {
  context.bigFile = makeSlowFile();
});
demo.after(async (context) => {
  fs.rmSync(path.dirname(context.bigFile), { recursive: true, force: true });
});

demo("each fixture shows its tracks and values from the real WebAssembly", async ({ site }) => {
  const page = await openDemo(site);
  const expected: [string, string[]][] = [
    [
      "h264-aac.mp4",
      [
        "General#1 Format=MPEG-4",
        "Video#2 Format=AVC",
        "Video#2 Width=320",
        "Video#2 Height=240",
        "Audio#3 Format=AAC",
        // The latest release (MediaInfoLib 26.05) names the box once per place it reads it.
        "Video#2 CodecConfigurationBox=avcC / avcC",
      ],
    ],
    [
      "vp9-opus.webm",
      ["General#1 Format=WebM", "Video#2 Format=VP9", "Video#2 Width=160", "Audio#3 Format=Opus"],
    ],
    [
      "tone.mp3",
      ["General#1 Format=MPEG Audio", "Audio#2 Format=MPEG Audio", "Audio#2 SamplingRate=44100"],
    ],
    ["tone.flac", ["General#1 Format=FLAC", "Audio#2 Format=FLAC", "Audio#2 SamplingRate=48000"]],
    [
      "still.png",
      ["General#1 Format=PNG", "Image#2 Format=PNG", "Image#2 Width=64", "Image#2 Height=48"],
    ],
  ];
  for (const [index, [name, rows]] of expected.entries()) {
    await analyse(page, [fixture(name)], index + 1);
    assert.match(await entries(page).first().locator(".media-demo__file-name").innerText(), name);
    const found = await newestRows(page);
    for (const row of rows)
      assert.ok(found.includes(row), `${name}: expected "${row}" in\n${found.join("\n")}`);
  }
  assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
});

demo(
  "random bytes give a 'not recognised' entry; two files together both finish, newest first",
  async ({ site }) => {
    const page = await openDemo(site);
    await analyse(page, [fixture("random.bin"), fixture("tone.mp3")], 2);
    assert.match(await entries(page).nth(0).innerText(), "tone.mp3");
    const older = entries(page).nth(1);
    assert.match(await older.innerText(), "random.bin");
    assert.match(
      (await older.locator(".media-demo__status").textContent())!,
      "The format of this file was not recognised.",
    );
    assert.match(
      await page.locator(".media-demo [aria-live=polite]").innerText(),
      "tone.mp3: 2 tracks found.",
    );
  },
);

demo("Cancel stops a long analysis and the next file is analysed", async ({ site, bigFile }) => {
  const page = await openDemo(site);
  await page.getByLabel("Media files to analyse").setInputFiles(bigFile);
  const progress = page.locator(".media-demo__progress");
  await progress.waitFor();
  await untilElement(
    page.getByRole("progressbar", { name: "Analysis progress of walk-every-box.mp4" }),
    (bar) => Number(bar.getAttribute("value")) > 0,
  );
  assert.match(await progress.innerText(), /walk-every-box\.mp4[\s\S]*of 2\.0 GB read/);
  assert.equal(await axeViolations(page), [], "the progress panel passes axe");
  await progress.getByRole("button", { name: "Cancel" }).click();
  await entries(page).first().waitFor();
  assert.match(await entries(page).first().innerText(), "The analysis was cancelled.");
  await progress.waitFor({ state: "detached" });
  await analyse(page, [fixture("h264-aac.mp4")], 2);
  assert.ok((await newestRows(page)).includes("Video#2 Width=320"));
});

demo(
  "a double click on Cancel cancels one analysis: the next file in the queue goes on",
  async ({ site, bigFile }) => {
    const second = makeSlowFile("second-walk.mp4");
    try {
      const page = await openDemo(site);
      await page.getByLabel("Media files to analyse").setInputFiles([bigFile, second]);
      await untilElement(
        page.getByRole("progressbar", { name: "Analysis progress of walk-every-box.mp4" }),
        (bar) => Number(bar.getAttribute("value")) > 0,
      );
      const cancel = page.locator(".media-demo__progress").getByRole("button", { name: "Cancel" });
      const box = (await cancel.boundingBox())!;
      await cancel.click();
      // The second click of the double click lands once the next file runs under the same button.
      const next = page.getByRole("progressbar", { name: "Analysis progress of second-walk.mp4" });
      await untilElement(next, (bar) => Number(bar.getAttribute("value")) > 0);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down({ clickCount: 2 });
      await page.mouse.up({ clickCount: 2 });
      const readBefore = Number(await next.getAttribute("value"));
      await next.evaluate((bar, before) => (bar.dataset.before = String(before)), readBefore);
      // Still reading after the double click: the second file was not cancelled.
      await untilElement<HTMLProgressElement>(
        next,
        (bar) => bar.value > Number(bar.dataset.before),
      );
      assert.ok(readBefore > 0);
      assert.is(await entries(page).count(), 1, "only the first file was cancelled");
      assert.match(await entries(page).first().innerText(), "walk-every-box.mp4");
      await cancel.click();
      await entries(page).nth(1).waitFor();
      assert.match(
        await entries(page).first().innerText(),
        /second-walk\.mp4[\s\S]*The analysis was cancelled\./,
      );
    } finally {
      fs.rmSync(path.dirname(second), { recursive: true, force: true });
    }
  },
);

demo(
  "a file that changes while it is read gives an error entry, and the demo carries on",
  async ({ site }) => {
    const changing = makeSlowFile("changes-midway.mp4");
    try {
      const page = await openDemo(site);
      await page.getByLabel("Media files to analyse").setInputFiles(changing);
      await untilElement(
        page.getByRole("progressbar", { name: "Analysis progress of changes-midway.mp4" }),
        (bar) => Number(bar.getAttribute("value")) > 0,
      );
      // Chromium refuses to read a picked file whose modification time has changed (NotReadableError).
      fs.utimesSync(changing, new Date(), new Date(Date.now() + 60_000));
      await entries(page).first().waitFor({ timeout: 20000 });
      const status = await entries(page).first().locator(".media-demo__status").innerText();
      assert.match(status, /changes-midway\.mp4: analysis failed\. .+/);
      assert.ok(await entries(page).first().getByRole("button", { name: "Retry" }).isVisible());
      await analyse(page, [fixture("tone.mp3")], 2);
      assert.match(await entries(page).first().innerText(), "tone.mp3");
    } finally {
      fs.rmSync(path.dirname(changing), { recursive: true, force: true });
    }
  },
);

demo("files dropped together are highlighted while dragged and both analysed", async ({ site }) => {
  const page = await openDemo(site);
  const files = ["tone.flac", "still.png"].map((name) => ({
    name,
    bytes: [...fs.readFileSync(fixture(name))],
  }));
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const { name, bytes } of list) data.items.add(new File([new Uint8Array(bytes)], name));
    return data;
  }, files);
  const zone = page.getByRole("button", { name: DROP_ZONE });
  await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  assert.match((await zone.getAttribute("class"))!, /\bdragover\b/);
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
  assert.not.match((await zone.getAttribute("class"))!, /\bdragover\b/);
  await waitUntil(page, () => document.querySelectorAll(".media-demo__entry").length === 2, null, {
    timeout: 20000,
  });
  assert.match(await entries(page).nth(0).innerText(), "still.png");
  assert.match(await entries(page).nth(1).innerText(), "tone.flac");
});

demo("results survive a reload; Remove and Clear all persist", async ({ site }) => {
  const page = await openDemo(site);
  await analyse(page, [fixture("tone.flac"), fixture("still.png"), fixture("tone.mp3")], 3);
  await page.reload();
  await waitUntil(page, () => document.querySelectorAll(".media-demo__entry").length === 3);
  assert.match(await entries(page).first().innerText(), "tone.mp3");
  // Re-analysis needs the file, which a reload loses: the XML view says so.
  await entries(page).first().getByRole("tab", { name: "XML" }).click();
  await entries(page)
    .first()
    .getByText(/no longer available after a reload/)
    .waitFor();
  await entries(page).nth(1).getByRole("button", { name: "Remove" }).click();
  await page.reload();
  await waitUntil(page, () => document.querySelectorAll(".media-demo__entry").length === 2);
  assert.not.match(await page.locator(".media-demo").innerText(), "still.png");
  await page.getByRole("button", { name: "Clear all" }).click();
  assert.is(await entries(page).count(), 0);
  await page.reload();
  await page.waitForSelector(".media-demo");
  assert.is(await entries(page).count(), 0);
  assert.is(await page.evaluate(() => localStorage.getItem("results")), "{}");
});

demo("corrupt or foreign stored results are discarded with a notice", async ({ site }) => {
  const page = await openDemo(site);
  for (const [stored, notice] of [
    ["{not json", "Saved results could not be read and were discarded."],
    [JSON.stringify({ a: { name: 1 } }), "1 saved result could not be read and was removed."],
  ]) {
    await page.evaluate((value) => localStorage.setItem("results", value), stored);
    await page.reload();
    await page.getByRole("status").filter({ hasText: notice }).waitFor();
    assert.is(await page.evaluate(() => localStorage.getItem("results")), "{}");
  }
});

demo(
  "with storage full, results stay on screen with a notice that they were not saved",
  async ({ site }) => {
    const page = await openDemo(site);
    const refusals = await fillStorage(page);
    assert.ok(
      refusals.every((name) => name === "QuotaExceededError"),
      refusals.join(),
    );
    await analyse(page, [fixture("h264-aac.mp4")], 1);
    const notSaved = page.getByRole("status").filter({ hasText: "could not be saved" });
    await notSaved.waitFor();
    assert.ok((await newestRows(page)).includes("Video#2 Width=320"), "the result is still shown");
    await page.evaluate(() => localStorage.clear());
    await page.getByRole("button", { name: "Remove" }).click();
    await waitUntil(page, () => localStorage.getItem("results") === "{}");
    assert.is(await notSaved.count(), 0, "the notice goes once saving works again");
  },
);

demo(
  "a WASM that fails to load shows the error; Retry recovers and the queued file finishes",
  async ({ site }) => {
    const ctx = await site.context();
    let failing = true;
    let refused = 0;
    await ctx.route(/MediaInfoModule\.[0-9a-f]+\.wasm$/, (route) =>
      failing ? (refused++, route.fulfill({ status: 503, body: "down" })) : route.continue(),
    );
    const page = await ctx.newPage();
    await page.goto(site.origin + "/demo/");
    const banner = page.getByRole("alert").filter({ hasText: "analysis engine" });
    await banner.waitFor();
    assert.match(await banner.innerText(), "The analysis engine could not be downloaded.");
    const refusedBefore = refused;
    await page.getByLabel("Media files to analyse").setInputFiles(fixture("h264-aac.mp4"));
    // The queued file asks for the engine again, is refused, and waits.
    await until(() => refused > refusedBefore, "the queued file to try the engine");
    await nextFrames(page);
    assert.is(await entries(page).count(), 0, "the file waits while the engine is down");
    failing = false;
    await banner.getByRole("button", { name: "Retry" }).click();
    await entries(page).first().waitFor({ timeout: 20000 });
    assert.ok((await newestRows(page)).includes("Audio#3 Format=AAC"));
    assert.is(await banner.count(), 0);
  },
);

demo(
  "only the site's own files are requested; the worker alone may eval; no CSP violation",
  async ({ site }) => {
    const ctx = await site.context();
    const requests: string[] = [];
    const allRequests: string[] = [];
    ctx.on("request", (request) => allRequests.push(request.url()));
    const page = await ctx.newPage();
    const { cspViolations, consoleErrors } = watchPage(page);
    await page.goto(site.origin + "/demo/");
    await page.waitForSelector(".media-demo");
    // The navbar's star count asks GitHub's API on load; what matters is the analysis itself.
    await page.waitForLoadState("networkidle");
    ctx.on("request", (request) => requests.push(request.url()));
    await analyse(page, [fixture("vp9-opus.webm"), fixture("tone.flac")], 2);
    await entries(page).first().getByRole("tab", { name: "XML" }).click();
    await page.locator(".media-demo__output pre").waitFor();
    assert.match(await page.locator(".media-demo__output pre").innerText(), "<MediaInfo");
    const foreign = requests.filter((url) => !url.startsWith(site.origin + "/"));
    assert.equal(foreign, []);
    const worker = allRequests.find((url) => /\/assets\/demo\/media-worker\.\w+\.js$/.test(url))!;
    assert.ok(worker, "the analysis ran in the demo worker");
    const workerPolicy = (await page.request.get(worker)).headers()["content-security-policy"];
    assert.match(workerPolicy, "'unsafe-eval'");
    const pagePolicy = (await page.request.get(site.origin + "/demo/")).headers()[
      "content-security-policy"
    ];
    assert.not.match(pagePolicy, "'unsafe-eval'");
    assert.equal(cspViolations, []);
    assert.equal(consoleErrors, []);
  },
);

demo("a result can be copied and downloaded as JSON", async ({ site }) => {
  const page = await openDemo(site);
  await page
    .context()
    .grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.origin });
  await analyse(page, [fixture("still.png")], 1);
  await entries(page).first().getByRole("button", { name: "Copy JSON" }).click();
  await waitUntil(page, () =>
    /Copied/.test(document.querySelector(".media-demo [aria-live=polite]")!.textContent!),
  );
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  assert.is(copied.media.track[1]["@type"], "Image");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    entries(page).first().getByRole("button", { name: "Download JSON" }).click(),
  ]);
  assert.is(download.suggestedFilename(), "still.png.json");
  const saved = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
  assert.equal(saved, copied);
});

demo("other pages load neither the demo code nor its WASM", async ({ site }) => {
  const ctx = await site.context();
  const requests: string[] = [];
  ctx.on("request", (request) => requests.push(request.url()));
  const page = await ctx.newPage();
  for (const route of ["/", "/docs/intro/"]) {
    await page.goto(site.origin + route);
    await hydrated(page);
  }
  assert.equal(
    requests.filter((url) => /MediaDemo|media-worker|\.wasm/.test(url)),
    [],
  );
});

demo("keyboard, filter, full switch and a 375 px screen", async ({ site }) => {
  const page = await openDemo(site, { viewport: { width: 375, height: 740 } });
  const choosers = fileChoosers(page);
  const zone = page.getByRole("button", { name: /Drop a media file here!/ });
  await zone.focus();
  await page.keyboard.press("Enter");
  await (await choosers.next("Enter on the drop zone")).setFiles(fixture("h264-aac.mp4"));
  await entries(page).first().waitFor({ timeout: 20000 });
  await page.getByRole("switch", { name: /full/ }).check();
  await analyse(page, [fixture("h264-aac.mp4")], 2);
  assert.match(await entries(page).first().locator(".media-demo__entry-meta").innerText(), "full");
  assert.not.match(
    await entries(page).nth(1).locator(".media-demo__entry-meta").innerText(),
    "full",
  );
  const fullRows = await newestRows(page);
  const plainRows = await rowsOf(entries(page).nth(1));
  assert.ok(
    fullRows.length > plainRows.length,
    `full lists more fields (${fullRows.length} vs ${plainRows.length})`,
  );
  await page.getByRole("searchbox").fill("Height");
  const shown = await entries(page).nth(1).locator("tbody th").allInnerTexts();
  assert.ok(shown.length > 0 && shown.every((name) => /height/i.test(name)), shown.join(","));
  await page.getByRole("searchbox").fill("");
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= 375),
    "no horizontal scrolling at 375 px",
  );
  await analyse(page, [fixture("random.bin")], 3);
  await entries(page).first().getByRole("tab", { name: "HTML" }).click();
  await page.locator(".media-demo__output pre").waitFor();
  await page.emulateMedia({ colorScheme: "dark" });
  assert.equal(
    await axeViolations(page),
    [],
    "results, output and notices pass axe at 375 px in dark mode",
  );
});

demo.run();
