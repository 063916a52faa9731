// Full-text search in Chromium: the index loads on first use, finds API members and docs text,
// reports no results clearly, works by keyboard alone and inside the mobile panel, stays under
// its download budget and the strict CSP.
import zlib from "node:zlib";
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import type { Page } from "playwright-core";
import { mainNav, problemsOf, type Site } from "../../helpers/site.ts";
import { waitUntil } from "../../helpers/wait.ts";

const search = browserSuite("search");
const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Search the documentation" });
const boxOf = (page: Page) =>
  dialogOf(page).getByRole("searchbox", { name: "Search docs and API" });
/** Only a page result's link has this class (a result's heading links are nested below it): no role tells them apart. */
const PAGE_LINKS = "dialog[open] .search__page-link";

async function openSearch(page: Page) {
  await page.waitForSelector(".navbar [data-island='search'][data-island-ready]");
  await mainNav(page).getByRole("button", { name: "Search" }).filter({ visible: true }).click();
  await boxOf(page).waitFor();
}

async function resultUrls(page: Page, query: string): Promise<string[]> {
  await boxOf(page).fill(query);
  await dialogOf(page)
    .getByRole("status")
    .filter({ hasText: `"${query}"` })
    .waitFor();
  // Result links carry the searched words for highlighting (`?highlight=`): compared without them.
  return page.$$eval(PAGE_LINKS, (links) =>
    links.map((a) => a.getAttribute("href")!.replace(/\?[^#]*/, "")),
  );
}

/** Interface pages that define a member heading with this exact id (from the built HTML). */
async function pagesDefining(
  site: Site,
  page: Page,
  urls: string[],
  id: string,
): Promise<boolean[]> {
  return Promise.all(
    urls.map((url) =>
      page.evaluate(
        async ([u, i]) => (await (await fetch(u)).text()).includes(`id="${i}"`),
        [site.origin + url, id],
      ),
    ),
  );
}

search(
  "exact API names find their pages, the pages defining the member first",
  async ({ site }) => {
    const page = await site.open("/");
    await openSearch(page);
    const frameRate = await resultUrls(page, "FrameRate");
    assert.ok(frameRate.includes("/api/interface/VideoTrack/"), frameRate.join(", "));
    const defines = await pagesDefining(site, page, frameRate, "FrameRate");
    const firstOther = defines.indexOf(false);
    assert.ok(defines[0], `${frameRate[0]} does not define FrameRate`);
    assert.ok(
      firstOther === -1 || !defines.slice(firstOther).includes(true),
      `a page defining FrameRate ranks below one that does not: ${frameRate.join(", ")}`,
    );
    const locateFile = await resultUrls(page, "locateFile");
    assert.ok(
      locateFile.includes("/api/interface/MediaInfoFactoryOptions/"),
      locateFile.join(", "),
    );
    // …and a docs page that shows it in use (Installation, a recipe, a framework page, a guide).
    assert.ok(
      locateFile.some((url) => /^\/docs\/(getting-started|recipes|frameworks|guides)\//.test(url)),
      locateFile.join(", "),
    );
    const csp = await resultUrls(page, "wasm-unsafe-eval");
    assert.ok(csp.includes("/docs/getting-started/installation/"), csp.join(", "));
    const excerpt = await page.$eval(
      "dialog[open] .search__excerpt mark",
      (mark) => mark.textContent,
    );
    assert.ok(excerpt, "the match is highlighted");
    assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
  },
);

search(
  "a field name finds the field itself first, by its full or partial name, linked to its entry",
  async ({ site }) => {
    const page = await site.open("/");
    await openSearch(page);
    const titles = () =>
      page.$$eval("dialog[open] .search__page-title", (spans) =>
        spans.map((span) => span.textContent),
      );
    for (const [query, first, href] of [
      ["FrameRate_Mode", "FrameRate_Mode", "/api/fields/#FrameRate_Mode"],
      ["FrameRate_M", "FrameRate_Mode", "/api/fields/#FrameRate_Mode"],
      ["SamplingRate", "SamplingRate", null],
    ] as const) {
      const urls = await resultUrls(page, query);
      assert.is((await titles())[0], first, `${query}: ${(await titles()).join(", ")}`);
      if (href) assert.is(urls[0], href);
      else assert.match(urls[0], new RegExp(`#${first}$`));
      assert.ok(
        urls.slice(1).some((url) => !url.includes("#")),
        `${query}: pages follow the field`,
      );
    }
    assert.match((await page.textContent("dialog[open] .search__field")) ?? "", /^Field of /);
    assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
  },
);

search(
  "a scope narrows the results, chosen by keyboard, and the status says which",
  async ({ site }) => {
    const page = await site.open("/");
    await openSearch(page);
    await resultUrls(page, "locateFile");
    const inScope = async (scope: string) => {
      await page.keyboard.press("ArrowRight");
      assert.ok(await page.getByRole("radio", { name: scope }).isChecked(), scope);
      await dialogOf(page)
        .getByRole("status")
        .filter({ hasText: new RegExp(` in ${scope}$`) })
        .waitFor();
      return page.$$eval(PAGE_LINKS, (links) =>
        links.map((a) => a.getAttribute("href")!.replace(/\?[^#]*/, "")),
      );
    };
    await page.getByRole("radio", { name: "Everything" }).focus();
    const guides = await inScope("Guides");
    assert.ok(
      guides.length > 0 && guides.every((url) => url.startsWith("/docs/")),
      guides.join(", "),
    );
    const api = await inScope("API");
    assert.ok(
      api.length > 0 &&
        api.every((url) => url.startsWith("/api/") && !url.startsWith("/api/changelog/")),
      api.join(", "),
    );
    await boxOf(page).fill("release");
    await page.getByRole("radio", { name: "API" }).focus();
    const changelog = await inScope("Changelog");
    assert.ok(
      changelog.length > 0 && changelog.every((url) => url.startsWith("/api/changelog/")),
      changelog.join(", "),
    );
  },
);

search(
  "the page a result opens marks the searched words, after client-side navigation and on a full load",
  async ({ site }) => {
    const page = await site.open("/docs/intro/");
    await openSearch(page);
    await resultUrls(page, "locateFile");
    const link = page
      .locator(PAGE_LINKS)
      .filter({ hasNot: page.locator(".search__field") })
      .first();
    const href = (await link.getAttribute("href"))!;
    assert.match(href.toLowerCase(), "?highlight=locatefile");
    await page.evaluate(() => ((window as any).sameDocument = true));
    await link.click();
    await waitUntil(page, () => document.querySelector("mark.pagefind-highlight"));
    assert.ok(
      await page.evaluate(() => (window as any).sameDocument === true),
      "a client-side swap",
    );
    const marks = await page.locator(".doc-content mark.pagefind-highlight").allTextContents();
    assert.ok(
      marks.length > 0 && marks.every((text) => /locatefile/i.test(text)),
      marks.join(", "),
    );
    const colours = await page
      .locator("mark.pagefind-highlight")
      .first()
      .evaluate((mark) => getComputedStyle(mark).backgroundColor);
    assert.is(colours, "rgb(255, 229, 138)", "styled by our stylesheet");
    assert.equal(
      problemsOf(page),
      { consoleErrors: [], cspViolations: [] },
      "no style injected against the CSP",
    );

    const loaded = await site.open(href);
    await waitUntil(loaded, () => document.querySelector(".doc-content mark.pagefind-highlight"));
    const plain = await site.open(href.replace(/\?[^#]*/, ""));
    assert.is(await plain.locator("mark.pagefind-highlight").count(), 0);
    const scripts = await plain.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => name.includes("pagefind-highlight")),
    );
    assert.equal(scripts, [], "the highlight script loads only when asked for");
  },
);

search("a nonsense word says there are no results", async ({ site }) => {
  const page = await site.open("/docs/intro/");
  await openSearch(page);
  assert.equal(await resultUrls(page, "zzqxjvw"), []);
  assert.is(await dialogOf(page).getByRole("status").textContent(), 'No results for "zzqxjvw"');
});

search(
  "a misspelt query that finds nothing offers the closest words, and choosing them searches again",
  async ({ site }) => {
    // Pagefind matches some misspellings on its own (a "framrate" finds the CLI's "-f" option):
    // this one it does not.
    const page = await site.open("/docs/intro/");
    await openSearch(page);
    assert.equal(await resultUrls(page, "durtion"), []);
    const status = dialogOf(page).getByRole("status");
    assert.is(await status.textContent(), 'No results for "durtion". Did you mean duration?');
    await status.getByRole("button", { name: "duration" }).click();
    await status.filter({ hasText: '"duration"' }).waitFor();
    assert.ok(
      await boxOf(page).evaluate((box) => box === document.activeElement),
      "focus back in the box",
    );
    assert.is(await boxOf(page).inputValue(), "duration");
    assert.is(
      await page.locator("dialog[open] .search__page-title").first().textContent(),
      "Duration",
    );
    assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
  },
);

search(
  "`/` opens search, Escape closes it and returns focus, arrows and Enter open a result",
  async ({ site }) => {
    const page = await site.open("/docs/intro/");
    await page.waitForSelector(".navbar [data-island='search'][data-island-ready]");
    await page.keyboard.press("/");
    await boxOf(page).waitFor();
    assert.ok(await boxOf(page).evaluate((box) => box === document.activeElement));
    await page.keyboard.press("Escape");
    await dialogOf(page).waitFor({ state: "hidden" });
    // A closed dialog is never laid out, so "visible" means open (the site's CSS sets its display).
    const closedDisplay = await page.evaluate(() => {
      const closed = document.body.appendChild(document.createElement("dialog"));
      closed.className = "search__dialog";
      const display = getComputedStyle(closed).display;
      closed.remove();
      return display;
    });
    assert.is(closedDisplay, "none");
    // A reader types straight after the shortcut: every key reaches the box.
    await page.keyboard.press("Control+K");
    await page.keyboard.type("FrameRate");
    assert.is(await boxOf(page).inputValue(), "FrameRate");
    // Results appear as the reader types: the list to walk is the one for the whole word.
    await dialogOf(page).getByRole("status").filter({ hasText: '"FrameRate"' }).waitFor();
    const [first, second] = await dialogOf(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    await page.keyboard.press("ArrowDown");
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute("href")), first);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowDown");
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute("href")), second);
    await Promise.all([page.waitForURL(site.origin + second), page.keyboard.press("Enter")]);
    const title = await page.title();
    assert.match(title, / \| API \| mediainfo\.js$/, `${second} is titled "${title}"`);
  },
);

// Pagefind's runtime, WebAssembly, metadata and one index chunk are about 135 KB of it; the ranking
// data (synonyms, every field and API name: 5 KB) and the ranking code (2 KB) that put the right
// page first take the rest with the result fragments (about 26 KB for the eight pages a query
// loads). The budget grew from 160 KB with the docs: nine more pages (frameworks, guides) made the
// index chunk 30.6 KB and the longest fragments 12 KB of text.
search(
  "opening search and one query download at most 170 KB gzip, all from the site",
  async ({ site }) => {
    const page = await site.open("/docs/intro/");
    await page.waitForLoadState("networkidle");
    const bodies: Promise<number>[] = [];
    const origins = new Set<string>();
    page.on("response", (response) => {
      origins.add(new URL(response.url()).origin);
      bodies.push(
        response.body().then(
          (body) => zlib.gzipSync(body).length,
          () => 0,
        ),
      );
    });
    await openSearch(page);
    await resultUrls(page, "analyzeData");
    const total = (await Promise.all(bodies)).reduce((sum, size) => sum + size, 0);
    assert.ok(total > 0 && total <= 170 * 1024, `${total} B gzip`);
    assert.equal([...origins], [site.origin]);
  },
);

search("works at 375 px inside the mobile panel", async ({ site }) => {
  const page = await site.open("/docs/intro/", { viewport: { width: 375, height: 740 } });
  await page.getByRole("button", { name: "Toggle navigation bar" }).click(); // waits until enabled (hydrated)
  await page
    .getByRole("dialog", { name: "Navigation" })
    .getByRole("button", { name: "Search" })
    .click();
  await boxOf(page).waitFor();
  const urls = await resultUrls(page, "FrameRate");
  assert.ok(urls.includes("/api/interface/VideoTrack/"), urls.join(", "));
  assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
});

search.run();
