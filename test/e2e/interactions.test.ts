// Page interactions in Chromium (desktop 1280 px and 375 px): sidebar categories, hideable
// sidebar, TOC highlight, back to top, code block Copy, tabs with group sync, Hide Inherited,
// Details blocks; each also driven by keyboard where the control is keyboard operable.
import fs from "node:fs";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { BrowserContext, Page } from "playwright-core";
import { nextFrames, problemsOf, startSite, type Site } from "../helpers/site.ts";

const USAGE = "/docs/getting-started/usage/";
/** A second page of the `call-method` tab group: the usage page served under another path, with
    a copy of its group tab set (`#tabs-top`) and a Details block added at the top of the content. */
const USAGE_COPY = "/docs/usage-copy/";
const usageSource = fs.readFileSync("_site/docs/getting-started/usage/index.html", "utf8");

/** The HTML of the element starting at `start`, found by balancing its <div> tags. */
function divAt(html: string, start: number): string {
  let depth = 0;
  for (const match of html.slice(start).matchAll(/<\/?div\b/g)) {
    depth += match[0] === "<div" ? 1 : -1;
    if (depth === 0) return html.slice(start, start + match.index! + "</div>".length);
  }
  throw new Error("unbalanced <div>");
}
const groupSet = divAt(usageSource, usageSource.indexOf('<div class="tabs-container" id="tabs-1"')).replaceAll("tabs-1", "tabs-top");
const usageHtml = usageSource.replace(
  /<div class="markdown doc-content"[^>]*>/,
  `$&<details class="details" id="test-details"><summary class="details__summary">More</summary><div class="details__content"><p>Hidden words.</p><p>More hidden words.</p></div></details>${groupSet}`,
);
const tab = (set: string, value: string) => `#${set} > .tabs > [role='tab'][data-value='${value}']`;

const ui = suite<{ site: Site }>("page interactions");

ui.before(async (context) => {
  context.site = await startSite();
});
ui.after(async (context) => {
  await context.site.close();
});

async function withCopy(ctx: BrowserContext): Promise<BrowserContext> {
  await ctx.route((url) => url.pathname === USAGE_COPY, (route) => route.fulfill({ contentType: "text/html", body: usageHtml }));
  return ctx;
}

const selectedTabs = (page: Page) =>
  page.$$eval(".tabs-container[data-group-id='call-method'] [aria-selected='true']", (tabs) => tabs.map((tab) => tab.getAttribute("data-value")));

const noProblems = (page: Page) => assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });

ui("sidebar categories animate and end open or closed with the right aria-expanded and label", async ({ site }) => {
  const page = await site.open("/docs/intro/");
  const caret = page.locator("details[data-category-label='Getting Started'] > summary");
  assert.is(await caret.getAttribute("aria-expanded"), "false");
  assert.is(await caret.getAttribute("aria-label"), "Expand sidebar category 'Getting Started'");
  const animating = await page.$eval("details[data-category-label='Getting Started']", (details) => {
    details.querySelector("summary")!.click();
    return details.querySelector("ul")!.getAnimations().length;
  });
  assert.is(animating, 1, "opening runs a height animation");
  await page.waitForFunction(() => document.querySelector("details[data-category-label='Getting Started'] > ul")!.getAnimations().length === 0);
  assert.is(await caret.getAttribute("aria-expanded"), "true");
  assert.is(await caret.getAttribute("aria-label"), "Collapse sidebar category 'Getting Started'");
  assert.ok(await page.$eval("details[data-category-label='Getting Started']", (d) => (d as HTMLDetailsElement).open));
  // Keyboard: Enter on the focused caret closes it again, and `open` goes only after the animation.
  await caret.focus();
  await page.keyboard.press("Enter");
  assert.ok(await page.$eval("details[data-category-label='Getting Started']", (d) => (d as HTMLDetailsElement).open), "still open while closing");
  await page.waitForFunction(() => !(document.querySelector("details[data-category-label='Getting Started']") as HTMLDetailsElement).open);
  assert.is(await caret.getAttribute("aria-expanded"), "false");
  assert.is(await caret.getAttribute("aria-label"), "Expand sidebar category 'Getting Started'");
  noProblems(page);
});

