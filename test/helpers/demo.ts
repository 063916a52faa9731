// Shared steps of the demo's browser tests: open it, pick files, read its entries.
import path from "node:path";
import type { FileChooser, Locator, Page } from "playwright-core";
import type { Site } from "./site.ts";
import { waitUntil } from "./wait.ts";

const FIXTURES = path.resolve("test/fixtures/media");
export const fixture = (name: string) => path.join(FIXTURES, name);

export async function openDemo(site: Site, options = {}): Promise<Page> {
  const page = await site.open("/demo/", options);
  await page.waitForSelector(".media-demo");
  return page;
}

/**
 * File choosers the page opens, in order. Playwright turns interception on with a browser command
 * it does not wait for, so a listener added just before the key press can lose the race and the
 * browser's own dialog opens instead. Call this well before the first press: the listener stays
 * for the page's life, so interception is never switched off and on again between choosers.
 */
export function fileChoosers(page: Page): { next(what: string): Promise<FileChooser> } {
  const opened: FileChooser[] = [];
  const waiting: Array<(chooser: FileChooser) => void> = [];
  page.on("filechooser", (chooser) => {
    const resolve = waiting.shift();
    if (resolve) resolve(chooser);
    else opened.push(chooser);
  });
  return {
    next(what) {
      const ready = opened.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(async () => {
          waiting.splice(waiting.indexOf(settle), 1);
          const focused = await page
            .evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "nothing")
            .catch(() => "unknown");
          reject(new Error(`no file chooser opened after ${what}; focus was on ${focused}`));
        }, 15_000);
        const settle = (chooser: FileChooser) => {
          clearTimeout(timer);
          resolve(chooser);
        };
        waiting.push(settle);
      });
    },
  };
}

export const entries = (page: Page) => page.locator(".media-demo__entry");

/** Picks `files` through the input and waits until `count` entries are listed. */
export async function analyse(page: Page, files: string[], count: number): Promise<void> {
  await page.getByLabel("Media files to analyse").setInputFiles(files);
  await waitUntil(page, (n) => document.querySelectorAll(".media-demo__entry").length >= n, count, {
    timeout: 20000,
  });
}

/** Expands every track of `entry` and returns its rows as "Type#n Name=Value" lines. */
export async function rowsOf(entry: Locator): Promise<string[]> {
  const collapsed = entry.getByRole("button", { name: /^Expand / });
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  return entry.locator("table").evaluateAll((tables) =>
    tables.flatMap((table) => {
      const title = table
        .querySelector("thead button > span:last-child")!
        .textContent!.replace(/\s+/g, "");
      // The field's name: its link, or the plain name before a label ("not in the type definitions").
      return [...table.querySelectorAll("tbody tr")].map((row) => {
        const th = row.querySelector("th")!;
        return `${title} ${(th.querySelector("a") ?? th).firstChild!.textContent!.trim()}=${row.querySelector("td")!.textContent}`;
      });
    }),
  );
}

/**
 * Fills the origin's real storage quota to the last few bytes, in ever smaller blocks; returns
 * the names of the errors each block size ended with (QuotaExceededError when the quota is real).
 */
export function fillStorage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const names: string[] = [];
    let key = 0;
    for (const size of [256 * 1024, 16 * 1024, 1024, 64, 1]) {
      try {
        for (;;) localStorage.setItem(`filler-${key++}`, "x".repeat(size));
      } catch (error) {
        names.push((error as DOMException).name);
      }
    }
    return names;
  });
}
