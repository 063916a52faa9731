// Page actions: the menu button and its keys, "Copy page" putting the Markdown twin on
// the clipboard (and the visible, selected fallback when the browser refuses), the report link
// with the page's title and address, the two links without JavaScript, and the JavaScript cost.
import zlib from "node:zlib";
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import type { Page } from "playwright-core";
import plainConfig from "../../../config/site.js";
import { validSiteConfig } from "../../../config/check.js";
import { waitUntil } from "../../helpers/wait.ts";

const siteConfig = validSiteConfig(plainConfig);

const actions = browserSuite("page actions");
const USAGE = "/docs/getting-started/usage/";

const hydrated = (page: Page) => page.getByRole("button", { name: "Page actions" }).waitFor();
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

actions(
  "Copy page puts the page's Markdown twin on the clipboard and says so",
  async ({ site }) => {
    const page = await site.open(USAGE, { permissions: ["clipboard-read", "clipboard-write"] });
    await hydrated(page);
    await page.getByRole("button", { name: "Page actions" }).click();
    await page.getByRole("menuitem", { name: "Copy page" }).click();
    await page.getByRole("status").filter({ hasText: "Copied the page as Markdown." }).waitFor();
    const twin = await (await page.request.get(`${site.origin}${USAGE}index.html.md`)).text();
    assert.match(twin, /^# Usage\n/);
    assert.is(await page.evaluate(() => navigator.clipboard.readText()), twin);
    assert.is(
      await page.getByRole("menu", { includeHidden: true }).isHidden(),
      true,
      "the menu closed",
    );
  },
);

actions(
  "where the Clipboard API is refused, the text is shown selected with the key to press",
  async ({ site }) => {
    const context = await site.context();
    await context.addInitScript(() => {
      navigator.clipboard.write = () =>
        Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
    });
    const page = await context.newPage();
    await page.goto(site.origin + USAGE);
    await hydrated(page);
    await page.getByRole("button", { name: "Page actions" }).click();
    await page.getByRole("menuitem", { name: "Copy page" }).click();
    const field = page.getByRole("textbox", { name: /Press Ctrl\+C to copy/ });
    await field.waitFor();
    const twin = await (await page.request.get(`${site.origin}${USAGE}index.html.md`)).text();
    assert.is(await field.inputValue(), twin);
    const selection = await field.evaluate((el: HTMLTextAreaElement) => ({
      start: el.selectionStart,
      end: el.selectionEnd,
      focused: document.activeElement === el,
    }));
    assert.equal(selection, { start: 0, end: twin.length, focused: true });
  },
);

actions("the menu button works with the usual keys", async ({ site }) => {
  const page = await site.open("/api/function/mediaInfoFactory/");
  await hydrated(page);
  const button = page.getByRole("button", { name: "Page actions" });
  await button.focus();
  assert.is(await button.getAttribute("aria-expanded"), "false");
  await page.keyboard.press("ArrowDown");
  await page.getByRole("menu", { name: "Page actions" }).waitFor();
  assert.is(await button.getAttribute("aria-expanded"), "true");
  await waitUntil(page, () => document.activeElement?.getAttribute("role") === "menuitem");
  assert.is(await focusedName(page), "Copy page");
  await page.keyboard.press("ArrowDown");
  assert.is(await focusedName(page), "View as Markdown");
  await page.keyboard.press("End");
  assert.match(await focusedName(page), /^Report a problem with this page/);
  await page.keyboard.press("ArrowDown");
  assert.is(await focusedName(page), "Copy page", "wraps to the first item");
  await page.keyboard.press("ArrowUp");
  assert.match(await focusedName(page), /^Report a problem/, "wraps to the last item");
  await page.keyboard.press("Home");
  assert.is(await focusedName(page), "Copy page");
  await page.keyboard.press("Escape");
  assert.is(await page.getByRole("menu", { includeHidden: true }).isHidden(), true);
  assert.is(await focusedName(page), "Page actions", "focus is back on the button");
  await page.keyboard.press("Enter");
  await waitUntil(page, () => document.activeElement?.getAttribute("role") === "menuitem");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.waitForURL(`**/api/function/mediaInfoFactory/index.html.md`);
  assert.match(await page.evaluate(() => document.body.innerText), /^# mediaInfoFactory/);
});

actions(
  "the report link carries the page's title and address, also after client-side navigation",
  async ({ site }) => {
    const page = await site.open("/docs/intro/");
    await hydrated(page);
    await page.getByRole("main").getByRole("link", { name: "Usage", exact: true }).first().click();
    await waitUntil(
      page,
      () =>
        location.pathname === "/docs/getting-started/usage/" &&
        document.querySelector("main h1")?.textContent === "Usage",
    );
    await page.getByRole("button", { name: "Page actions" }).click();
    const href = await page
      .getByRole("menuitem", { name: /Report a problem with this page/ })
      .getAttribute("href");
    const url = new URL(href!);
    assert.is(url.origin + url.pathname, `${siteConfig.repoUrl}/issues/new`);
    assert.is(url.searchParams.get("title"), "Docs: Usage");
    assert.match(url.searchParams.get("body")!, `${siteConfig.url}/docs/getting-started/usage/`);
    assert.is(
      await page.getByRole("menuitem", { name: "View as Markdown" }).getAttribute("href"),
      "/docs/getting-started/usage/index.html.md",
    );
  },
);

actions("without JavaScript the two links work and there is no copy action", async ({ site }) => {
  const page = await site.open(USAGE, { javaScriptEnabled: false });
  const view = page.getByRole("link", { name: "View as Markdown" });
  assert.is(await view.getAttribute("href"), `${USAGE}index.html.md`);
  assert.ok(await page.getByRole("link", { name: /Report a problem with this page/ }).isVisible());
  assert.is(await page.getByText("Copy page").count(), 0);
  const response = await page.request.get(site.origin + (await view.getAttribute("href")));
  assert.is(response.status(), 200);
});

actions(
  "the page actions add less than 2 KB gzip of JavaScript to a page's load",
  async ({ site }) => {
    const scriptBytes = async (stripActions: boolean) => {
      const context = await site.context();
      if (stripActions) {
        await context.route(`${site.origin}${USAGE}`, async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(
            /<div class="page-actions" data-island="page-actions"[\s\S]*?<\/div>/,
            "",
          );
          await route.fulfill({ response, body: html });
        });
      }
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") bodies.push(response.body());
      });
      await page.goto(site.origin + USAGE);
      await waitUntil(page, () => document.documentElement.dataset.hasHydrated === "true");
      if (!stripActions) await hydrated(page);
      await page.waitForLoadState("networkidle");
      const all = await Promise.all(bodies);
      await context.close();
      return all.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
    };
    const without = await scriptBytes(true);
    const withActions = await scriptBytes(false);
    const added = withActions - without;
    console.log(
      `  page actions: +${(added / 1024).toFixed(2)} KB gzip of JavaScript at load (budget 2 KB)`,
    );
    assert.ok(added > 0, "the island's code is loaded");
    assert.ok(added < 2048, `${added} bytes`);
  },
);

actions.run();
