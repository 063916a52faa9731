// Browser contexts whose page fetches answer late, for the router's race tests: every
// same-origin HTML fetch waits `delayMs` before the loopback server answers, prefetching is off
// (Save-Data), and page-fetch-counter.js counts page fetches so a test can wait for them all.
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { builtPage } from "../../helpers/built-site.ts";
import { hydrated, watchPage, type Site } from "../../helpers/site.ts";
import { waitUntil } from "../../helpers/wait.ts";

const COUNTER_SCRIPT = path.resolve("test/e2e/router/page-fetch-counter.js");

export type PageFetches = { started: string[]; settled: string[] };

/** A context where page fetches arrive `delayMs` late and nothing is prefetched. */
export async function slowContext(
  site: Site,
  delayMs = 300,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> {
  const ctx = await site.context({ viewport });
  await ctx.addInitScript({ path: COUNTER_SCRIPT });
  await ctx.route(
    (url) => url.origin === site.origin && url.pathname.endsWith("/"),
    async (route) => {
      if (route.request().resourceType() === "fetch")
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue().catch(() => {}); // the page may be gone when a test ends early
    },
  );
  return ctx;
}

/** Opens `path` in `ctx`, waits for hydration and marks the document to detect full reloads. */
export async function openSlow(ctx: BrowserContext, site: Site, route: string): Promise<Page> {
  const page = await ctx.newPage();
  watchPage(page);
  await page.goto(site.origin + route);
  await hydrated(page);
  await page.evaluate(() => ((window as any).sameDocument = true));
  return page;
}

/** Waits until every page fetch the page started has been answered and read (or failed). */
export async function fetchesSettled(page: Page): Promise<void> {
  await waitUntil(page, () => {
    const { started, settled } = (window as any).pageFetches as PageFetches;
    return started.length === settled.length;
  });
}

/** Waits until the address is `route` and the page on screen is that route's, then settles. */
export async function showing(page: Page, route: string): Promise<void> {
  const title = builtPage(route).document.title;
  await waitUntil(page, ([r, t]) => location.pathname === r && document.title === t, [
    route,
    title,
  ] as const);
  await fetchesSettled(page);
}

/** What the page shows, with what the built route at the current address would show. */
export async function shownPage(page: Page) {
  const now = await page.evaluate(() => ({
    path: location.pathname,
    title: document.title,
    canonical: new URL(
      document.querySelector("link[rel='canonical']")?.getAttribute("href") ?? "/",
      location.href,
    ).pathname,
    heading: document.querySelector(".main-wrapper h1")?.textContent?.trim() ?? null,
    navbarCurrent:
      document.querySelector(".navbar__link[aria-current='page']")?.textContent?.trim() ?? null,
    progressActive: Boolean(document.querySelector(".nav-progress--active")),
    sameDocument: (window as any).sameDocument === true,
  }));
  const built = builtPage(now.path).document;
  const expected = {
    title: built.title,
    heading: built.querySelector(".main-wrapper h1")?.textContent?.trim() ?? null,
    navbarCurrent:
      built.querySelector(".navbar__link[aria-current='page']")?.textContent?.trim() ?? null,
  };
  return { now, expected };
}
