// Opens the site's interactive states a reader reaches, for checks that need them open: the search
// dialog with results, the mobile panel, the page actions menu, the field filter with a query and
// the demo with an analysed corpus file and its tracks expanded.
import path from "node:path";
import type { Page } from "playwright-core";
import { CORPUS_DIR } from "../../helpers/corpus.ts";
import { mainNav, type Site } from "../../helpers/site.ts";
import { BEHAVIOUR_READY_ATTRIBUTE } from "../../../contract/index.js";
import { waitUntil } from "../../helpers/wait.ts";

export type Options = Parameters<Site["open"]>[1];

export const searchDialog = (page: Page) =>
  page.getByRole("dialog", { name: "Search the documentation" });

export async function searchWithResults(site: Site, query: string, options?: Options) {
  const page = await site.open("/docs/intro/", options);
  await page.waitForSelector(".navbar [data-island='search'][data-island-ready]");
  await mainNav(page).getByRole("button", { name: "Search" }).filter({ visible: true }).click();
  await searchDialog(page).getByRole("searchbox", { name: "Search docs and API" }).fill(query);
  await searchDialog(page)
    .getByRole("status")
    .filter({ hasText: `"${query}"` })
    .waitFor();
  return page;
}

export async function mobilePanelOpen(site: Site, route: string, options?: Options) {
  const page = await site.open(route, { viewport: { width: 375, height: 740 }, ...options });
  await page.getByRole("button", { name: "Toggle navigation bar" }).click();
  await waitUntil(page, () => !document.getElementById("navbar-sidebar")!.hidden);
  return page;
}

export async function pageActionsOpen(site: Site, route: string, options?: Options) {
  const page = await site.open(route, options);
  await page.getByRole("button", { name: "Page actions" }).click();
  await page.getByRole("menu", { name: "Page actions" }).waitFor();
  return page;
}

export async function fieldFilterUsed(site: Site, query: string, options?: Options) {
  const page = await site.open("/api/fields/", options);
  await waitUntil(
    page,
    (ready) => document.querySelector("[data-behaviour~='field-filter']")?.hasAttribute(ready),
    BEHAVIOUR_READY_ATTRIBUTE,
  );
  await page.getByRole("searchbox", { name: "Filter fields" }).fill(query);
  await waitUntil(page, () => document.querySelector(".field-filter__status")?.textContent);
  return page;
}

export const corpusFile = (name: string) => path.join(CORPUS_DIR, name);

/** The demo after analysing one corpus file, every track of it expanded. */
export async function demoWithResult(site: Site, file: string, options?: Options) {
  const page = await site.open("/demo/", options);
  await page.getByLabel("Media files to analyse").setInputFiles(corpusFile(file));
  const entry = page.locator(".media-demo__entry").first();
  await entry.waitFor({ timeout: 20_000 });
  const collapsed = entry.getByRole("button", { name: /^Expand / });
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  return page;
}
