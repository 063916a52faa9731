// The field reference in Chromium: the filter on a track page and on the field index
// (typing, the live count, Escape, no match), its code loaded only for the filter, nothing shifted,
// and the pages without JavaScript as they were.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import type { Page } from "playwright-core";
import { hydrated, nextFrames, problemsOf } from "../../helpers/site.ts";
import { analyse, fixture, openDemo } from "../../helpers/demo.ts";
import { BEHAVIOUR_READY_ATTRIBUTE } from "../../../contract/index.js";
import { waitUntil } from "../../helpers/wait.ts";

const fields = browserSuite("field reference");

const filterBox = (page: Page) => page.getByRole("searchbox", { name: "Filter fields" });
const status = (page: Page) => page.getByRole("search", { name: "Fields" }).getByRole("status");
const shownMembers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".field-list > li[id]")]
      .filter((entry) => entry.getClientRects().length > 0)
      .map((entry) => entry.id),
  );

async function ready(page: Page) {
  await waitUntil(
    page,
    (name) => document.querySelector(`[data-behaviour~='field-filter']`)?.hasAttribute(name),
    BEHAVIOUR_READY_ATTRIBUTE,
  );
}

fields(
  "on VideoTrack, typing narrows the field entries; the count is announced; Escape clears",
  async ({ site }) => {
    const page = await site.open("/api/interface/VideoTrack/");
    await ready(page);
    const total = (await shownMembers(page)).length;
    assert.ok(total > 200, `${total} fields`);
    await filterBox(page).fill("FrameRate_M");
    await waitUntil(
      page,
      () => document.querySelector(".field-filter__status")!.textContent !== "",
    );
    const shown = await shownMembers(page);
    assert.ok(
      shown.includes("FrameRate_Mode") && shown.includes("FrameRate_Mode_Original"),
      shown.join(),
    );
    assert.ok(
      shown.every((id) => id.toLowerCase().startsWith("framerate_m")),
      shown.join(),
    );
    assert.is(await status(page).textContent(), `${shown.length} of ${total} fields match.`);
    await filterBox(page).fill("chroma");
    assert.ok((await shownMembers(page)).includes("ChromaSubsampling"));
    await filterBox(page).fill("no such field at all");
    assert.is(await status(page).textContent(), "No field matches “no such field at all”.");
    assert.equal(await shownMembers(page), []);
    await filterBox(page).press("Escape");
    assert.is(await filterBox(page).inputValue(), "");
    assert.is((await shownMembers(page)).length, total);
    assert.is(await status(page).textContent(), "");
    assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
  },
);

fields("on the field index, entries narrow by name and description", async ({ site }) => {
  const page = await site.open("/api/fields/", { viewport: { width: 375, height: 740 } });
  await ready(page);
  // The copy buttons' label, on every entry once they are all there, is no field's text.
  await waitUntil(
    page,
    () =>
      document.querySelectorAll(".field-copy").length ===
      document.querySelectorAll(".field-list > li[id]").length,
  );
  await filterBox(page).fill("copy link");
  await page.getByText("No field matches “copy link”.").waitFor();
  await filterBox(page).fill("bitrate_nominal");
  await waitUntil(page, () => document.querySelector(".field-filter__status")!.textContent !== "");
  const shown = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".field-list > li")]
      .filter((entry) => !entry.hidden)
      .map((entry) => entry.id),
  );
  assert.ok(shown.includes("BitRate_Nominal"), shown.join());
  assert.ok(shown.length < 10, shown.join());
});

fields(
  "on the field index, a track type narrows the entries to that type's fields, with the text too; the count is announced",
  async ({ site }) => {
    const page = await site.open("/api/fields/");
    await ready(page);
    const shownEntries = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(".field-list > li")]
          .filter((entry) => !entry.hidden)
          .map((entry) => ({
            id: entry.id,
            tracks: [...entry.querySelectorAll(":scope > span > i")].map(
              (chip) => chip.textContent,
            ),
          })),
      );
    const total = (await shownEntries()).length;
    await page.getByRole("combobox", { name: "Track type" }).selectOption("Image");
    const image = await shownEntries();
    assert.ok(image.length > 10 && image.length < total, `${image.length} of ${total}`);
    assert.ok(image.every((entry) => entry.tracks.includes("Image")));
    assert.is(
      await status(page).textContent(),
      `${image.length} of ${total} fields match on Image tracks.`,
    );
    await filterBox(page).fill("width");
    const both = await shownEntries();
    assert.ok(
      both.some((entry) => entry.id === "Width"),
      JSON.stringify(both),
    );
    assert.ok(both.length < image.length);
    assert.ok(both.every((entry) => entry.tracks.includes("Image")));
    await page.getByRole("combobox", { name: "Track type" }).selectOption("");
    assert.ok((await shownEntries()).length > both.length, "all track types again");
  },
);

