// The docs in a real browser: sidebar categories and tabs without JavaScript, no sideways
// scrolling on phones, prose line length, and screenshots for review (written, never compared).
import fs from "node:fs";
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";

const SCREENSHOT_DIR = "test-results/screenshots";
const WIDTHS = [375, 800, 1280];
const SHOT_ROUTES = [
  "/",
  "/docs/intro/",
  "/docs/getting-started/installation/",
  "/docs/getting-started/usage/",
  "/docs/category/examples/",
  "/license/",
];

const ui = browserSuite("docs pages in the browser");

ui("sidebar categories open and close without JavaScript", async ({ site }) => {
  const page = await site.open("/docs/intro/", { javaScriptEnabled: false });
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  const examples = sidebar.getByLabel(/sidebar category 'Examples'$/);
  const browserLink = sidebar.getByRole("link", {
    name: /Browser \(via CDN\)/,
    includeHidden: true,
  });
  const isOpen = () =>
    examples.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
  assert.is(await isOpen(), false);
  assert.is(await browserLink.isVisible(), false);
  await examples.click();
  assert.is(await isOpen(), true);
  assert.is(await browserLink.isVisible(), true);
  await examples.click();
  assert.is(await browserLink.isVisible(), false);
});

ui("without JavaScript every tab panel is visible with its label, in order", async ({ site }) => {
  const page = await site.open("/docs/getting-started/usage/", { javaScriptEnabled: false });
  const group = page.locator('.tabs-container[data-group-id="call-method"]'); // a tab set has no name of its own
  assert.is(await group.getByRole("tablist", { includeHidden: true }).isVisible(), false);
  const labels = group.locator(".tabs__panel-label");
  assert.equal(await labels.allTextContents(), ["Async", "Promise", "Callback"]);
  const panels = group.getByRole("tabpanel", { includeHidden: true });
  assert.is(await panels.count(), 3);
  for (const panel of await panels.all()) assert.ok(await panel.isVisible());
});

ui(
  "no page scrolls sideways at 375 px; wide code and tables scroll in their own box",
  async ({ site }) => {
    for (const route of SHOT_ROUTES) {
      const page = await site.open(route, { viewport: { width: 375, height: 800 } });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `${route} is ${width}px wide`);
      await page.close();
    }
    const page = await site.open("/docs/getting-started/usage/", {
      viewport: { width: 375, height: 800 },
    });
    const overflowing = await page.evaluate(
      () =>
        [...document.querySelectorAll(".markdown pre, .markdown table")].filter(
          (element) => element.scrollWidth > element.clientWidth,
        ).length,
    );
    assert.ok(
      overflowing > 0,
      "some code or table is wider than the phone and scrolls inside its box",
    );
  },
);

ui("prose lines hold 60 to 80 characters on desktop and tablet widths", async ({ site }) => {
  for (const width of [800, 1280]) {
    const page = await site.open("/docs/intro/", { viewport: { width, height: 900 } });
    const perLine = await page.evaluate(() => {
      const paragraph = document.querySelector(".doc-content > p")!;
      const style = getComputedStyle(paragraph);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = paragraph.textContent!;
      return paragraph.clientWidth / (context.measureText(text).width / text.length);
    });
    assert.ok(
      perLine >= 60 && perLine <= 80,
      `${Math.round(perLine)} characters per line at ${width}px`,
    );
    await page.close();
  }
});

ui("writes screenshots at 375, 800 and 1280 px in light and dark mode", async ({ site }) => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  let written = 0;
  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of WIDTHS) {
      const ctx = await site.context({ viewport: { width, height: 900 }, colorScheme });
      const page = await ctx.newPage();
      for (const route of SHOT_ROUTES) {
        await page.goto(site.origin + route);
        assert.is(await page.getAttribute("html", "data-theme"), colorScheme);
        const name = route === "/" ? "home" : route.replace(/^\/|\/$/g, "").replace(/\//g, "_");
        const file = `${SCREENSHOT_DIR}/${name}-${width}-${colorScheme}.png`;
        await page.screenshot({ path: file, fullPage: true });
        assert.ok(fs.statSync(file).size > 1000);
        written += 1;
      }
      await ctx.close();
    }
  }
  assert.is(written, SHOT_ROUTES.length * WIDTHS.length * 2);
});

ui.run();
