// The authors' loop for `npm run bench`: the time from saving a Markdown file, and from saving a
// component, until Chromium shows the reloaded page with the change (its DOMContentLoaded, by
// which the new bundle has run). `npm run dev` runs on a scratch copy of the working tree, so the
// edits never touch the author's files. Medians of several saves.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CLIENT_ENTRY } from "../../scripts/build-bundles.js";
import { startDevChild } from "../../scripts/dev/child.js";
import { launchChromium } from "../../scripts/chromium.js";
import { median } from "./report.js";

/** @typedef {import("playwright-core").Page} Page */

const MARKDOWN = "site/docs/intro.md";

/** Copies the tracked and new files of the working tree to a temporary folder, sharing node_modules. */
export function scratchCopy(root = process.cwd()) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dev-loop-"));
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    { cwd: root, encoding: "utf8" },
  );
  for (const file of files.split("\0").filter(Boolean)) {
    if (!fs.existsSync(path.join(root, file))) continue; // deleted but not yet committed
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/**
 * Saves with `save()` and waits for the reload it causes; returns ms from the save to the
 * reloaded page's DOMContentLoaded, after checking with `shows` that the page has the change.
 * One save can cause several reloads (a bundle rebuild, then the pages that list its chunks), and a
 * late reload from an earlier save can come first: the first loaded page that shows the change
 * counts, and its reload client must be connected before the next save.
 * @param {Page} page @param {() => void} save @param {string} arg
 * @param {(arg: string) => boolean} shows runs in the page, given `arg`
 */
export async function savedToReload(page, save, shows, arg, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  let connected = false;
  let whenConnected = () => {};
  /** @param {import("playwright-core").Frame} frame */
  const onNavigated = (frame) => {
    if (frame === page.mainFrame()) connected = false;
  };
  /** @param {import("playwright-core").ConsoleMessage} message */
  const onConsole = (message) => {
    if (!message.text().includes("Connected")) return;
    connected = true;
    whenConnected();
  };
  page.on("framenavigated", onNavigated);
  page.on("console", onConsole);
  try {
    let loaded = page.waitForEvent("load", { timeout: left() });
    const savedAt = Date.now();
    save();
    for (;;) {
      await loaded.catch(() => {
        throw new Error(`no reloaded page showed the change (${arg}) within ${timeoutMs} ms`);
      });
      loaded = page.waitForEvent("load", { timeout: left() }); // armed first: a reload during the check is not missed
      loaded.catch(() => {});
      if (await page.evaluate(shows, arg).catch(() => false)) break;
    }
    const readyAt = await page.evaluate(
      () =>
        performance.timeOrigin +
        performance.getEntriesByType("navigation")[0].toJSON().domContentLoadedEventEnd,
    );
    if (!connected) {
      await new Promise((resolve, reject) => {
        whenConnected = () => resolve(undefined);
        setTimeout(
          () => reject(new Error("the reloaded page's reload client did not connect")),
          left(),
        );
      });
    }
    return readyAt - savedAt;
  } finally {
    page.off("framenavigated", onNavigated);
    page.off("console", onConsole);
  }
}

/** Returns the two medians with their target (1 s) and samples. */
export async function devReloadTimings({ runs = 5 } = {}) {
  const dir = scratchCopy();
  const dev = await startDevChild(dir, { command: [process.execPath, "scripts/dev.js"] });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.route(
      (url) => !url.href.startsWith(dev.origin),
      (route) => route.abort(),
    );
    const firstConnect = page.waitForEvent("console", {
      predicate: (message) => message.text().includes("Connected"),
    });
    await page.goto(`${dev.origin}/docs/intro/`);
    await firstConnect;
    const markdown = [];
    const component = [];
    for (let run = 0; run < runs; run += 1) {
      const text = `Reload probe ${run}.`;
      markdown.push(
        await savedToReload(
          page,
          () => fs.appendFileSync(path.join(dir, MARKDOWN), `\n${text}\n`),
          (expected) => document.body.textContent?.includes(expected) ?? false,
          text,
        ),
      );
      component.push(
        await savedToReload(
          page,
          () =>
            fs.appendFileSync(
              path.join(dir, CLIENT_ENTRY),
              `\ndocument.documentElement.dataset.reloadProbe = "${run}";\n`,
            ),
          (expected) => document.documentElement.dataset.reloadProbe === expected,
          String(run),
        ),
      );
    }
    const timing = (/** @type {number[]} */ samples) => ({
      median: median(samples),
      target: 1000,
      samples,
    });
    return {
      "save Markdown → reloaded page (ms)": timing(markdown),
      "save component → reloaded page (ms)": timing(component),
    };
  } finally {
    await browser.close();
    await dev.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
