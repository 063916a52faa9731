// The mobile side panel in Chromium at 800 px: opening, both menus, focus kept inside and
// returned, every closing rule, and closing when the window grows to 1200 px.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import type { Page } from "playwright-core";
import {
  GITHUB_LINK,
  problemsOf,
  THEME_TOGGLE,
  untilElement,
  type Site,
} from "../../helpers/site.ts";
import { axeViolations } from "../../helpers/axe.ts";
import { waitUntil } from "../../helpers/wait.ts";

const panel = browserSuite("mobile side panel");

const MOBILE = { viewport: { width: 800, height: 700 } };
const menuOf = (page: Page) => page.getByRole("button", { name: "Toggle navigation bar" });
const panelOf = (page: Page) => page.getByRole("dialog", { name: "Navigation" });

async function openOn(site: Site, route: string): Promise<Page> {
  const page = await site.open(route, MOBILE);
  await menuOf(page).click(); // waits until enabled (hydrated)
  await waitUntil(page, () => !document.getElementById("navbar-sidebar")!.hidden);
  return page;
}
const isOpen = (page: Page) =>
  page.evaluate(() => !document.getElementById("navbar-sidebar")!.hidden);
/** Waits for the panel to close (the island applies state after the next frame). */
const closed = (page: Page) =>
  waitUntil(page, () => document.getElementById("navbar-sidebar")?.hidden === true, null, {
    timeout: 5000,
  });
const activeLabel = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent,
  );

panel(
  "opens with the docs sidebar first, then the main menu with the GitHub count",
  async ({ site }) => {
    const page = await openOn(site, "/docs/intro/");
    const panel = panelOf(page);
    assert.is(await menuOf(page).getAttribute("aria-expanded"), "true");
    assert.ok(await panel.getByRole("button", { name: "Close navigation bar" }).isVisible());
    assert.ok(
      await panel.getByRole("button", { name: THEME_TOGGLE }).isVisible(),
      "colour toggle in the header",
    );
    const ownSidebar = panel.getByRole("navigation", { name: "Docs sidebar (menu)" });
    assert.is(
      await ownSidebar.getByRole("link", { name: "Introduction" }).getAttribute("aria-current"),
      "page",
      "the page's own sidebar is shown",
    );
    assert.not.ok(
      await panel.getByRole("link", { name: "API", exact: true }).isVisible(),
      "the main menu waits behind it",
    );
    assert.is(
      await page.evaluate(() => getComputedStyle(document.body).overflow),
      "hidden",
      "body scroll locked",
    );
    assert.equal(await axeViolations(page), []);
    await page.getByRole("button", { name: "← Back to main menu" }).click();
    assert.ok(await panel.getByRole("link", { name: "API", exact: true }).isVisible());
    await panel
      .getByRole("link", { name: GITHUB_LINK })
      .getByText("1,234", { exact: true })
      .waitFor(); // visible in the panel
    assert.ok(
      await panel
        .getByRole("group")
        .locator("summary", { hasText: /^Version \S+ latest$/ })
        .isVisible(),
      "the version menu, labelled with the page's release",
    );
    assert.ok(
      await panel.getByRole("group").getByText("Languages", { exact: true }).isVisible(),
      "language dropdown",
    );
    assert.ok(
      await panel
        .getByRole("navigation", { name: "Docs sidebar (menu)", includeHidden: true })
        .evaluate((nav) => nav.closest("[inert]") !== null),
      "the sidebar menu is inert",
    );
    assert.equal(problemsOf(page).consoleErrors, []);
  },
);

panel(
  "Tab stays inside the panel; Escape closes it and focus returns to the menu button",
  async ({ site }) => {
    const page = await openOn(site, "/docs/intro/");
    assert.is(await activeLabel(page), "Close navigation bar");
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 7 === 6 ? "Shift+Tab" : "Tab");
      const inside = await page.evaluate(() =>
        Boolean(document.activeElement?.closest(".navbar-sidebar__panel")),
      );
      assert.ok(inside, `focus left the panel after ${i + 1} presses`);
    }
    await page.keyboard.press("Escape");
    await closed(page);
    // Focus returns after the panel's closing render; give a busy machine a moment for it.
    await waitUntil(
      page,
      () => document.activeElement?.getAttribute("aria-label") === "Toggle navigation bar",
      null,
      { timeout: 5000 },
    ).catch(() => {});
    assert.is(await activeLabel(page), "Toggle navigation bar");
    assert.is(await page.evaluate(() => getComputedStyle(document.body).overflow), "visible");
  },
);

panel("the close button, the backdrop and the back button close it", async ({ site }) => {
  const page = await openOn(site, "/demo/");
  await page.getByRole("button", { name: "Close navigation bar" }).click();
  await closed(page);
  await menuOf(page).click();
  await waitUntil(page, () => !document.getElementById("navbar-sidebar")!.hidden);
  await page.mouse.click(780, 400); // on the backdrop, right of the panel
  await closed(page);
  await menuOf(page).click();
  await waitUntil(page, () => history.state?.navbarSidebar === true);
  await page.goBack();
  await closed(page);
  assert.is(new URL(page.url()).pathname, "/demo/", "back only closed the panel");
  assert.equal(problemsOf(page).consoleErrors, []);
});

panel("a link click closes it and navigates", async ({ site }) => {
  const page = await openOn(site, "/");
  assert.ok(
    await panelOf(page).getByRole("link", { name: "API", exact: true }).isVisible(),
    "no secondary menu on the home page",
  );
  await Promise.all([
    page.waitForURL("**/api/"),
    panelOf(page).getByRole("link", { name: "API", exact: true }).click(),
  ]);
  await untilElement(menuOf(page), (button) => !(button as HTMLButtonElement).disabled);
  assert.not.ok(await isOpen(page));
});

panel("growing the window to 1200 px closes it", async ({ site }) => {
  const page = await openOn(site, "/docs/intro/");
  await page.setViewportSize({ width: 1200, height: 700 });
  await closed(page);
  const hiddenMenu = page.getByRole("button", {
    name: "Toggle navigation bar",
    includeHidden: true,
  }); // not shown at 1200 px
  assert.is(await hiddenMenu.getAttribute("aria-expanded"), "false");
  assert.is(await page.evaluate(() => getComputedStyle(document.body).overflow), "visible");
});

panel.run();
