// Page interactions in Chromium (desktop 1280 px and 375 px): sidebar categories, hideable
// sidebar, TOC highlight, back to top, code block Copy, tabs with group sync, Hide Inherited,
// Details blocks; each also driven by keyboard where the control is keyboard operable.
import fs from "node:fs";
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import type { BrowserContext, Page } from "playwright-core";
import { hydrated, nextFrames, problemsOf, untilElement } from "../../helpers/site.ts";
import { waitUntil } from "../../helpers/wait.ts";

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
const groupSet = divAt(
  usageSource,
  usageSource.indexOf('<div class="tabs-container" id="tabs-1"'),
).replaceAll("tabs-1", "tabs-top");
const usageHtml = usageSource.replace(
  /<div class="markdown doc-content"[^>]*>/,
  `$&<details class="details" id="test-details"><summary class="details__summary">More</summary><div class="details__content"><p>Hidden words.</p><p>More hidden words.</p></div></details>${groupSet}`,
);
/** A tab of the usage page's first set (`tabs-top` is the copy above it on USAGE_COPY). */
const tab = (page: Page, name: string, set = "tabs-1") =>
  page.locator(`#${set}`).getByRole("tab", { name, exact: true });
/** An unlinked category's label in the API sidebar (its summary). */
const apiCategory = (page: Page, category: string) =>
  page.getByRole("navigation", { name: "API sidebar" }).getByText(category, { exact: true });
/** A category's caret in the desktop sidebar, found by its label (Expand … or Collapse …). */
const caretOf = (page: Page, category: string) =>
  page
    .getByRole("navigation", { name: "Docs sidebar" })
    .getByLabel(new RegExp(`sidebar category '${category}'$`));
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;
const settled = (summary: HTMLElement) =>
  summary
    .parentElement!.querySelector(":scope > ul, :scope > .details__content, :scope > nav")!
    .getAnimations().length === 0;

const ui = browserSuite("page interactions");

async function withCopy(ctx: BrowserContext): Promise<BrowserContext> {
  await ctx.route(
    (url) => url.pathname === USAGE_COPY,
    (route) => route.fulfill({ contentType: "text/html", body: usageHtml }),
  );
  return ctx;
}

/** The selected tab of each call-method group, once the page is enhanced (the stored choice applied). */
const selectedTabs = async (page: Page) => {
  await hydrated(page);
  return page.$$eval(
    ".tabs-container[data-group-id='call-method'] [aria-selected='true']",
    (tabs) => tabs.map((tab) => tab.getAttribute("data-value")),
  );
};

const noProblems = (page: Page) =>
  assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });

ui(
  "sidebar categories animate and end open or closed with the right aria-expanded and label",
  async ({ site }) => {
    const page = await site.open("/docs/intro/");
    const caret = caretOf(page, "Getting Started");
    assert.is(await caret.getAttribute("aria-expanded"), "false");
    assert.is(await caret.getAttribute("aria-label"), "Expand sidebar category 'Getting Started'");
    const animating = await caret.evaluate((summary: HTMLElement) => {
      summary.click();
      return summary.parentElement!.querySelector(":scope > ul")!.getAnimations().length;
    });
    assert.is(animating, 1, "opening runs a height animation");
    await untilElement(caret, settled);
    assert.is(await caret.getAttribute("aria-expanded"), "true");
    assert.is(
      await caret.getAttribute("aria-label"),
      "Collapse sidebar category 'Getting Started'",
    );
    assert.ok(await caret.evaluate(isOpen));
    // Keyboard: Enter on the focused caret closes it again, and `open` goes only after the animation.
    await caret.focus();
    await page.keyboard.press("Enter");
    assert.ok(await caret.evaluate(isOpen), "still open while closing");
    await untilElement(caret, (summary) => !(summary.parentElement as HTMLDetailsElement).open);
    assert.is(await caret.getAttribute("aria-expanded"), "false");
    assert.is(await caret.getAttribute("aria-label"), "Expand sidebar category 'Getting Started'");
    noProblems(page);
  },
);

ui(
  "an unlinked API category toggles from its label and the current page's category starts open",
  async ({ site }) => {
    const page = await site.open("/api/interface/VideoTrack/");
    assert.is(await apiCategory(page, "Interfaces").getAttribute("aria-expanded"), "true");
    const classes = apiCategory(page, "Classes");
    assert.is(await classes.getAttribute("aria-expanded"), "false");
    await classes.click();
    await untilElement(classes, settled);
    assert.is(await classes.getAttribute("aria-expanded"), "true");
    assert.ok(
      await page
        .getByRole("navigation", { name: "API sidebar" })
        .getByRole("link", { name: "MediaInfo", exact: true })
        .isVisible(),
    );
  },
);

