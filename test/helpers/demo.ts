// Shared steps of the demo's browser tests: open it, pick files, read its entries.
import path from "node:path";
import type { Locator, Page } from "playwright-core";
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
