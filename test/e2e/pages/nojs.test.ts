// Reading without JavaScript: every route in the sitemap, opened with scripts off,
// shows its content and navigation, every internal link answers 200, tabs show all panels with
// their labels, sidebar categories open and close, and no dead control or spinner is visible.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { olderReleaseSamples, sitemapRoutes } from "../../helpers/built-site.ts";
import type { BrowserContext, Locator, Page } from "playwright-core";

const nojs = browserSuite<{ context: BrowserContext; page: Page }>("reading without JavaScript");

const ROUTES = [...sitemapRoutes(), ...olderReleaseSamples()];
const isDocLike = (route: string) => /^(\/\d+\.\d+\.\d+)?\/(docs|api)\//.test(route);

nojs.before(async (context) => {
  context.context = await context.site.context({ javaScriptEnabled: false });
  context.page = await context.context.newPage();
});

/** Whether an element `locator` finds is visible (at least one, when several match). */
const visible = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.some((element) => (element as HTMLElement).checkVisibility()),
  );
/** Landmarks found by role and name, hidden ones included: the checks then ask whether they show. */
const nav = (page: Page, name: string | RegExp) =>
  page.getByRole("navigation", { name, includeHidden: true });

nojs(
  "every route shows its content, navigation and footer, with no dead control or spinner",
  async ({ site, page }) => {
    assert.ok(ROUTES.length >= 20, `${ROUTES.length} routes in the sitemap`);
    for (const route of ROUTES) {
      const response = await page.goto(site.origin + route);
      assert.is(response?.status(), 200, route);
      assert.ok(
        await visible(
          page.getByRole("main").getByRole("heading", { level: 1, includeHidden: true }),
        ),
        `${route}: h1`,
      );
      const mainText = await page.getByRole("main").innerText();
      assert.ok(mainText.length > 100, `${route}: main has content`);
      assert.ok(await visible(nav(page, "Main")), `${route}: navbar`);
      assert.ok(
        await visible(page.getByRole("contentinfo", { includeHidden: true })),
        `${route}: footer`,
      );
      if (isDocLike(route)) {
        assert.ok(
          await visible(
            nav(page, /^(Docs|API) sidebar$/).getByRole("link", { includeHidden: true }),
          ),
          `${route}: sidebar`,
        );
        if (route.startsWith("/docs/"))
          assert.ok(await visible(nav(page, "Breadcrumbs")), `${route}: breadcrumbs`);
      }
      for (const part of [/^On this page/, "Docs pages", "Breadcrumbs"]) {
        if ((await nav(page, part).count()) > 0)
          assert.ok(await visible(nav(page, part)), `${route}: ${part} is in the page and shown`);
      }
      const dead = await page
        .locator("button, input, select, [role=progressbar], [aria-busy=true], [class*=spinner]")
        .evaluateAll((elements) =>
          elements
            .filter((element) => (element as HTMLElement).checkVisibility())
            .map((element) => element.outerHTML.slice(0, 120)),
        );
      assert.equal(dead, [], `${route}: controls that need JavaScript or spinners are not shown`);
    }
  },
);

nojs(
  "every internal link on every route answers 200, and every in-page anchor has its target",
  async ({ site, page }) => {
    const targets = new Set<string>();
    for (const route of ROUTES) {
      await page.goto(site.origin + route);
      const { links, missingAnchors } = await page.evaluate(() => {
        const anchors = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].filter(
          (a) => a.origin === location.origin,
        );
        const missing = anchors.filter(
          (a) =>
            a.pathname === location.pathname &&
            a.hash.length > 1 &&
            !document.getElementById(decodeURIComponent(a.hash.slice(1))),
        );
        return {
          links: anchors.map((a) => a.pathname + a.search),
          missingAnchors: missing.map((a) => a.getAttribute("href")),
        };
      });
      assert.equal(missingAnchors, [], `${route}: in-page anchors`);
      for (const link of links) targets.add(link);
    }
    assert.ok(targets.size >= ROUTES.length, `${targets.size} internal targets`);
    for (const target of targets) {
      const response = await page.request.get(site.origin + target, { maxRedirects: 0 });
      assert.is(response.status(), 200, target);
    }
  },
);