ui(
  "the desktop sidebar hides to a strip and comes back, by mouse and by keyboard",
  async ({ site }) => {
    const page = await site.open("/docs/intro/");
    const width = () =>
      page.$eval(".doc-sidebar", (el) => Math.round(el.getBoundingClientRect().width));
    assert.is(await width(), 300);
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await waitUntil(
      page,
      () =>
        Math.round(document.querySelector(".doc-sidebar")!.getBoundingClientRect().width) === 30,
    );
    const menu = page.getByRole("navigation", { name: "Docs sidebar", includeHidden: true });
    assert.not.ok(await menu.isVisible());
    const expand = page.getByRole("button", { name: "Expand sidebar", exact: true });
    assert.is(await expand.getAttribute("title"), "Expand sidebar");
    assert.ok(
      await expand.evaluate((el) => el === document.activeElement),
      "focus moves to the Expand control",
    );
    await page.keyboard.press("Enter");
    await waitUntil(
      page,
      () =>
        Math.round(document.querySelector(".doc-sidebar")!.getBoundingClientRect().width) === 300,
    );
    assert.ok(await menu.isVisible());
    await page.keyboard.press("Enter"); // focus is back on Collapse sidebar
    await waitUntil(
      page,
      () =>
        Math.round(document.querySelector(".doc-sidebar")!.getBoundingClientRect().width) === 30,
    );
    await expand.click();
    await waitUntil(
      page,
      () =>
        Math.round(document.querySelector(".doc-sidebar")!.getBoundingClientRect().width) === 300,
    );
    noProblems(page);
  },
);

ui("the TOC marks the heading scrolled to", async ({ site }) => {
  const page = await site.open(USAGE);
  const toc = page.getByRole("navigation", { name: "On this page", exact: true });
  for (const name of ["Result formats", "Error handling", "Analyse a file"]) {
    await page
      .getByRole("heading", { name: new RegExp(`^${name}`) })
      .evaluate((heading) => heading.scrollIntoView());
    const link = toc.getByRole("link", { name, exact: true });
    await untilElement(link, (a) => a.classList.contains("table-of-contents__link--active"));
    assert.is(await link.getAttribute("aria-current"), "location");
    assert.equal(
      await toc
        .getByRole("link")
        .evaluateAll((links) => links.filter((a) => a.getAttribute("aria-current")).length),
      1,
    );
  }
});

ui("back to top appears when scrolling up past 300 px and scrolls to the top", async ({ site }) => {
  const page = await site.open(USAGE);
  const button = page.getByRole("button", { name: "Scroll back to top", includeHidden: true });
  assert.not.ok(await button.isVisible());
  await page.evaluate(() => window.scrollTo(0, 2000));
  await nextFrames(page);
  assert.not.ok(await button.isVisible(), "hidden while scrolling down");
  await page.evaluate(() => window.scrollTo(0, 1500));
  await untilElement(button, (el) => el.classList.contains("back-to-top--shown"));
  await button.click();
  await waitUntil(page, () => window.scrollY === 0);
  await untilElement(button, (el) => !el.classList.contains("back-to-top--shown"));
});

ui("Copy writes the exact code to the clipboard and says Copied for a second", async ({ site }) => {
  const ctx = await site.context({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await ctx.newPage();
  await page.goto(site.origin + USAGE);
  await hydrated(page);
  const block = page.locator(".code-block").first();
  const expected = (await block.locator("pre code").textContent())!.replace(/\n$/, "");
  // No role and name selects a code block; its buttons have both.
  const copy = block.getByRole("button", { name: "Copy code to clipboard", includeHidden: true });
  assert.is(await copy.getAttribute("title"), "Copy");
  await copy.focus();
  await untilElement(copy, (button) => getComputedStyle(button).opacity === "1"); // visible on keyboard focus
  await page.keyboard.press("Enter");
  await block
    .getByRole("button", { name: "Copied", includeHidden: true })
    .waitFor({ state: "attached" });
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), expected);
  await block
    .getByRole("button", { name: "Copy code to clipboard", includeHidden: true })
    .waitFor({ state: "attached", timeout: 2000 });
  assert.is(
    await block.getByRole("button", { name: "Toggle word wrap" }).isVisible(),
    await block.locator("pre").evaluate((pre) => pre.scrollWidth > pre.clientWidth),
  );
});

