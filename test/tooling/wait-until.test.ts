// The browser tests' waits do not hang on animation frames: headless Chromium at times runs none
// for seconds while the page lives on, and a wait checked once per frame would time out on a page
// already in the awaited state. Here the page's frames never run at all.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../scripts/chromium.js";

const waits = suite<{ browser: Browser }>("waits on timers");
waits.before(async (context) => {
  context.browser = await launchChromium();
});
waits.after(async (context) => {
  await context.browser?.close();
});

async function waitOnFramelessPage(page: Page) {
  await page.addInitScript(() => {
    window.requestAnimationFrame = () => 0; // a frame that never comes
  });
  await page.goto("data:text/html,<p>Frameless</p>");
  await page.evaluate(() => setTimeout(() => document.body.classList.add("ready"), 100));
  await page.waitForFunction(() => document.body.classList.contains("ready"), null, {
    timeout: 5000,
  });
}

waits(
  "a page of a new context answers waitForFunction with no animation frame",
  async ({ browser }) => {
    const context = await browser.newContext();
    await waitOnFramelessPage(await context.newPage());
    await context.close();
  },
);

waits("a page from browser.newPage does too", async ({ browser }) => {
  const page = await browser.newPage();
  await waitOnFramelessPage(page);
  assert.ok(await page.evaluate(() => document.body.classList.contains("ready")));
  await page.close();
});

waits.run();
