// The mobile side panel in Chromium at 800 px: opening, both menus, focus kept inside and
// returned, every closing rule, and closing when the window grows to 1200 px (BEHAVIOUR §5).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { problemsOf, startSite, type Site } from "../helpers/site.ts";
import { axeViolations } from "../helpers/axe.ts";

const panel = suite<{ site: Site }>("mobile side panel");
panel.before(async (context) => {
  context.site = await startSite();
});
panel.after(async (context) => {
  await context.site.close();
});

const MOBILE = { viewport: { width: 800, height: 700 } };
const MENU = "button[aria-label='Toggle navigation bar']";

async function openOn(site: Site, route: string): Promise<Page> {
  const page = await site.open(route, MOBILE);
  await page.waitForSelector(`${MENU}:not([disabled])`);
  await page.click(MENU);
  await page.waitForFunction(() => !document.getElementById("navbar-sidebar")!.hidden);
  return page;
}
const isOpen = (page: Page) => page.evaluate(() => !document.getElementById("navbar-sidebar")!.hidden);
/** Waits for the panel to close (the island applies state after the next frame). */
const closed = (page: Page) => page.waitForFunction(() => document.getElementById("navbar-sidebar")?.hidden === true, null, { timeout: 5000 });
const activeLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent);

panel("opens with the docs sidebar first, then the main menu with the GitHub count", async ({ site }) => {
  const page = await openOn(site, "/docs/intro/");
  assert.is(await page.getAttribute(MENU, "aria-expanded"), "true");
  assert.ok(await page.isVisible(".navbar-sidebar__close[aria-label='Close navigation bar']"));
  assert.ok(await page.isVisible(".navbar-sidebar__brand .theme-toggle__button"), "colour toggle in the header");
  assert.ok(await page.isVisible(".navbar-sidebar__menu a[aria-current='page']"), "the page's own sidebar is shown");
  assert.not.ok(await page.isVisible(".navbar-sidebar__item--primary"));
  assert.is(await page.evaluate(() => getComputedStyle(document.body).overflow), "hidden", "body scroll locked");
  assert.equal(await axeViolations(page), []);
  await page.getByRole("button", { name: "← Back to main menu" }).click();
  assert.ok(await page.isVisible(".navbar-sidebar__item--primary >> text=API"));
  await page.waitForFunction(() => document.querySelector(".menu__github .star-count__count")?.textContent === "1,234");
  assert.ok(await page.isVisible(".menu__github .star-count__count"), "GitHub count visible in the panel");
  assert.ok(await page.isVisible(".navbar-sidebar >> text=Next"), "docs version item");
  assert.ok(await page.isVisible(".navbar-sidebar summary >> text=Languages"), "language dropdown");
  assert.is(await page.getAttribute(".navbar-sidebar__item--secondary", "inert"), "");
  assert.equal(problemsOf(page).consoleErrors, []);
});

panel("Tab stays inside the panel; Escape closes it and focus returns to the menu button", async ({ site }) => {
  const page = await openOn(site, "/docs/intro/");
  assert.is(await activeLabel(page), "Close navigation bar");
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press(i % 7 === 6 ? "Shift+Tab" : "Tab");
    const inside = await page.evaluate(() => Boolean(document.activeElement?.closest(".navbar-sidebar__panel")));
    assert.ok(inside, `focus left the panel after ${i + 1} presses`);
  }
  await page.keyboard.press("Escape");
  await closed(page);
  // Focus returns after the panel's closing render; give a busy machine a moment for it.
  await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Toggle navigation bar", null, { timeout: 5000 }).catch(() => {});
  assert.is(await activeLabel(page), "Toggle navigation bar");
  assert.is(await page.evaluate(() => getComputedStyle(document.body).overflow), "visible");
});

panel("the close button, the backdrop and the back button close it", async ({ site }) => {
  const page = await openOn(site, "/demo/");
  await page.getByRole("button", { name: "Close navigation bar" }).click();
  await closed(page);
  await page.click(MENU);
  await page.waitForFunction(() => !document.getElementById("navbar-sidebar")!.hidden);
  await page.mouse.click(780, 400); // on the backdrop, right of the panel
  await closed(page);
  await page.click(MENU);
  await page.waitForFunction(() => history.state?.navbarSidebar === true);
  await page.goBack();
  await closed(page);
  assert.is(new URL(page.url()).pathname, "/demo/", "back only closed the panel");
  assert.equal(problemsOf(page).consoleErrors, []);
});

panel("a link click closes it and navigates", async ({ site }) => {
  const page = await openOn(site, "/");
  assert.ok(await page.isVisible(".navbar-sidebar__item--primary"), "no secondary menu on the home page");
  await Promise.all([page.waitForURL("**/api/"), page.getByRole("dialog", { name: "Navigation" }).getByRole("link", { name: "API", exact: true }).click()]);
  await page.waitForSelector(`${MENU}:not([disabled])`);
  assert.not.ok(await isOpen(page));
});

panel("growing the window to 1200 px closes it", async ({ site }) => {
  const page = await openOn(site, "/docs/intro/");
  await page.setViewportSize({ width: 1200, height: 700 });
  await closed(page);
  assert.is(await page.getAttribute(MENU, "aria-expanded"), "false");
  assert.is(await page.evaluate(() => getComputedStyle(document.body).overflow), "visible");
});

panel.run();