ui("an unlinked API category toggles from its label and the current page's category starts open", async ({ site }) => {
  const page = await site.open("/api/interface/VideoTrack/");
  const interfaces = page.locator("details[data-category-label='Interfaces'] > summary");
  assert.is(await interfaces.getAttribute("aria-expanded"), "true");
  const classes = page.locator("details[data-category-label='Classes'] > summary");
  assert.is(await classes.getAttribute("aria-expanded"), "false");
  await classes.click();
  await page.waitForFunction(() => document.querySelector("details[data-category-label='Classes'] > ul")!.getAnimations().length === 0);
  assert.is(await classes.getAttribute("aria-expanded"), "true");
  assert.ok(await page.locator("details[data-category-label='Classes'] a[href='/api/class/MediaInfo/']").isVisible());
});

ui("the desktop sidebar hides to a strip and comes back, by mouse and by keyboard", async ({ site }) => {
  const page = await site.open("/docs/intro/");
  const width = () => page.$eval(".doc-sidebar", (el) => Math.round(el.getBoundingClientRect().width));
  assert.is(await width(), 300);
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await page.waitForFunction(() => Math.round(document.querySelector(".doc-sidebar")!.getBoundingClientRect().width) === 30);
  assert.not.ok(await page.locator("#doc-sidebar-menu").isVisible());
  const expand = page.locator("[role='button'][aria-label='Expand sidebar'][title='Expand sidebar']");
  assert.ok(await expand.evaluate((el) => el === document.activeElement), "focus moves to the Expand control");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => Math.round(document.querySelector(".doc-sidebar")!.getBoundingClientRect().width) === 300);
  assert.ok(await page.locator("#doc-sidebar-menu").isVisible());
  await page.keyboard.press("Enter"); // focus is back on Collapse sidebar
  await page.waitForFunction(() => Math.round(document.querySelector(".doc-sidebar")!.getBoundingClientRect().width) === 30);
  await expand.click();
  await page.waitForFunction(() => Math.round(document.querySelector(".doc-sidebar")!.getBoundingClientRect().width) === 300);
  noProblems(page);
});

ui("the TOC marks the heading scrolled to", async ({ site }) => {
  const page = await site.open(USAGE);
  for (const id of ["result-formats", "error-handling", "analyse-a-file"]) {
    await page.$eval(`#${id}`, (heading) => heading.scrollIntoView());
    await page.waitForFunction(
      (want) => document.querySelector(".toc-desktop .table-of-contents__link--active")?.getAttribute("href") === `#${want}`,
      id,
    );
    assert.is(await page.$$eval(".toc-desktop .table-of-contents__link--active", (links) => links.length), 1);
    assert.is(await page.$eval(".toc-desktop .table-of-contents__link--active", (link) => link.getAttribute("aria-current")), "location");
  }
});

ui("back to top appears when scrolling up past 300 px and scrolls to the top", async ({ site }) => {
  const page = await site.open(USAGE);
  const button = page.locator("button[aria-label='Scroll back to top']");
  assert.not.ok(await button.isVisible());
  await page.evaluate(() => window.scrollTo(0, 2000));
  await nextFrames(page);
  assert.not.ok(await button.isVisible(), "hidden while scrolling down");
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForFunction(() => document.querySelector(".back-to-top")!.classList.contains("back-to-top--shown"));
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0);
  await page.waitForFunction(() => !document.querySelector(".back-to-top")!.classList.contains("back-to-top--shown"));
});

ui("Copy writes the exact code to the clipboard and says Copied for a second", async ({ site }) => {
  const ctx = await site.context({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await ctx.newPage();
  await page.goto(site.origin + USAGE);
  const block = page.locator(".code-block").first();
  const expected = (await block.locator("pre code").textContent())!.replace(/\n$/, "");
  const copy = block.locator("button[aria-label='Copy code to clipboard'][title='Copy']");
  await copy.focus();
  await page.waitForFunction(() => getComputedStyle(document.activeElement!).opacity === "1"); // visible on keyboard focus
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector(".code-block button[aria-label='Copied']") !== null);
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), expected);
  await page.waitForFunction(() => document.querySelector(".code-block button[aria-label='Copied']") === null, undefined, { timeout: 2000 });
  assert.is(await block.locator("button[aria-label='Toggle word wrap']").isVisible(), await block.locator("pre").evaluate((pre) => pre.scrollWidth > pre.clientWidth));
});

