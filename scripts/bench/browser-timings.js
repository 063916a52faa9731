// Browser timings for `npm run bench`: client-side navigation to a prefetched page, and the time
// Pagefind takes to answer the first query once its index is loaded. Medians of several runs.
import { chromium } from "playwright-core";
import { median } from "./report.js";

const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

async function navigationTimes(page, origin, runs) {
  const times = [];
  const pages = [["/docs/intro/", "/docs/development/", "Development"], ["/docs/development/", "/docs/intro/", "Introduction"]];
  await page.goto(origin + "/docs/intro/");
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === "true");
  for (let run = 0; run < runs; run += 1) {
    const [, to, title] = pages[run % 2];
    await page.hover(`.doc-sidebar a[href='${to}']`);
    await page.waitForTimeout(300); // let the hover prefetch finish
    const ms = await page.evaluate(([href, heading]) => new Promise((resolve) => {
      const started = performance.now();
      const observer = new MutationObserver(() => {
        if (document.querySelector(".main-wrapper h1")?.textContent?.trim() === heading) {
          observer.disconnect();
          resolve(performance.now() - started);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
      /** @type {HTMLElement} */ (document.querySelector(`.doc-sidebar a[href='${href}']`)).click();
    }), [to, title]);
    times.push(ms);
  }
  return times;
}

async function searchTimes(page, origin, runs) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(origin + "/docs/intro/");
    times.push(await page.evaluate(async () => {
      const specifier = "/pagefind/pagefind.js";
      const pagefind = await import(specifier);
      await pagefind.init();
      await pagefind.preload("FrameRate"); // the index chunks for the term: "the index is loaded"
      const started = performance.now();
      const answer = await pagefind.search("FrameRate");
      await answer.results[0].data();
      return performance.now() - started;
    }));
  }
  return times;
}

/**
 * Returns { navigation, search } medians in ms with their targets.
 * @param {string} origin
 * @param {{ runs?: number, stubRoute?: (route: import("playwright-core").Route) => unknown }} [options]
 */
export async function browserTimings(origin, { runs = 7, stubRoute } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.route((url) => !url.href.startsWith(origin), stubRoute ?? ((route) => route.abort()));
    const page = await context.newPage();
    const navigation = await navigationTimes(page, origin, runs);
    const search = await searchTimes(page, origin, Math.min(runs, 5));
    return {
      "navigation to a prefetched page (ms)": { median: median(navigation), target: 50, samples: navigation },
      "first search results after the index loads (ms)": { median: median(search), target: 100, samples: search },
    };
  } finally {
    await browser.close();
  }
}
