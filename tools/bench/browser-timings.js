// Browser timings for `npm run bench`: client-side navigation to a prefetched page, the time
// Pagefind takes to answer the first query once its index is loaded, and the field filter's input
// to next paint. Medians of several runs.
import { WAIT_POLLING_MS, launchChromium } from "../../scripts/chromium.js";
import { median } from "./report.js";

async function navigationTimes(page, origin, runs) {
  const times = [];
  const pages = [
    ["/docs/intro/", "/docs/development/", "Development"],
    ["/docs/development/", "/docs/intro/", "Introduction"],
  ];
  await page.goto(origin + "/docs/intro/");
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === "true", null, {
    polling: WAIT_POLLING_MS,
  });
  for (let run = 0; run < runs; run += 1) {
    const [, to, title] = pages[run % 2];
    await page.hover(`.doc-sidebar a[href='${to}']`);
    await page.waitForTimeout(300); // let the hover prefetch finish
    const ms = await page.evaluate(
      ([href, heading]) =>
        new Promise((resolve) => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelector(".main-wrapper h1")?.textContent?.trim() === heading) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
          /** @type {HTMLElement} */ (
            document.querySelector(`.doc-sidebar a[href='${href}']`)
          ).click();
        }),
      [to, title],
    );
    times.push(ms);
  }
  return times;
}

async function searchTimes(page, origin, runs) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(origin + "/docs/intro/");
    times.push(
      await page.evaluate(async () => {
        const specifier = "/pagefind/pagefind.js";
        const pagefind = await import(specifier);
        await pagefind.init();
        await pagefind.preload("FrameRate"); // the index chunks for the term: "the index is loaded"
        const started = performance.now();
        const answer = await pagefind.search("FrameRate");
        await answer.results[0].data();
        return performance.now() - started;
      }),
    );
  }
  return times;
}

/**
 * Input to next paint on the field index: for each of 20 keystrokes in the filter,
 * from the input event to the next frame's callbacks, which run just before it paints.
 * @param {import("playwright-core").Page} page @param {string} origin
 */
async function filterTimes(page, origin) {
  await page.goto(origin + "/api/fields/");
  await page.focus("#field-filter"); // loads the filter's code
  await page.waitForFunction(
    async () => {
      const input = /** @type {HTMLInputElement} */ (document.getElementById("field-filter"));
      input.value = "x";
      input.dispatchEvent(new Event("input"));
      const ready = document.querySelector(".field-filter__status")?.textContent !== "";
      input.value = "";
      input.dispatchEvent(new Event("input"));
      return ready;
    },
    null,
    { polling: WAIT_POLLING_MS },
  );
  await page.evaluate(() => {
    /** @type {any} */ (window).filterSamples = [];
    document.getElementById("field-filter")?.addEventListener("input", (event) => {
      requestAnimationFrame(() =>
        /** @type {any} */ (window).filterSamples.push(performance.now() - event.timeStamp),
      );
    });
  });
  const text = "FrameRate_Mode_Origina";
  for (let index = 0; index < 20; index += 1) {
    await page.keyboard.type(text[index]);
    await page.waitForFunction(
      (count) => /** @type {any} */ (window).filterSamples.length >= count,
      index + 1,
      { polling: WAIT_POLLING_MS },
    );
  }
  return page.evaluate(() => /** @type {any} */ (window).filterSamples);
}

/**
 * Returns { navigation, search } medians in ms with their targets.
 * @param {string} origin
 * @param {{ runs?: number, stubRoute?: (route: import("playwright-core").Route) => unknown }} [options]
 */
export async function browserTimings(origin, { runs = 7, stubRoute } = {}) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.route(
      (url) => !url.href.startsWith(origin),
      stubRoute ?? ((route) => route.abort()),
    );
    const page = await context.newPage();
    const navigation = await navigationTimes(page, origin, runs);
    const search = await searchTimes(page, origin, Math.min(runs, 5));
    const filter = await filterTimes(page, origin);
    return {
      "field filter: input to next paint on the field index (ms)": {
        median: median(filter),
        target: 16,
        samples: filter,
      },
      "navigation to a prefetched page (ms)": {
        median: median(navigation),
        target: 50,
        samples: navigation,
      },
      "first search results after the index loads (ms)": {
        median: median(search),
        target: 100,
        samples: search,
      },
    };
  } finally {
    await browser.close();
  }
}
