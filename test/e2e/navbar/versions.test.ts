// The documented releases in Chromium: the version menu keeps the reader's page and anchor on
// every kind of versioned page (through the client router, which swaps the menu with the page),
// the choice is kept across reloads and forgotten when it names no release, shared pages' Docs
// and API links follow it, the keyboard opens and closes the menu, and an older release's pages
// say so (banner, noindex, the latest as canonical) and pass axe in both colour schemes.
import * as assert from "uvu/assert";
import type { Locator, Page } from "playwright-core";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { hydrated, mainNav, problemsOf, untilElement, watchPage } from "../../helpers/site.ts";
import { renderVersionMenu } from "../../helpers/version-menu.ts";
import { axeViolations } from "../../helpers/axe.ts";
import plainSite from "../../../config/site.js";
import { validSiteConfig } from "../../../config/check.js";
import { documentedReleases } from "../../../eleventy/releases.js";
import { STORAGE_KEYS } from "../../../contract/index.js";
import { waitUntil } from "../../helpers/wait.ts";

const versions = browserSuite("documented releases");
const [latest, older] = documentedReleases(validSiteConfig(plainSite) as any);
const KEY = STORAGE_KEYS.docsPreferredVersion;

/** A version menu under `scope` (a disclosure: a group whose summary says "Version …"; Playwright
 * gives a details group no name, so its summary's text picks it). */
const versionMenu = (scope: Locator, label: string) =>
  scope
    .getByRole("group")
    .filter({ has: scope.page().locator("summary", { hasText: `Version ${label}` }) })
    .first();
const menuOf = (page: Page, label: string) => versionMenu(mainNav(page), label);
const LATEST_LABEL = `${latest.label} latest`;

/** Chooses `name`'s item in the navbar's menu, now labelled `label`, and waits for `path`. */
async function switchTo(page: Page, label: string, item: RegExp, url: string) {
  const menu = menuOf(page, label);
  await menu.locator("summary").click();
  await menu.getByRole("link", { name: item }).click();
  await page.waitForURL((address) => address.pathname + address.hash === url);
}
const heading = (page: Page) =>
  page.getByRole("main").getByRole("heading", { level: 1 }).innerText();
const banner = (page: Page) => page.getByRole("note", { name: "Older release" });

// Five kinds of versioned page, each with an anchor both releases have where it has one.
const PAGES = [
  ["docs page", "/docs/getting-started/usage/", "#options"],
  ["category index", "/docs/category/getting-started/", ""],
  ["API class page", "/api/class/MediaInfo/", "#analyzeData"],
  ["field index", "/api/fields/", "#FrameRate"],
  ["track page", "/api/interface/VideoTrack/", "#FrameRate"],
] as const;

for (const [kind, path, hash] of PAGES) {
  versions(
    `a ${kind} keeps its page and anchor when the version changes, both ways`,
    async ({ site }) => {
      const page = await site.open(path + hash);
      const title = await heading(page);
      assert.is(await banner(page).count(), 0, "the latest's page has no banner");
      const olderPath = `${older.prefix}${path}`;
      await switchTo(page, LATEST_LABEL, new RegExp(`^${older.label}$`), olderPath + hash);
      assert.is(await heading(page), title, "the same page");
      await banner(page).waitFor();
      if (hash) {
        await page.locator(hash).waitFor();
        assert.ok(
          await page.locator(hash).evaluate((target) => {
            const box = target.getBoundingClientRect();
            return box.top >= 0 && box.top < innerHeight;
          }),
          "scrolled to the anchor",
        );
      }
      assert.is(await page.evaluate((key) => localStorage.getItem(key), KEY), older.version);
      // The router swapped the menu with the page: it now names the older release.
      await switchTo(page, older.label, new RegExp(`^${latest.label} \\(latest\\)$`), path + hash);
      assert.is(await heading(page), title);
      assert.is(await banner(page).count(), 0);
      assert.is(await page.evaluate((key) => localStorage.getItem(key), KEY), latest.version);
      assert.equal(problemsOf(page).consoleErrors, []);
    },
  );
}