nojs("tabs show every panel under its own label", async ({ site, page }) => {
  await page.goto(`${site.origin}/docs/getting-started/usage/`);
  const sets = await page.locator(".tabs-container").evaluateAll((containers) =>
    containers.map((container) => ({
      tabs: [...container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent!.trim()),
      panels: [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')].map((panel) => ({
        shown: panel.checkVisibility(),
        label: panel.querySelector<HTMLElement>(".tabs__panel-label")?.checkVisibility()
          ? panel.querySelector(".tabs__panel-label")!.textContent!.trim()
          : null,
      })),
    })),
  );
  assert.ok(sets.length >= 2);
  for (const { tabs, panels } of sets) {
    assert.equal(
      panels.map((panel) => panel.shown),
      tabs.map(() => true),
    );
    assert.equal(
      panels.map((panel) => panel.label),
      tabs,
    );
  }
});

nojs("sidebar categories open and close with their summary", async ({ site, page }) => {
  await page.goto(`${site.origin}/docs/getting-started/usage/`);
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  const summary = sidebar.getByLabel(/sidebar category 'Getting Started'$/);
  const link = sidebar.getByRole("link", { name: "Installation", exact: true });
  assert.ok(await link.isVisible());
  await summary.click();
  assert.is(
    await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open),
    false,
  );
  assert.is(await link.isVisible(), false);
  await summary.click();
  assert.ok(await link.isVisible());
});

nojs(
  "the demo says it needs JavaScript; the search control is not shown",
  async ({ site, page }) => {
    await page.goto(`${site.origin}/demo/`);
    assert.match(await page.locator(".media-demo-fallback").innerText(), /needs JavaScript/);
    assert.is(
      await page.locator(".media-demo-fallback").getByRole("link").getAttribute("href"),
      "/docs/getting-started/usage/",
    );
    for (const route of ["/", "/docs/intro/", "/api/"]) {
      await page.goto(site.origin + route);
      assert.is(
        await visible(page.getByRole("button", { name: "Search", includeHidden: true })),
        false,
        `${route}: search hidden`,
      );
    }
  },
);

nojs(
  "at 375 px a docs page still shows its navigation, sidebar and content, with no dead control",
  async ({ site }) => {
    const context = await site.context({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(`${site.origin}/docs/getting-started/usage/`);
    const parts = {
      "navbar links": nav(page, "Main").getByRole("link", { includeHidden: true }),
      "sidebar links": nav(page, "Docs sidebar").getByRole("link", { includeHidden: true }),
      breadcrumbs: nav(page, "Breadcrumbs"),
      h1: page.getByRole("main").getByRole("heading", { level: 1, includeHidden: true }),
      pagination: nav(page, "Docs pages"),
      footer: page.getByRole("contentinfo", { includeHidden: true }),
    };
    for (const [part, locator] of Object.entries(parts))
      assert.ok(await visible(locator), `375 px: ${part}`);
    assert.is(
      await visible(page.getByRole("button", { includeHidden: true })),
      false,
      "375 px: no button that needs JavaScript",
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.is(overflow, 0, "no horizontal scrolling");
  },
);

nojs(
  "the version menu opens with its summary and its links lead to the other release's page",
  async ({ site, page }) => {
    await page.goto(`${site.origin}/docs/getting-started/usage/`);
    const menu = nav(page, "Main")
      .getByRole("group")
      .filter({ has: page.locator("summary", { hasText: /^Version / }) });
    const older = menu.getByRole("link", { name: /^\d+\.\d+\.\d+$/ });
    assert.not.ok(await older.isVisible(), "closed at first");
    await menu.locator("summary").click();
    const path = new URL(await older.evaluate((link) => (link as HTMLAnchorElement).href)).pathname;
    assert.match(path, /^\/[\d.]+\/docs\/getting-started\/usage\/$/);
    await older.click();
    await page.waitForURL((url) => url.pathname === path);
    const note = page.getByRole("note", { name: "Older release" });
    assert.ok(await note.isVisible(), "the older page's banner shows without JavaScript");
    await note.getByRole("link").click();
    await page.waitForURL((url) => url.pathname === "/docs/getting-started/usage/");
  },
);

nojs.run();