ui("tabs: keyboard moves with wrap-around, Enter and Space select", async ({ site }) => {
  const page = await site.open(USAGE);
  assert.is(await page.getAttribute("#tabs-1", "data-behaviour-ready"), "");
  assert.equal(await selectedTabs(page), ["async"]);
  await tab(page, "Async").focus();
  await page.keyboard.press("ArrowLeft");
  assert.is(
    await page.evaluate(() => document.activeElement?.getAttribute("data-value")),
    "callback",
  );
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("End");
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  assert.is(
    await page.evaluate(() => document.activeElement?.getAttribute("data-value")),
    "promise",
  );
  await page.keyboard.press("Enter");
  assert.equal(await selectedTabs(page), ["promise"], "the group's set follows");
  const panels = page.locator("#tabs-1").getByRole("tabpanel");
  assert.equal(
    await panels.evaluateAll((shown) =>
      shown.map((panel) => panel.getAttribute("aria-labelledby")),
    ),
    [await tab(page, "Promise").getAttribute("id")],
  );
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press(" ");
  assert.equal(await selectedTabs(page), ["callback"]);
  noProblems(page);
});

ui(
  "tabs of a group sync across pages and browser tabs, survive a reload and ignore bad values",
  async ({ site }) => {
    const ctx = await withCopy(await site.context());
    const first = await ctx.newPage();
    await first.goto(site.origin + USAGE_COPY);
    await hydrated(first);
    // The copy above changes height too: the clicked lower tab must not move on screen.
    const promise = tab(first, "Promise");
    await promise.scrollIntoViewIfNeeded();
    const heightBefore = await first.$eval("#tabs-top", (el) => el.getBoundingClientRect().height);
    const before = await promise.evaluate((el) => el.getBoundingClientRect().top);
    await promise.click();
    assert.is.not(
      await first.$eval("#tabs-top", (el) => el.getBoundingClientRect().height),
      heightBefore,
      "the set above changed height",
    );
    assert.is(
      Math.round(await promise.evaluate((el) => el.getBoundingClientRect().top)),
      Math.round(before),
      "the clicked tab keeps its place",
    );
    await first.goto(site.origin + USAGE);
    assert.is(await first.evaluate(() => localStorage.getItem("tab.call-method")), "promise");
    assert.equal(await selectedTabs(first), ["promise"], "a later page follows the stored choice");
    await first.reload();
    assert.equal(await selectedTabs(first), ["promise"]);
    const second = await ctx.newPage();
    await second.goto(site.origin + USAGE_COPY);
    assert.equal(await selectedTabs(second), ["promise", "promise"]);
    await tab(second, "Callback").click();
    await untilElement(tab(first, "Callback"), (el) => el.getAttribute("aria-selected") === "true");
    assert.equal(await selectedTabs(first), ["callback"]);
    await first.evaluate(() => localStorage.setItem("tab.call-method", "bogus"));
    await first.reload();
    assert.equal(await selectedTabs(first), ["async"], "an unknown stored value is ignored");
  },
);

ui(
  "Hide Inherited hides exactly the inherited members of VideoTrack and shows them again",
  async ({ site }) => {
    const page = await site.open("/api/interface/VideoTrack/");
    const visible = (selector: string) =>
      page.$$eval(selector, (els) => els.filter((el) => el.getClientRects().length > 0).length);
    const inherited = await page.$$eval(".field-list li[data-inherited]", (els) => els.length);
    const own = await page.$$eval(".field-list > li:not([data-inherited])", (els) => els.length);
    const tocInherited = await page.$$eval(".toc-desktop a[data-inherited]", (els) => els.length);
    assert.ok(inherited > 0 && own > 0);
    const box = page.getByLabel("Hide Inherited");
    assert.not.ok(await box.isChecked());
    await box.focus();
    await page.keyboard.press("Space");
    assert.is(await visible(".field-list li[data-inherited]"), 0);
    assert.is(await visible(".toc-desktop a[data-inherited]"), 0);
    assert.is(await visible(".field-list > li:not([data-inherited])"), own);
    assert.ok((await visible(".toc-desktop a:not([data-inherited])")) > 0);
    await page.keyboard.press("Space");
    assert.is(await visible(".field-list li[data-inherited]"), inherited);
    assert.is(await visible(".toc-desktop a[data-inherited]"), tocInherited);
    await page.reload();
    assert.not.ok(await page.getByLabel("Hide Inherited").isChecked(), "not stored");
  },
);