ui("tabs: keyboard moves with wrap-around, Enter and Space select", async ({ site }) => {
  const page = await site.open(USAGE);
  assert.is(await page.getAttribute("#tabs-1", "data-tabs-ready"), "");
  assert.equal(await selectedTabs(page), ["async"]);
  await page.focus(tab("tabs-1", "async"));
  await page.keyboard.press("ArrowLeft");
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute("data-value")), "callback");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("End");
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute("data-value")), "promise");
  await page.keyboard.press("Enter");
  assert.equal(await selectedTabs(page), ["promise"], "the group's set follows");
  assert.ok(await page.locator("#tabs-1 [role='tabpanel'][data-value='promise']").isVisible());
  assert.not.ok(await page.locator("#tabs-1 [role='tabpanel'][data-value='async']").isVisible());
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press(" ");
  assert.equal(await selectedTabs(page), ["callback"]);
  noProblems(page);
});

ui("tabs of a group sync across pages and browser tabs, survive a reload and ignore bad values", async ({ site }) => {
  const ctx = await withCopy(await site.context());
  const first = await ctx.newPage();
  await first.goto(site.origin + USAGE_COPY);
  // The copy above changes height too: the clicked lower tab must not move on screen.
  const promise = first.locator(tab("tabs-1", "promise"));
  await promise.scrollIntoViewIfNeeded();
  const heightBefore = await first.$eval("#tabs-top", (el) => el.getBoundingClientRect().height);
  const before = await promise.evaluate((el) => el.getBoundingClientRect().top);
  await promise.click();
  assert.is.not(await first.$eval("#tabs-top", (el) => el.getBoundingClientRect().height), heightBefore, "the set above changed height");
  assert.is(Math.round(await promise.evaluate((el) => el.getBoundingClientRect().top)), Math.round(before), "the clicked tab keeps its place");
  await first.goto(site.origin + USAGE);
  assert.is(await first.evaluate(() => localStorage.getItem("tab.call-method")), "promise");
  assert.equal(await selectedTabs(first), ["promise"], "a later page follows the stored choice");
  await first.reload();
  assert.equal(await selectedTabs(first), ["promise"]);
  const second = await ctx.newPage();
  await second.goto(site.origin + USAGE_COPY);
  assert.equal(await selectedTabs(second), ["promise", "promise"]);
  await second.click(tab("tabs-1", "callback"));
  await first.waitForFunction(() => document.querySelector("#tabs-1 [aria-selected='true']")?.getAttribute("data-value") === "callback");
  assert.equal(await selectedTabs(first), ["callback"]);
  await first.evaluate(() => localStorage.setItem("tab.call-method", "bogus"));
  await first.reload();
  assert.equal(await selectedTabs(first), ["async"], "an unknown stored value is ignored");
});

ui("Hide Inherited hides exactly the inherited members of VideoTrack and shows them again", async ({ site }) => {
  const page = await site.open("/api/interface/VideoTrack/");
  const visible = (selector: string) => page.$$eval(selector, (els) => els.filter((el) => el.getClientRects().length > 0).length);
  const inherited = await page.$$eval(".doc-content section[data-inherited]", (els) => els.length);
  const own = await page.$$eval(".doc-content section:not([data-inherited])", (els) => els.length);
  const tocInherited = await page.$$eval(".toc-desktop a[data-inherited]", (els) => els.length);
  assert.ok(inherited > 0 && own > 0);
  const box = page.getByLabel("Hide Inherited");
  assert.not.ok(await box.isChecked());
  await box.focus();
  await page.keyboard.press("Space");
  assert.is(await visible(".doc-content section[data-inherited]"), 0);
  assert.is(await visible(".toc-desktop a[data-inherited]"), 0);
  assert.is(await visible(".doc-content section:not([data-inherited])"), own);
  assert.ok((await visible(".toc-desktop a:not([data-inherited])")) > 0);
  await page.keyboard.press("Space");
  assert.is(await visible(".doc-content section[data-inherited]"), inherited);
  assert.is(await visible(".toc-desktop a[data-inherited]"), tocInherited);
  await page.reload();
  assert.not.ok(await page.getByLabel("Hide Inherited").isChecked(), "not stored");
});

