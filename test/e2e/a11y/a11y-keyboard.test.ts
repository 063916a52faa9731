// Keyboard-only walks through every interactive part of the site, with the focus indicator checked
// at each stop (drawn, not clipped by a scrolling ancestor, not covered): search, the mobile panel,
// a sidebar category, tabs, the demo and the page actions menu.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { focusProblem, press, tabTo } from "./focus.ts";
import { corpusFile, searchDialog } from "./a11y-states.ts";
import { fileChoosers } from "../../helpers/demo.ts";
import { hydrated, problemsOf } from "../../helpers/site.ts";
import { ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE } from "../../../contract/index.js";
import { waitUntil } from "../../helpers/wait.ts";

const walks = browserSuite("keyboard walks");
const islandsReady = (page: Page) =>
  waitUntil(page, ([island, ready]) => !document.querySelector(`[${island}]:not([${ready}])`), [
    ISLAND_ATTRIBUTE,
    ISLAND_READY_ATTRIBUTE,
  ]);
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "";
  });

walks(
  "search: / opens it, typing finds pages, arrows move, Enter opens one, focus lands on its heading",
  async ({ site }) => {
    const page = await site.open("/docs/intro/");
    await page.waitForSelector(".navbar [data-island='search'][data-island-ready]");
    const problems: string[] = [];
    await press(page, "/", problems);
    const box = searchDialog(page).getByRole("searchbox", { name: "Search docs and API" });
    assert.ok(await box.evaluate((input) => input === document.activeElement), "focus in the box");
    await page.keyboard.type("locateFile");
    await searchDialog(page).getByRole("status").filter({ hasText: '"locateFile"' }).waitFor();
    await press(page, "ArrowDown", problems);
    await press(page, "ArrowDown", problems);
    await press(page, "ArrowUp", problems);
    const href = await page.evaluate(() => document.activeElement?.getAttribute("href"));
    assert.ok(href, "a result link has focus");
    const target = new URL(href!, site.origin);
    await page.keyboard.press("Enter");
    await waitUntil(page, (path) => location.pathname === path, target.pathname);
    await waitUntil(page, () => /^H[1-6]$/.test(document.activeElement?.tagName ?? ""));
    assert.is(await page.evaluate(() => document.activeElement?.tagName), "H1");
    assert.equal(problems, []);
    assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
  },
);

walks(
  "the mobile panel opens from the keyboard, its links take visible focus, Escape closes it",
  async ({ site }) => {
    const page = await site.open("/docs/getting-started/usage/", {
      viewport: { width: 375, height: 740 },
    });
    const problems: string[] = [];
    await tabTo(page, (el) => el.getAttribute("aria-label") === "Toggle navigation bar", problems);
    await press(page, "Enter", problems);
    await waitUntil(page, () => !document.getElementById("navbar-sidebar")!.hidden);
    await tabTo(page, (el) => el.textContent?.trim() === "Usage", problems);
    await page.keyboard.press("Escape");
    await waitUntil(page, () => document.getElementById("navbar-sidebar")!.hidden);
    assert.is(await focusedName(page), "Toggle navigation bar");
    assert.is(await focusProblem(page), null);
    assert.equal(problems, []);
  },
);

walks("a sidebar category opens and closes from the keyboard", async ({ site }) => {
  const page = await site.open("/docs/intro/");
  const problems: string[] = [];
  await tabTo(page, (el) => el.tagName === "SUMMARY" && !el.closest("details")!.open, problems);
  const isOpen = () => page.evaluate(() => document.activeElement!.closest("details")!.open);
  await press(page, "Enter", problems);
  assert.ok(await isOpen(), "Enter opens it");
  await press(page, "Enter", problems);
  // Closing is animated: the details element closes when its animation ends.
  await waitUntil(page, () => !document.activeElement!.closest("details")!.open);
  assert.equal(problems, []);
});

walks("tabs: arrows move between tabs and Enter shows the focused one", async ({ site }) => {
  const page = await site.open("/docs/getting-started/usage/");
  const problems: string[] = [];
  await tabTo(page, (el) => el.getAttribute("role") === "tab", problems, { limit: 150 });
  const first = await focusedName(page);
  await press(page, "ArrowRight", problems);
  const second = await focusedName(page);
  assert.is.not(second, first, "ArrowRight moves to the next tab");
  await press(page, "Enter", problems);
  assert.is(
    await page.evaluate(() => document.activeElement?.getAttribute("aria-selected")),
    "true",
  );
  assert.equal(problems, []);
});

walks(
  "the demo: choose a file from the keyboard, cancel the chooser, expand a track, export",
  async ({ site }) => {
    const page = await site.open("/demo/");
    const choosers = fileChoosers(page);
    await islandsReady(page);
    const problems: string[] = [];
    await tabTo(
      page,
      (el) => /^Drop a media file here/.test(el.getAttribute("aria-label") ?? el.textContent ?? ""),
      problems,
    );
    await press(page, "Enter", problems);
    await (await choosers.next("Enter on the drop zone")).setFiles([]); // the reader cancels
    assert.is(await page.locator(".media-demo__entry").count(), 0, "cancel adds nothing");
    assert.is(await focusProblem(page), null, "focus stays on the drop zone");
    await press(page, "Enter", problems);
    const chooser = await choosers.next("Enter again after cancelling");
    await chooser.setFiles(corpusFile("vp9-opus.webm"));
    await page.locator(".media-demo__entry").first().waitFor({ timeout: 20_000 });
    await tabTo(
      page,
      (el) => /^Expand /.test(el.getAttribute("aria-label") ?? el.textContent ?? ""),
      problems,
    );
    await press(page, "Enter", problems);
    assert.is(
      await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded")),
      "true",
    );
    await tabTo(page, (el) => el.textContent?.trim() === "Download JSON", problems, {
      key: "Shift+Tab",
    });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      press(page, "Enter", problems),
    ]);
    assert.match(download.suggestedFilename(), /vp9-opus.*\.json$/);
    assert.equal(problems, []);
  },
);

walks(
  "page actions: the menu opens from the keyboard, arrows move, Escape returns focus",
  async ({ site }) => {
    const page = await site.open("/docs/getting-started/usage/");
    await page.getByRole("button", { name: "Page actions" }).waitFor();
    const problems: string[] = [];
    await tabTo(
      page,
      (el) =>
        el.textContent?.trim() === "Page actions" ||
        el.getAttribute("aria-label") === "Page actions",
      problems,
    );
    await press(page, "Enter", problems);
    // The menu renders first, then takes focus.
    await waitUntil(page, () => document.activeElement?.getAttribute("role") === "menuitem");
    assert.is(await focusProblem(page), null);
    const first = await focusedName(page);
    await press(page, "ArrowDown", problems);
    assert.is.not(await focusedName(page), first);
    await press(page, "Escape", problems);
    assert.is(await focusedName(page), "Page actions");
    assert.equal(problems, []);
  },
);

walks.run();
