// Bugs that shipped because the build and the browser drifted apart (issue #14): page-dependent
// elements outside the main wrapper after a client swap, the skip link's focus, and keyboard
// scrolling of wide tables. The no-JavaScript dark palette is proven by the axe gate (gates.test.ts).
import * as assert from "uvu/assert";
import { browserSuite } from "../helpers/browser-suite.ts";
import type { Page } from "playwright-core";
import { problemsOf } from "../helpers/site.ts";
import { HYDRATED_ATTRIBUTE } from "../../contract/index.js";

const drift = browserSuite("drift bugs");

async function hydrated(page: Page) {
  await page.waitForFunction(
    (name) => document.documentElement.getAttribute(name) === "true",
    HYDRATED_ATTRIBUTE,
  );
}

/** The first link named `name` that a sighted user can see (the mobile panel holds hidden copies). */
const visibleLink = (page: Page, name: string) =>
  page.getByRole("link", { name, exact: true }).filter({ visible: true }).first();

/** Everything about the document that depends on which page it shows, outside the content. */
function pageDependentState() {
  const html = document.documentElement;
  return {
    title: document.title,
    htmlAttributes: [...html.attributes]
      .filter((a) => !/^data-(theme|js|has-hydrated|announcement)/.test(a.name))
      .map((a) => `${a.name}=${a.value}`)
      .sort(),
    head: [...document.head.querySelectorAll("meta, link, script[type='application/ld+json']")]
      .map((element) => element.outerHTML)
      .sort(),
    navbarLinks: [...document.querySelectorAll(".navbar a[href]")].map(
      (a) =>
        `${a.textContent?.trim()} → ${a.getAttribute("href")} (${a.getAttribute("aria-current")})`,
    ),
  };
}

for (const [from, linkName, to] of [
  ["/docs/intro/", "API", "/api/"],
  ["/api/interface/VideoTrack/", "Docs", "/docs/intro/"],
  ["/docs/getting-started/usage/", "API", "/api/"],
] as const) {
  drift(
    `after client navigation ${from} → ${to}, head, <html> and navbar links equal a fresh load of ${to}`,
    async ({ site }) => {
      const page = await site.open(from);
      await hydrated(page);
      await page.evaluate(() => ((window as any).sameDocument = true));
      await visibleLink(page, linkName).click();
      await page.waitForFunction(
        (path) => location.pathname === path && document.querySelector("main h1"),
        to,
      );
      assert.ok(
        await page.evaluate(() => (window as any).sameDocument === true),
        "the page was swapped, not reloaded",
      );
      // The star count arrives from a (stubbed) request: both pages show it before they are compared.
      const starsShown = (target: Page) =>
        target
          .getByRole("link", { name: /GitHub repository, [\d,]+ stars/ })
          .first()
          .waitFor();
      await starsShown(page);
      const swapped = await page.evaluate(pageDependentState);

      const fresh = await site.open(to);
      await hydrated(fresh);
      await starsShown(fresh);
      const loaded = await fresh.evaluate(pageDependentState);
      assert.equal(swapped, loaded);
      // The language menu's entry is the bug that shipped: it kept pointing at the previous page.
      assert.ok(
        swapped.navbarLinks.some((link) => link.startsWith(`English → ${to} `)),
        "the language menu links to the current page",
      );
      assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
    },
  );
}

async function skipToMain(page: Page) {
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await skip.focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.tagName === "MAIN");
  return page.evaluate(() => ({ id: document.activeElement?.id }));
}

drift(
  "Enter on the skip link moves keyboard focus to the main content, on first load and after client navigation",
  async ({ site }) => {
    const page = await site.open("/docs/getting-started/usage/");
    await hydrated(page);
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
    await page.waitForFunction(
      () => location.pathname === "/api/" && document.title.startsWith("API"),
    );
    assert.is((await skipToMain(page)).id, "main-content");
    assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
  },
);

drift("the skip link moves focus with JavaScript off too", async ({ site }) => {
  const page = await site.open("/docs/intro/", { javaScriptEnabled: false });
  assert.is((await skipToMain(page)).id, "main-content");
});

drift("at 375 px a wide table scrolls sideways from the keyboard", async ({ site }) => {
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
  await page.waitForFunction((element) => element!.scrollLeft > 0, await region.elementHandle());
});

drift.run();
