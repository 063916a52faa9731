// Crash displays and the wrong-base-URL banner in Chromium, on a temporary copy of _site that
// adds a test-only fixture page and a /sub/ mount; nothing here is ever built into _site.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import type { Page } from "playwright-core";
import { SITE_DIR } from "../../helpers/built-site.ts";
import { mainNav, problemsOf, THEME_TOGGLE, watchPage } from "../../helpers/site.ts";
import { createStaticServer } from "../../../scripts/static-server.js";
import { scratchDir } from "../../helpers/scratch.ts";

const FIXTURE_ROUTE = "/test-fixtures/crashing-island/";
const FURNITURE_ROUTE = "/test-fixtures/crashing-furniture/";
const crashing = (boundary: string, id: string) =>
  `<div id="${id}" data-island="theme-toggle" data-boundary="${boundary}" data-props="${JSON.stringify({ storageKey: "theme", defaultMode: "sepia", respectPrefersColorScheme: false }).replace(/"/g, "&quot;")}">fallback</div>`;

/** A copy of _site plus two fixture pages (the home page with crashing islands added). */
function fixtureRoot(): string {
  const root = scratchDir("islands-site-");
  fs.cpSync(SITE_DIR, root, { recursive: true });
  const home = fs.readFileSync(path.join(SITE_DIR, "index.html"), "utf8");
  const write = (route: string, marker: string, hosts: string) => {
    const page = home.replace(marker, `${marker}${hosts}`);
    assert.ok(page !== home, `fixture hosts inserted after ${marker}`);
    fs.mkdirSync(path.join(root, route), { recursive: true });
    fs.writeFileSync(path.join(root, route, "index.html"), page);
  };
  write(
    FIXTURE_ROUTE,
    '<div class="main-wrapper">',
    `<div class="page-main">${crashing("small", "small-crash")}${crashing("content", "content-crash")}</div>`,
  );
  write(
    FURNITURE_ROUTE,
    '<div class="navbar__items navbar__items--right">',
    crashing("layout", "layout-crash"),
  );
  return root;
}

const fixtures = browserSuite<{ root: string }>("island fixtures", {
  root: (context) => (context.root = fixtureRoot()),
});
fixtures.after(async (context) => {
  fs.rmSync(context.root, { recursive: true, force: true });
});

fixtures(
  "a crashing island shows its fallback, the rest of the page works, Try again recovers",
  async ({ site }) => {
    const page = await site.open(FIXTURE_ROUTE, { colorScheme: "light" });
    // #small-crash and #content-crash are this fixture's own island hosts.
    const small = page.locator("#small-crash");
    const content = page.locator("#content-crash");
    await small.getByRole("alert").waitFor();
    assert.ok(
      await small
        .getByRole("alert")
        .getByText("unexpected color mode sepia", { exact: true })
        .isVisible(),
    );
    assert.is(await content.getByRole("heading", { level: 1 }).textContent(), "This page crashed.");
    assert.ok(
      await content
        .getByRole("alert")
        .getByText("unexpected color mode sepia", { exact: true })
        .isVisible(),
    );
    assert.match(await page.title(), /mediainfo\.js/, "a content crash keeps the title");
    assert.ok(
      problemsOf(page).consoleErrors.some((text) => text.includes('Island "theme-toggle" crashed')),
    );

    // The navbar still works: choosing light there gives the crashed islands a valid mode.
    await mainNav(page).getByRole("button", { name: THEME_TOGGLE }).click();
    assert.is(await page.getAttribute("html", "data-theme-choice"), "light");
    await small.getByRole("button", { name: "Try again" }).click();
    await small
      .getByRole("button", { name: "Switch between dark and light mode (currently light mode)" })
      .waitFor();
    await content.getByRole("button", { name: "Try again" }).click();
    await content.getByRole("button", { name: THEME_TOGGLE }).waitFor();
    assert.is(await content.getByRole("alert").count(), 0);
  },
);

fixtures(
  "a crash in page furniture shows a bare layout titled Page Error; Try again restores",
  async ({ site }) => {
    const page = await site.open(FURNITURE_ROUTE);
    const crash = page.getByRole("alert");
    await crash.waitFor();
    assert.is(await page.title(), "Page Error");
    assert.is(await crash.getByRole("heading", { level: 1 }).textContent(), "This page crashed.");
    assert.ok(await crash.getByText("unexpected color mode sepia", { exact: true }).isVisible());
    assert.ok(await crash.getByRole("button", { name: "Try again" }).isVisible());
    // Remove the cause (a valid choice on <html>), then retry.
    await page.evaluate(() => document.documentElement.setAttribute("data-theme-choice", "dark"));
    await page.getByRole("button", { name: "Try again" }).click();
    await page.locator("#layout-crash").getByRole("button", { name: THEME_TOGGLE }).waitFor();
    assert.is(await crash.count(), 0);
    assert.is(await page.title(), "mediainfo.js");
  },
);

fixtures(
  "_site served under /sub/ shows the wrong-base-URL banner suggesting /sub/",
  async ({ site }) => {
    const root = scratchDir("islands-sub-");
    fs.cpSync(SITE_DIR, path.join(root, "sub"), { recursive: true });
    fs.writeFileSync(path.join(root, "404.html"), "Not found"); // the host's own 404 for /assets/…
    const server = createStaticServer(root);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const page = await (await site.context()).newPage();
    watchPage(page);
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sub/`);
    const banner = page.getByRole("alert").filter({ hasText: "Your site did not load properly." });
    const text = (await banner.textContent()) ?? "";
    assert.match(text, /Your site did not load properly\./);
    assert.match(text, /wrong site base URL configuration/);
    assert.match(text, /Current configured base URL = \/ \(default value\)/);
    assert.match(text, /We suggest trying base URL = \/sub\//);
    assert.ok(await banner.isVisible());
    assert.equal(problemsOf(page).cspViolations, [], "the banner script is allowed by its hash");
    await page.close();
    server.closeAllConnections(); // Chromium keeps connections alive; close would wait for them
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  },
);

fixtures("the banner stays away when the site loads at its base", async ({ site }) => {
  const page = await site.open("/");
  assert.is(await page.getByRole("alert", { includeHidden: true }).count(), 0);
});

fixtures.run();
