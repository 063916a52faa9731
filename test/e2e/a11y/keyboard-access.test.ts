// Keyboard access the build and the browser must agree on: Enter on the skip link moves focus to
// the main content (first load, after a client swap, and without JavaScript), and a wide table
// scrolls sideways from the keyboard on a phone.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { hydrated, problemsOf, visibleLink } from "../../helpers/site.ts";
import { waitUntil } from "../../helpers/wait.ts";

const keys = browserSuite("keyboard access");

async function skipToMain(page: Page) {
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await skip.focus();
  await page.keyboard.press("Enter");
  await waitUntil(page, () => document.activeElement?.tagName === "MAIN");
  return page.evaluate(() => ({ id: document.activeElement?.id }));
}

keys(
  "Enter on the skip link moves keyboard focus to the main content, on first load and after client navigation",
  async ({ site }) => {
    const page = await site.open("/docs/getting-started/usage/");
    await page.keyboard.press("Tab");
    assert.is(
      await page.evaluate(() => document.activeElement?.textContent),
      "Skip to main content",
      "the skip link comes first",
    );
    assert.is((await skipToMain(page)).id, "main-content");
    // The next Tab continues inside the main content, not at the top of the page.
    await page.keyboard.press("Tab");
    assert.ok(
      await page.evaluate(() => Boolean(document.activeElement?.closest("main"))),
      "Tab goes on inside main",
    );

    // A script click: after Tab moved down the page, the navbar is hidden on scroll.
    await visibleLink(page, "API").evaluate((link: HTMLElement) => link.click());
    await waitUntil(page, () => location.pathname === "/api/" && document.title.startsWith("API"));
    assert.is((await skipToMain(page)).id, "main-content");
    assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
  },
);

keys("the skip link moves focus with JavaScript off too", async ({ site }) => {
  const page = await site.open("/docs/intro/", { javaScriptEnabled: false });
  assert.is((await skipToMain(page)).id, "main-content");
});

keys("at 375 px a wide table scrolls sideways from the keyboard", async ({ site }) => {
  const page = await site.open("/docs/getting-started/installation/", {
    viewport: { width: 375, height: 740 },
  });
  const tables = await page.getByRole("group", { name: /^Table: / }).all();
  const overflows = await Promise.all(
    tables.map((table) => table.evaluate((element) => element.scrollWidth > element.clientWidth)),
  );
  const region = tables[overflows.indexOf(true)];
  assert.ok(region, "a table is wider than the screen");
  await region.focus();
  assert.is(
    await page.evaluate(() => document.activeElement?.getAttribute("role")),
    "group",
    "the region takes focus",
  );
  for (let press = 0; press < 5; press += 1) await page.keyboard.press("ArrowRight");
  await waitUntil(page, (element) => element!.scrollLeft > 0, await region.elementHandle());
});

keys.run();
