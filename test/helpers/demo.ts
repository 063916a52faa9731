// Shared steps of the demo's browser tests: open it, pick files, read its entries.
import path from "node:path";
import type { Page } from "playwright-core";
import type { Site } from "./site.ts";

const FIXTURES = path.resolve("test/fixtures/media");
export const fixture = (name: string) => path.join(FIXTURES, name);

export async function openDemo(site: Site, options = {}): Promise<Page> {
  const page = await site.open("/demo/", options);
  await page.waitForSelector(".media-demo");
  return page;
}

export const entries = (page: Page) => page.locator(".media-demo__entry");

/** Picks `files` through the input and waits until `count` entries are listed. */
export async function analyse(page: Page, files: string[], count: number): Promise<void> {
  await page.getByLabel("Media files to analyse").setInputFiles(files);
  await page.waitForFunction(
    (n) => document.querySelectorAll(".media-demo__entry").length >= n,
    count,
    { timeout: 20000 },
  );
}
