// The browser tests' waits do not hang on animation frames: headless Chromium at times runs none
// for seconds while the page lives on, and a wait checked once per frame would time out on a page
// already in the awaited state. Here the page's frames never run at all: `waitUntil` and
// Playwright's locator waits still answer.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../scripts/chromium.js";
import { waitUntil } from "../helpers/wait.ts";

const waits = suite<{ browser: Browser }>("waits on timers");
waits.before(async (context) => {
  context.browser = await launchChromium();
});
waits.after(async (context) => {
  await context.browser?.close();
});

/** A page whose animation frames never come, which shows "Ready" 100 ms after this resolves. */
async function framelessPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    window.requestAnimationFrame = () => 0; // a frame that never comes
  });
  await page.goto("data:text/html,<p>Frameless</p>");
  await page.evaluate(() =>
    setTimeout(() => {
      document.body.classList.add("ready");
      document.body.insertAdjacentHTML("beforeend", "<p>Ready</p>");
    }, 100),
  );
  return page;
}

waits("waitUntil answers on a page that runs no animation frame", async ({ browser }) => {
  const page = await framelessPage(browser);
  await waitUntil(page, () => document.body.classList.contains("ready"), null, { timeout: 5000 });
  assert.ok(await page.evaluate(() => document.body.classList.contains("ready")));
  await page.close();
});

waits("a locator wait answers there too", async ({ browser }) => {
  const page = await framelessPage(browser);
  await page.getByText("Ready", { exact: true }).waitFor({ timeout: 5000 });
  await page.close();
});

waits.run();
