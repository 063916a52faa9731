// Benchmark (not a test): the live demo against calling mediainfo.js directly, in the same Chromium
// on the same generated file, plus long tasks and JS heap while the demo analyses a 1 GB file.
// Usage: npm run build && node tools/bench/demo.js  (prints a small report; exits 1 over budget)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as esbuild from "esbuild";
/** @typedef {import("playwright-core").Browser} Browser */
/** @typedef {import("playwright-core").Page} Page */
import { validSiteConfig } from "../../config/check.js";
import siteConfig from "../../config/site.js";
import { latestRelease } from "../../eleventy/releases.js";
import { readManifest } from "../../eleventy/manifests.js";
import { createStaticServer } from "../../scripts/static-server.js";
import { WAIT_POLLING_MS, launchChromium } from "../../scripts/chromium.js";
import { listenOnLoopback } from "../../scripts/listen.js";

const MB = 1024 * 1024;
/** The latest release's engine: the one the demo runs by default. */
const engine = readManifest("demo").engines[latestRelease(validSiteConfig(siteConfig)).version];

/** A sparse MP4 of back-to-back 256 KiB `free` boxes: MediaInfoLib visits every box, so it reads
 * the whole file. @param {string} dir @param {number} size bytes */
function makeFile(dir, size) {
  const file = path.join(dir, `boxes-${size / MB}MB.mp4`);
  const fd = fs.openSync(file, "w");
  const ftyp = Buffer.from("00000018667479706973736f000002006973736f6d703431", "hex");
  fs.writeSync(fd, ftyp, 0, ftyp.length, 0);
  const box = Buffer.alloc(8);
  box.writeUInt32BE(256 * 1024, 0);
  box.write("free", 4, "latin1");
  for (let offset = ftyp.length; offset + 256 * 1024 <= size; offset += 256 * 1024)
    fs.writeSync(fd, box, 0, 8, offset);
  fs.ftruncateSync(fd, size);
  fs.closeSync(fd);
  return file;
}

/** A same-origin page without the site's CSP that has the library on its main thread.
 * @param {Browser} browser @param {string} origin */
async function rawPage(browser, origin) {
  const bundle = await esbuild.build({
    stdin: {
      contents: 'import f from "mediainfo.js"; window.mediaInfoFactory = f;',
      resolveDir: process.cwd(),
    },
    bundle: true,
    format: "esm",
    write: false,
  });
  const page = await browser.newPage();
  await page.route(`${origin}/__bench/**`, (route) => {
    const isScript = route.request().url().endsWith(".js");
    route.fulfill(
      isScript
        ? { contentType: "text/javascript", body: bundle.outputFiles[0].text }
        : {
            contentType: "text/html",
            body: '<!doctype html><input type="file"><script type="module" src="/__bench/raw.js"></script>',
          },
    );
  });
  await page.goto(`${origin}/__bench/`);
  await page.waitForFunction(() => "mediaInfoFactory" in window, null, {
    polling: WAIT_POLLING_MS,
  });
  return page;
}

/** Times mediaInfoFactory() + analyzeData() called directly, reading with File.slice.
 * @param {Page} page @param {string} file */
async function timeRaw(page, file) {
  await page.setInputFiles("input[type=file]", file);
  return page.evaluate(async (wasmUrl) => {
    const picked = /** @type {File} */ (document.querySelector("input")?.files?.[0]);
    const started = performance.now();
    const mediainfo = await /** @type {any} */ (window).mediaInfoFactory({
      locateFile: () => wasmUrl,
    });
    const loaded = performance.now();
    /** @param {number} size @param {number} offset */
    const read = async (size, offset) =>
      new Uint8Array(await picked.slice(offset, offset + size).arrayBuffer());
    await mediainfo.analyzeData(picked.size, read);
    mediainfo.close();
    return { total: performance.now() - started, analyse: performance.now() - loaded };
  }, engine.wasm);
}

/** Times the demo from file pick to result shown, recording long tasks and the peak JS heap.
 * @param {Page} page @param {string} file @param {number} count entries expected once done */
async function timeDemo(page, file, count) {
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__longTasks = [];
    const t0 = performance.now();
    new PerformanceObserver((list) =>
      w.__longTasks.push(
        ...list.getEntries().map((e) => [Math.round(e.startTime - t0), Math.round(e.duration)]),
      ),
    ).observe({ type: "longtask" });
  });
  const started = Date.now();
  await page.setInputFiles(".media-demo input[type=file]", file);
  let peakHeap = 0;
  while ((await page.locator(".media-demo__entry").count()) < count) {
    peakHeap = Math.max(
      peakHeap,
      await page.evaluate(() => /** @type {any} */ (performance).memory.usedJSHeapSize),
    );
    await page.waitForTimeout(100);
  }
  /** @type {[number, number][]} */
  const longTasks = await page.evaluate(() => /** @type {any} */ (window).__longTasks);
  console.log("long tasks [start ms, duration ms]:", JSON.stringify(longTasks));
  const meta = await page
    .locator(".media-demo__entry")
    .first()
    .locator(".media-demo__entry-meta")
    .innerText();
  return {
    wall: Date.now() - started,
    meta,
    longestTask: Math.max(0, ...longTasks.map(([, duration]) => duration)),
    peakHeapMB: peakHeap / MB,
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-demo-"));
const server = createStaticServer("_site");
const origin = `http://127.0.0.1:${await listenOnLoopback(server)}`;
const browser = await launchChromium(["--enable-precise-memory-info"]);
try {
  const small = makeFile(dir, 200 * MB);
  const big = makeFile(dir, 1024 * MB);
  const raw = await timeRaw(await rawPage(browser, origin), small);
  const demoPage = await browser.newPage();
  await demoPage.goto(`${origin}/demo/`);
  await demoPage.waitForSelector(".media-demo");
  await demoPage.waitForTimeout(1000); // the demo loads its engine on arrival, as a visitor's page would
  const demo = await timeDemo(demoPage, small, 1);
  const large = await timeDemo(demoPage, big, 2);
  const ratio = demo.wall / raw.total;
  console.log(
    `200 MB, raw mediaInfoFactory()+analyzeData(): ${Math.round(raw.total)} ms (analyse ${Math.round(raw.analyse)} ms)
200 MB, demo (file picked → result shown): ${demo.wall} ms [${demo.meta}] → ${ratio.toFixed(2)}× raw (budget 1.3×)
1 GB, demo: ${large.wall} ms; longest main-thread task ${Math.round(large.longestTask)} ms (budget 50); peak JS heap ${large.peakHeapMB.toFixed(1)} MB (budget 150)`,
  );
  process.exitCode = ratio <= 1.3 && large.longestTask <= 50 && large.peakHeapMB < 150 ? 0 : 1;
} finally {
  await browser.close();
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