fields(
  "an old field name's link lands on its display form, under its base field, marked",
  async ({ site }) => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await site.open("/api/fields/#Duration_String3", { javaScriptEnabled });
      const form = page.locator("#Duration_String3");
      const found = await form.evaluate((element) => ({
        target: element.matches(":target"),
        base: element.closest(".field-list > li")!.id,
        top: element.getBoundingClientRect().top,
        marked: getComputedStyle(element).backgroundColor,
        plain: getComputedStyle(element.parentElement!).backgroundColor,
      }));
      assert.ok(found.target && found.base === "Duration", JSON.stringify(found));
      assert.ok(found.top >= 0 && found.top < 800, `in view: ${found.top}`);
      assert.is.not(found.marked, found.plain, "highlighted");
    }
  },
);

fields(
  "each entry's name becomes a link to it with a copy-link button; links reach entries through client navigation",
  async ({ site }) => {
    const ctx = await site.context({ permissions: ["clipboard-read", "clipboard-write"] });
    const page = await ctx.newPage();
    await page.goto(site.origin + "/docs/getting-started/usage/");
    await page.evaluate(() => ((window as any).stayed = true));
    await page.getByRole("link", { name: "common fields" }).click();
    await waitUntil(page, () => location.pathname === "/api/fields/");
    assert.ok(await page.evaluate(() => (window as any).stayed), "a client navigation");
    await waitUntil(page, () => {
      const top = document.getElementById("common-fields")!.getBoundingClientRect().top;
      return location.hash === "#common-fields" && top >= 0 && top < innerHeight;
    });
    await page.getByRole("link", { name: "Duration", exact: true }).first().waitFor();
    // The button follows the name's link in the tab order.
    await page
      .locator("#FrameRate_Mode")
      .getByRole("link", { name: "FrameRate_Mode", exact: true })
      .focus();
    await page.keyboard.press("Tab");
    const copy = page.getByRole("button", { name: "Copy link to FrameRate_Mode", exact: true });
    assert.ok(await copy.evaluate((button) => button === document.activeElement), "focused");
    await page.keyboard.press("Enter");
    await page
      .getByRole("button", { name: "Copy link to FrameRate_Mode", exact: true })
      .filter({ hasText: "Link copied" })
      .waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.is(copied, `${site.origin}/api/fields/#FrameRate_Mode`);
    await page.goto(copied);
    await hydrated(page);
    const entry = page.locator("#FrameRate_Mode");
    const top = await entry.evaluate((element) => element.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 800, `the copied link lands on the entry: ${top}`);
  },
);