versions(
  "an item whose release lacks the page says so; choosing it lands on the closest page, said in the status region",
  async ({ site }) => {
    // No documented release lacks a page yet: the menu of such a page, rendered by the real
    // template from the real page data over sidebars where the older release lacks it, stands in
    // a built page's navbar at that page's address. Everything after the click is the real site.
    const context = await site.context();
    await context.route(`${site.origin}/docs/new-page/`, async (route) => {
      const response = await route.fetch({ url: `${site.origin}/docs/getting-started/usage/` });
      const body = (await response.text()).replace(
        /<details class="menu-dropdown version-menu"[\s\S]*?<\/details>/,
        renderVersionMenu("/docs/new-page/"),
      );
      await route.fulfill({ response, body });
    });
    const page = await context.newPage();
    watchPage(page);
    await page.goto(`${site.origin}/docs/new-page/#somewhere`);
    await hydrated(page);
    const menu = menuOf(page, LATEST_LABEL);
    await menu.locator("summary").click();
    await menu
      .getByRole("link", {
        name: `${older.label} — page not in this release, opens Introduction`,
      })
      .click();
    await page.waitForURL((url) => url.pathname + url.hash === `${older.prefix}/docs/intro/`);
    await page
      .getByRole("status")
      .filter({
        hasText: `This page is not in ${older.label}: this is its closest page there, Introduction.`,
      })
      .waitFor({ state: "attached" });
    assert.is(await heading(page), "Introduction");
    assert.equal(problemsOf(page).consoleErrors, []);
  },
);

versions(
  "the menu opens from the keyboard, states it, and Escape closes it with focus back",
  async ({ site }) => {
    const page = await site.open("/docs/getting-started/usage/");
    const summary = menuOf(page, LATEST_LABEL).locator("summary");
    await summary.focus();
    assert.is(await summary.getAttribute("aria-expanded"), "false");
    const list = page.locator(`#${await summary.getAttribute("aria-controls")}`);
    await page.keyboard.press("Enter");
    await untilElement(summary, (element) => element.getAttribute("aria-expanded") === "true");
    assert.ok(await list.isVisible());
    await page.keyboard.press("Tab");
    assert.is(
      await page.evaluate(() => document.activeElement?.textContent),
      `${latest.label} (latest)`,
    );
    await page.keyboard.press("Escape");
    await untilElement(summary, (element) => element.getAttribute("aria-expanded") === "false");
    assert.not.ok(await list.isVisible());
    assert.ok(await summary.evaluate((element) => element === document.activeElement));
  },
);

versions(
  "the choice survives reloads; shared pages' Docs and API links follow it",
  async ({ site }) => {
    const page = await site.open("/docs/intro/");
    await switchTo(
      page,
      LATEST_LABEL,
      new RegExp(`^${older.label}$`),
      `${older.prefix}/docs/intro/`,
    );
    // A latest docs page keeps its own release's links; the demo, reached through the client
    // router, follows the kept one.
    await page.goto(site.origin + "/docs/intro/");
    await hydrated(page);
    const nav = mainNav(page);
    assert.is(
      await nav.getByRole("link", { name: "Docs", exact: true }).getAttribute("href"),
      "/docs/intro/",
    );
    await nav.getByRole("link", { name: "Demo", exact: true }).click();
    await page.waitForURL((address) => address.pathname === "/demo/");
    const docs = nav.getByRole("link", { name: "Docs", exact: true });
    // The predicate runs in the page: the address comes in as its argument.
    const docsHandle = await docs.elementHandle();
    await waitUntil(page, ([link, href]) => (link as Element).getAttribute("href") === href, [
      docsHandle,
      `${older.prefix}/docs/intro/`,
    ] as const);
    await docsHandle!.dispose();
    assert.is(
      await nav.getByRole("link", { name: "API", exact: true }).getAttribute("href"),
      `${older.prefix}/api/`,
    );
    await page.reload();
    await hydrated(page);
    assert.is(await page.evaluate((key) => localStorage.getItem(key), KEY), older.version);
    assert.is(await docs.getAttribute("href"), `${older.prefix}/docs/intro/`);
    await docs.click();
    await page.waitForURL((address) => address.pathname === `${older.prefix}/docs/intro/`);
    await banner(page).waitFor();
  },
);

versions("a kept version that no longer exists is forgotten on reload", async ({ site }) => {
  const page = await site.open("/");
  await page.evaluate((key) => localStorage.setItem(key, "0.0.1-gone"), KEY);
  await page.reload();
  await hydrated(page);
  assert.is(await page.evaluate((key) => localStorage.getItem(key), KEY), null);
  assert.is(
    await mainNav(page).getByRole("link", { name: "Docs", exact: true }).getAttribute("href"),
    "/docs/intro/",
  );
});