ui("Details blocks open and close with the height animation", async ({ site }) => {
  const ctx = await withCopy(await site.context());
  const page = await ctx.newPage();
  await page.goto(site.origin + USAGE_COPY);
  const animations = await page.$eval("#test-details", (details) => {
    details.querySelector("summary")!.click();
    return details.querySelector(".details__content")!.getAnimations().length;
  });
  assert.is(animations, 1, "opening runs a height animation");
  await page.waitForFunction(() => document.querySelector("#test-details > .details__content")!.getAnimations().length === 0);
  assert.ok(await page.locator("#test-details .details__content").isVisible());
  await page.focus("#test-details > summary");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => !(document.querySelector("#test-details") as HTMLDetailsElement).open);
});

ui("375 px: the On this page collapsible closes after choosing an entry; tabs and Copy work", async ({ site }) => {
  const page = await site.open(USAGE, { viewport: { width: 375, height: 700 }, permissions: ["clipboard-read", "clipboard-write"] });
  await page.click(".toc-mobile > summary");
  await page.waitForFunction(() => document.querySelector(".toc-mobile__nav")!.getAnimations().length === 0);
  await page.getByRole("navigation", { name: "On this page (mobile)" }).getByRole("link", { name: "Error handling" }).click();
  await page.waitForFunction(() => !(document.querySelector(".toc-mobile") as HTMLDetailsElement).open);
  assert.is(await page.evaluate(() => location.hash), "#error-handling");
  await page.click(".toc-mobile > summary");
  await page.waitForFunction(() => document.querySelector(".toc-mobile__nav")!.getAnimations().length === 0);
  assert.ok(await page.locator(".toc-mobile a[href='#error-handling']").isVisible(), "it opens again");
  await page.click(".toc-mobile > summary");
  await page.click(tab("tabs-1", "callback"));
  assert.equal(await selectedTabs(page), ["callback"]);
  const block = page.locator("#tabs-1 [role='tabpanel'][data-value='callback'] .code-block").first();
  await block.locator("button[aria-label='Copy code to clipboard']").click();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), (await block.locator("pre code").textContent())!.replace(/\n$/, ""));
  noProblems(page);
});

ui("after a client-side navigation the new page is enhanced and the old one let go", async ({ site }) => {
  const page = await site.open("/docs/intro/");
  await page.evaluate(() => ((window as any).sameDocument = true));
  const categoryLink = ".doc-sidebar a[href='/docs/category/getting-started/']";
  const caret = page.locator(".doc-sidebar details[data-category-label='Getting Started'] > summary");
  await page.click(categoryLink);
  await page.waitForURL("**/docs/category/getting-started/");
  assert.is(await caret.getAttribute("aria-expanded"), "true", "the category opens when it becomes current");
  // On its own page a linked category's label toggles the category instead of reloading.
  await page.click(categoryLink);
  await page.waitForFunction(() => !(document.querySelector(".doc-sidebar details[data-category-label='Getting Started']") as HTMLDetailsElement).open);
  assert.is(await caret.getAttribute("aria-expanded"), "false");
  await page.click(categoryLink);
  assert.is(await caret.getAttribute("aria-expanded"), "true");
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Usage", exact: true }).click();
  await page.waitForFunction(() => document.querySelector(".tabs-container[data-tabs-ready]") !== null);
  assert.ok(await page.evaluate(() => (window as any).sameDocument), "the router swapped the pages");
  assert.is(await page.$$eval("button[aria-label='Scroll back to top']", (els) => els.length), 1);
  assert.is(await page.$$eval("button[aria-label='Collapse sidebar']", (els) => els.length), 1);
  assert.ok((await page.$$eval(".code-block > .code-block__buttons", (els) => els.length)) > 0);
  await page.click(tab("tabs-1", "promise"));
  assert.equal(await selectedTabs(page), ["promise"]);
  noProblems(page);
});

ui.run();
