// One page, one history entry, with the mobile side panel: at 390 px, after any
// sequence of panel opens, closes and link taps, Back walks the pages visited one press each and
// never leaves the panel open over a page it was not opened on.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import type { Page } from "playwright-core";
import { builtPage } from "../../helpers/built-site.ts";
import { problemsOf } from "../../helpers/site.ts";
import { waitUntil } from "../../helpers/wait.ts";

const entries = browserSuite("one history entry per page with the mobile panel");

const PHONE = { viewport: { width: 390, height: 844 } };
const MENU = "button[aria-label='Toggle navigation bar']";

const panelHidden = (page: Page) =>
  page.evaluate(() => document.getElementById("navbar-sidebar")!.hidden);

/** Waits for the page of `route` on screen (address, title, hydrated) with the panel closed. */
async function showing(page: Page, route: string): Promise<void> {
  const title = builtPage(route).document.title;
  await waitUntil(
    page,
    ([r, t]) =>
      location.pathname === r &&
      document.title === t &&
      document.documentElement.dataset.hasHydrated === "true",
    [route, title] as const,
  );
  await waitUntil(page, () => document.getElementById("navbar-sidebar")?.hidden === true);
}

async function openPanel(page: Page): Promise<void> {
  await page.click(`${MENU}:not([disabled])`);
  await waitUntil(page, () => !document.getElementById("navbar-sidebar")!.hidden);
}

/** Taps a link of the panel; links of the main menu are reached through "Back to main menu". */
async function tap(
  page: Page,
  name: string | RegExp,
  menu: "primary" | "secondary" = "primary",
): Promise<void> {
  const panel = page.getByRole("dialog", { name: "Navigation" });
  if (
    menu === "primary" &&
    (await page.getAttribute(".navbar-sidebar__items", "data-view")) !== "primary"
  ) {
    await panel.getByRole("button", { name: "← Back to main menu" }).click();
  }
  await page
    .locator(`.navbar-sidebar__item--${menu}`)
    .getByRole("link", { name, exact: true })
    .click();
}

/** Presses Back once; returns the address it landed on. */
async function back(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const popped = new Promise((resolve) => addEventListener("popstate", resolve, { once: true }));
    history.back();
    await popped;
    return location.pathname;
  });
}

entries(
  "panel link taps leave one entry per page: Back walks them one press each",
  async ({ site }) => {
    const page = await site.open("/", PHONE);
    await openPanel(page);
    await tap(page, "API");
    await showing(page, "/api/");
    await openPanel(page);
    await tap(page, "Changelog", "secondary");
    await showing(page, "/api/changelog/");
    await openPanel(page);
    await page.getByRole("button", { name: "Close navigation bar" }).click();
    await showing(page, "/api/changelog/");
    await openPanel(page);
    assert.is(await back(page), "/api/changelog/", "Back with the panel open only closes it");
    await showing(page, "/api/changelog/");
    assert.is(await back(page), "/api/");
    await showing(page, "/api/");
    assert.is(await back(page), "/");
    await showing(page, "/");
    assert.ok(await panelHidden(page));
    assert.equal(problemsOf(page).consoleErrors, []);
  },
);

entries(
  "a panel link that opens a new tab or loads in full leaves no entry behind",
  async ({ site }) => {
    const page = await site.open("/docs/intro/", PHONE);
    await page
      .getByRole("navigation", { name: "Docs pages" })
      .getByRole("link", { name: /^Next/ })
      .click(); // a plain page link first
    await showing(page, "/docs/category/getting-started/");
    await openPanel(page);
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      tap(page, /GitHub repository/),
    ]);
    await tab.close();
    await showing(page, "/docs/category/getting-started/");
    await openPanel(page);
    await Promise.all([page.waitForURL("**/demo/"), tap(page, "Demo")]);
    await showing(page, "/demo/");
    await page.goBack();
    assert.is(new URL(page.url()).pathname, "/docs/category/getting-started/");
    await showing(page, "/docs/category/getting-started/");
    await page.goBack();
    assert.is(new URL(page.url()).pathname, "/docs/intro/");
    await showing(page, "/docs/intro/");
  },
);

entries.run();