fields(
  "the filter's code is not part of the page load: it arrives when the filter is wanted; nothing shifts",
  async ({ site }) => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    const scripts: string[] = [];
    const origin = (path: string) => site.origin + path;
    page.on(
      "request",
      (request) =>
        request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname),
    );
    await page.goto(site.origin + "/api/interface/VideoTrack/");
    await page.evaluate(() => {
      (window as any).shift = 0;
      new PerformanceObserver((list) => {
        // Shifts right after the reader's own typing are the filter doing its job, not a jump.
        for (const entry of list.getEntries())
          if (!(entry as any).hadRecentInput) (window as any).shift += (entry as any).value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await ready(page);
    const html = await page.content();
    const loadedAtStart = [
      ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+)"/g),
    ].map((match) => match[1]);
    const isNewChunk = (url: string) =>
      /\/assets\/js\/chunks\//.test(url) && !loadedAtStart.includes(new URL(url).pathname);
    // The filter scrolls into view at the top of the page or takes focus: either way its chunk comes.
    const chunk = scripts.some((url) => isNewChunk(origin(url)))
      ? null
      : page.waitForResponse((response) => isNewChunk(response.url()));
    // Counted from here: the filter's own arrival, not the rest of the page settling.
    await nextFrames(page);
    await page.evaluate(() => ((window as any).shift = 0));
    await filterBox(page).focus();
    await chunk;
    await nextFrames(page);
    assert.ok(
      scripts.some((url) => isNewChunk(origin(url))),
      `a chunk of its own: ${scripts.join(", ")}`,
    );
    assert.is(
      await page.evaluate(() => (window as any).shift),
      0,
      "its code arriving moves nothing",
    );
    await filterBox(page).fill("Duration");
    await waitUntil(
      page,
      () => document.querySelector(".field-filter__status")!.textContent !== "",
    );
  },
);

fields("without JavaScript the filter is absent and every field shows", async ({ site }) => {
  const page = await site.open("/api/interface/VideoTrack/", { javaScriptEnabled: false });
  assert.is(await page.locator("#field-filter").count(), 1, "in the markup");
  assert.not.ok(await page.locator("#field-filter").isVisible(), "but not shown");
  assert.is(await filterBox(page).count(), 0, "and not in the accessibility tree");
  const entries = page.locator(".field-list > li[id]");
  assert.ok((await entries.count()) > 200);
  assert.ok(await entries.last().isVisible());
});

fields(
  "the demo links each field of an MP4's result to its entry and explains it on hover and focus; untyped fields say so",
  async ({ site }) => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    const described: string[] = [];
    page.on(
      "request",
      (request) => /field-descriptions/.test(request.url()) && described.push(request.url()),
    );
    await page.goto(site.origin + "/demo/");
    await page.waitForSelector(".media-demo");
    assert.equal(described, [], "no descriptions before a result shows");
    await analyse(page, [fixture("h264-aac.mp4")], 1);
    const video = page
      .getByRole("table")
      .filter({ has: page.getByRole("button", { name: /Video/ }) });
    await video.getByRole("button", { name: /Video/ }).click();
    const width = video.getByRole("link", { name: "Width", exact: true });
    await width.waitFor();
    assert.is(described.length, 1, "fetched once, when the result showed");
    assert.is(await width.getAttribute("href"), "/api/interface/VideoTrack/#Width");
    const tip = page.getByRole("tooltip").filter({ hasText: /width/i }).first();
    assert.not.ok(await tip.isVisible(), "hidden until wanted");
    await width.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    assert.ok(await tip.isVisible(), "shown on keyboard focus");
    assert.match((await width.getAttribute("aria-describedby")) ?? "", /\S/);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    assert.not.ok(await tip.isVisible(), "gone with the focus");
    await width.hover();
    assert.ok(await tip.isVisible(), "shown on hover");
    const general = page
      .getByRole("table")
      .filter({ has: page.getByRole("button", { name: /General/ }) });
    assert.ok(await general.getByRole("link", { name: "Format", exact: true }).isVisible());
    const untyped = await page.locator(".media-demo__untyped").count();
    const extraRows = await page.evaluate(
      () =>
        document.querySelectorAll(".media-demo__track tbody th").length -
        document.querySelectorAll(".media-demo__track tbody th a").length,
    );
    assert.is(
      untyped,
      extraRows,
      "every field without a link says it is not in the type definitions",
    );
    await width.click();
    await waitUntil(
      page,
      () => location.pathname === "/api/interface/VideoTrack/" && location.hash === "#Width",
    );
  },
);

fields(
  "when the descriptions cannot be fetched, the demo says so and shows plain names",
  async ({ site }) => {
    const ctx = await site.context();
    await ctx.route(/field-descriptions/, (route) => route.fulfill({ status: 500, body: "no" }));
    const page = await ctx.newPage();
    await page.goto(site.origin + "/demo/");
    await analyse(page, [fixture("h264-aac.mp4")], 1);
    await page.getByText("Field descriptions could not be loaded").waitFor();
    assert.is(await page.locator(".media-demo__track a").count(), 0);
  },
);

fields.run();