ui("Details blocks open and close with the height animation", async ({ site }) => {
  const ctx = await withCopy(await site.context());
  const page = await ctx.newPage();
  await page.goto(site.origin + USAGE_COPY);
  await hydrated(page);
  const summary = page.getByText("More", { exact: true }); // a summary has no role: its text finds it
  const animations = await summary.evaluate((element: HTMLElement) => {
    element.click();
    return element.parentElement!.querySelector(".details__content")!.getAnimations().length;
  });
  assert.is(animations, 1, "opening runs a height animation");
  await untilElement(summary, settled);
  assert.ok(await page.getByText("Hidden words.", { exact: true }).isVisible());
  await summary.focus();
  await page.keyboard.press("Enter");
  await untilElement(summary, (element) => !(element.parentElement as HTMLDetailsElement).open);
});

ui(
  "375 px: the On this page collapsible closes after choosing an entry; tabs and Copy work",
  async ({ site }) => {
    const page = await site.open(USAGE, {
      viewport: { width: 375, height: 700 },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const summary = page.getByRole("article").getByText("On this page", { exact: true });
    const mobileToc = page.getByRole("navigation", { name: "On this page (mobile)" });
    await summary.click();
    await untilElement(summary, settled);
    await mobileToc.getByRole("link", { name: "Error handling" }).click();
    await untilElement(summary, (element) => !(element.parentElement as HTMLDetailsElement).open);
    assert.is(await page.evaluate(() => location.hash), "#error-handling");
    await summary.click();
    await untilElement(summary, settled);
    assert.ok(
      await mobileToc.getByRole("link", { name: "Error handling" }).isVisible(),
      "it opens again",
    );
    await summary.click();
    await tab(page, "Callback").click();
    assert.equal(await selectedTabs(page), ["callback"]);
    const block = page.getByRole("tabpanel", { name: "Callback" }).locator(".code-block").first();
    await block.getByRole("button", { name: "Copy code to clipboard" }).click();
    assert.is(
      await page.evaluate(() => navigator.clipboard.readText()),
      (await block.locator("pre code").textContent())!.replace(/\n$/, ""),
    );
    noProblems(page);
  },
);

ui(
  "after a client-side navigation the new page is enhanced and the old one let go",
  async ({ site }) => {
    const page = await site.open("/docs/intro/");
    await page.evaluate(() => ((window as any).sameDocument = true));
    const categoryLink = page
      .getByRole("navigation", { name: "Docs sidebar" })
      .getByRole("link", { name: "Getting Started", exact: true });
    const caret = caretOf(page, "Getting Started");
    await categoryLink.click();
    await page.waitForURL("**/docs/category/getting-started/");
    assert.is(
      await caret.getAttribute("aria-expanded"),
      "true",
      "the category opens when it becomes current",
    );
    // On its own page a linked category's label toggles the category instead of reloading.
    await categoryLink.click();
    await untilElement(caret, (summary) => !(summary.parentElement as HTMLDetailsElement).open);
    assert.is(await caret.getAttribute("aria-expanded"), "false");
    await categoryLink.click();
    assert.is(await caret.getAttribute("aria-expanded"), "true");
    await page
      .getByRole("navigation", { name: "Docs sidebar" })
      .getByRole("link", { name: "Usage", exact: true })
      .click();
    await waitUntil(
      page,
      () => document.querySelector(".tabs-container[data-behaviour-ready]") !== null,
    );
    assert.ok(
      await page.evaluate(() => (window as any).sameDocument),
      "the router swapped the pages",
    );
    assert.is(
      await page.getByRole("button", { name: "Scroll back to top", includeHidden: true }).count(),
      1,
    );
    assert.is(await page.getByRole("button", { name: "Collapse sidebar", exact: true }).count(), 1);
    assert.ok((await page.$$eval(".code-block > .code-block__buttons", (els) => els.length)) > 0);
    await tab(page, "Promise").click();
    assert.equal(await selectedTabs(page), ["promise"]);
    noProblems(page);
  },
);

ui.run();