versions(
  "an older release's page says so, stays out of search engines and names the latest's copy",
  async ({ site }) => {
    const page = await site.open(`${older.prefix}/docs/getting-started/usage/`);
    const note = banner(page);
    assert.match(await note.innerText(), `${older.label}, an older release`);
    const link = note.getByRole("link", { name: `read this page in ${latest.label}` });
    assert.is(await link.getAttribute("href"), "/docs/getting-started/usage/");
    assert.is(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex");
    assert.is(
      await page.locator('link[rel="canonical"]').getAttribute("href"),
      `${plainSite.url}/docs/getting-started/usage/`,
    );
    await link.click();
    await page.waitForURL((address) => address.pathname === "/docs/getting-started/usage/");
    assert.is(await page.locator('meta[name="robots"]').count(), 0, "the router drops noindex");
    assert.is(
      await page.locator('link[rel="canonical"]').getAttribute("href"),
      `${plainSite.url}/docs/getting-started/usage/`,
    );
  },
);

versions(
  "the mobile panel has the version menu too, labelled with the page's release",
  async ({ site }) => {
    const page = await site.open(`${older.prefix}/docs/intro/`, {
      viewport: { width: 800, height: 700 },
    });
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    const panel = page.getByRole("dialog", { name: "Navigation" });
    await panel.getByRole("button", { name: "← Back to main menu" }).click();
    const menu = versionMenu(panel, older.label);
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: `${latest.label} (latest)` }).click();
    await page.waitForURL((address) => address.pathname === "/docs/intro/");
    assert.is(await page.evaluate((key) => localStorage.getItem(key), KEY), latest.version);
  },
);

for (const colorScheme of ["light", "dark"] as const) {
  versions(
    `axe passes on an older page with the version menu open (${colorScheme})`,
    async ({ site }) => {
      const page = await site.open(`${older.prefix}/docs/getting-started/usage/`, { colorScheme });
      assert.is(await page.evaluate(() => document.documentElement.dataset.theme), colorScheme);
      assert.equal(await axeViolations(page), [], "menu closed");
      await menuOf(page, older.label).locator("summary").click();
      await menuOf(page, older.label)
        .getByRole("link", { name: `${latest.label} (latest)` })
        .waitFor();
      assert.equal(await axeViolations(page), [], "menu open");
    },
  );
}

/** The page results the search dialog shows for `query` (links compared without `?highlight=`). */
async function searchResults(page: Page, query: string): Promise<string[]> {
  const dialog = page.getByRole("dialog", { name: "Search the documentation" });
  if (!(await dialog.isVisible())) {
    await page.waitForSelector(".navbar [data-island='search'][data-island-ready]");
    await mainNav(page).getByRole("button", { name: "Search" }).filter({ visible: true }).click();
  }
  const box = dialog.getByRole("searchbox", { name: "Search docs and API" });
  await box.fill(query);
  await dialog
    .getByRole("status")
    .filter({ hasText: `"${query}"` })
    .waitFor();
  return page.$$eval("dialog[open] .search__page-link", (links) =>
    links.map((a) => a.getAttribute("href")!.replace(/\?[^#]*/, "")),
  );
}

/** Docs and API results (the release history is shared by every release). */
const versionedOnly = (urls: string[], prefix: string) =>
  urls
    .map((url) => (prefix && url.startsWith(`${prefix}/`) ? url.slice(prefix.length) : url))
    .filter((url) => /^\/(docs|api)\/(?!changelog\/|changes\/)/.test(url));

versions(
  "search keeps to the release of the page being read, also after the menu swaps the page",
  async ({ site }) => {
    const page = await site.open(`${older.prefix}/docs/intro/`);
    const onOlder = await searchResults(page, "locateFile");
    const olderVersioned = onOlder.filter((url) => /^\/(\d+\.\d+\.\d+\/)?(docs|api)\//.test(url));
    assert.ok(olderVersioned.length >= 3, onOlder.join(", "));
    for (const url of versionedOnly(onOlder, "")) assert.unreachable(`${url} is the latest's`);
    assert.ok(
      onOlder.some((url) => url.startsWith(`${older.prefix}/`)),
      onOlder.join(", "),
    );

    // The search box keeps its query until emptied; then Escape closes the dialog.
    const dialog = page.getByRole("dialog", { name: "Search the documentation" });
    await dialog.getByRole("searchbox", { name: "Search docs and API" }).fill("");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await switchTo(page, older.label, new RegExp(`^${latest.label}`), "/docs/intro/");
    const onLatest = await searchResults(page, "locateFile");
    assert.ok(onLatest.length >= 3, onLatest.join(", "));
    assert.not.ok(
      onLatest.some((url) => url.startsWith(`${older.prefix}/`)),
      `no ${older.label} results on the latest's pages: ${onLatest.join(", ")}`,
    );
    assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
  },
);

versions.run();
