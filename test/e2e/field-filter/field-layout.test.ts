// The field reference reads at every width: on the field index and every track page, at phone and
// desktop widths, in both colour schemes, with and without JavaScript, every visible entry's
// description lies inside the viewport and the page never scrolls sideways. On the track pages an
// old member id lands on its display form under its field, and each entry's copy-link button
// copies the entry's address. Table headers never break inside a word on a phone.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { hydrated } from "../../helpers/site.ts";
import { waitUntil } from "../../helpers/wait.ts";

const layout = browserSuite("field reference layout");

const TRACK_PAGES = ["Video", "General", "Audio", "Text", "Image", "Menu", "Other"].map(
  (type) => `/api/interface/${type}Track/`,
);
/** Each route with the widths it is checked at. */
const ROUTES: [string, number[]][] = [
  ["/api/fields/", [375, 1280, 1920]],
  ...TRACK_PAGES.map((route): [string, number[]] => [route, [375, 1280]]),
  ["/api/interface/VideoTrack/", [1920]],
];
const SCHEMES = ["light", "dark"] as const;

/** Until every entry has its copy-link button: they are added a few at a time, in idle time. */
const everyEntryLinked = (page: Page) =>
  waitUntil(page, () =>
    [...document.querySelectorAll(".field-list > li[id]")].every((entry) =>
      entry.querySelector(":scope > .field-copy"),
    ),
  );

/** Every combination of width, colour scheme and JavaScript, labelled. */
function* settings(widths: number[]) {
  for (const width of widths)
    for (const colorScheme of SCHEMES)
      for (const javaScriptEnabled of [true, false]) {
        const label = `${width} px, ${colorScheme}, JavaScript ${javaScriptEnabled ? "on" : "off"}`;
        yield { viewport: { width, height: 800 }, colorScheme, javaScriptEnabled, label };
      }
}

/** The page's visible descriptions and display forms, those past the right edge, and its width. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const shown = [...document.querySelectorAll(".field-list > li > p, .forms > li")].filter(
      (element) => element.getClientRects().length > 0,
    );
    const outside = shown
      .filter((element) => element.getBoundingClientRect().right > innerWidth)
      .map((element) => element.closest("[id]")?.id);
    const { scrollWidth } = document.documentElement;
    return { shown: shown.length, outside, scrollWidth, innerWidth };
  });

for (const [route, widths] of ROUTES) {
  layout(`${route}: descriptions inside the viewport, no sideways scrolling`, async ({ site }) => {
    for (const { label, ...options } of settings(widths)) {
      const page = await site.open(route, options);
      // With JavaScript, the entries get their copy-link buttons first.
      if (options.javaScriptEnabled) await everyEntryLinked(page);
      const found = await measure(page);
      assert.ok(found.shown > 50, `${label}: ${found.shown} descriptions`);
      assert.equal(found.outside, [], label);
      assert.ok(found.scrollWidth <= found.innerWidth, `${label}: ${JSON.stringify(found)}`);
      await page.context().close();
    }
  });
}

layout(
  "a track page's old member ids land on their display forms, under their field",
  async ({ site }) => {
    const links = [
      ["/api/interface/VideoTrack/#Duration_String3", "Duration"],
      ["/api/interface/GeneralTrack/#FileSize_String", "FileSize"],
    ];
    for (const [url, field] of links)
      for (const { label, ...options } of settings([375, 1280])) {
        const page = await site.open(url, options);
        const id = url.split("#")[1];
        const found = await page.locator(`[id="${id}"]`).evaluate((element) => {
          const box = element.getBoundingClientRect();
          return {
            target: element.matches(":target"),
            field: element.closest(".field-list > li")!.id,
            top: box.top,
            right: box.right,
            marked: getComputedStyle(element).backgroundColor,
            plain: getComputedStyle(element.parentElement!).backgroundColor,
          };
        });
        const where = `${url}, ${label}: ${JSON.stringify(found)}`;
        assert.ok(found.target && found.field === field, where);
        assert.ok(
          found.top >= 0 && found.top < 800 && found.right <= options.viewport.width,
          where,
        );
        assert.is.not(found.marked, found.plain, `${where}: highlighted`);
        await page.context().close();
      }
  },
);

layout(
  "each field on a track page has a copy-link button with JavaScript, none without",
  async ({ site }) => {
    const route = "/api/interface/AudioTrack/";
    for (const { label, ...options } of settings([375, 1280])) {
      const ctx = await site.context({
        ...options,
        permissions: ["clipboard-read", "clipboard-write"],
      });
      const page = await ctx.newPage();
      await page.goto(site.origin + route);
      const copy = page.getByRole("button", { name: "Copy link to SamplingRate", exact: true });
      if (!options.javaScriptEnabled) {
        assert.is(await page.getByRole("button", { name: /^Copy link to / }).count(), 0, label);
        assert.ok(
          await page.locator("#SamplingRate > code").isVisible(),
          `${label}: the name shows`,
        );
        await ctx.close();
        continue;
      }
      await copy.click();
      await copy.filter({ hasText: "Link copied" }).waitFor();
      const box = (await copy.boundingBox())!;
      assert.ok(box.x + box.width <= options.viewport.width, `${label}: the button fits`);
      const entries = await page.locator(".field-list > li[id]").count();
      await everyEntryLinked(page);
      assert.is(await page.getByRole("button", { name: /^Copy link to / }).count(), entries, label);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.is(copied, `${site.origin}${route}#SamplingRate`, label);
      await page.goto(site.origin + "/");
      await page.goto(copied);
      await hydrated(page);
      const top = await page
        .locator("#SamplingRate")
        .evaluate((el) => el.getBoundingClientRect().top);
      assert.ok(top >= 0 && top < 800, `${label}: the copied link lands on the entry (${top})`);
      await ctx.close();
    }
  },
);

/** Each table header word on the page that the layout splits over two lines. */
const brokenHeaderWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const header of document.querySelectorAll("thead th")) {
      const text = header.firstChild;
      if (!(text instanceof Text)) continue;
      for (const word of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        // A word laid out on one line has one box; a word broken inside has one per line.
        if (range.getClientRects().length > 1) broken.push(word[0]);
      }
    }
    return broken;
  });

layout(
  "at 320 and 375 px no table header on the field index breaks inside a word",
  async ({ site }) => {
    for (const width of [320, 375]) {
      const ctx = await site.context({ viewport: { width, height: 800 } });
      const page = await ctx.newPage();
      await page.goto(site.origin + "/api/fields/");
      const headers = await page.locator("thead th").count();
      assert.ok(headers > 0, "the field index has a table with headers");
      assert.equal(await brokenHeaderWords(page), [], `${width} px`);
      await ctx.close();
    }
  },
);

layout.run();
