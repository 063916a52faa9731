// The navbar islands in Chromium: colour-mode cycle and persistence, the star count's single
// request and hour-long cache, failures that leave the page working, hide on scroll.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import type { Page, Route } from "playwright-core";
import {
  GITHUB_LINK,
  hydrated,
  mainNav,
  nextFrames,
  problemsOf,
  THEME_TOGGLE,
  until,
  untilElement,
} from "../../helpers/site.ts";

const islands = browserSuite("islands");

const toggleOf = (page: Page) => mainNav(page).getByRole("button", { name: THEME_TOGGLE });
const githubOf = (page: Page) => mainNav(page).getByRole("link", { name: GITHUB_LINK });
/** Resolves once the navbar's GitHub link shows `count` stars. */
const showsStars = (page: Page, count: string) =>
  githubOf(page).getByText(count, { exact: true }).waitFor();

islands(
  "the colour toggle cycles light → dark → system and the choice survives a reload with no flash",
  async ({ site }) => {
    const page = await site.open("/", { colorScheme: "light" });
    await untilElement(toggleOf(page), (button) => !(button as HTMLButtonElement).disabled);
    const steps = [
      ["light", "light"],
      ["dark", "dark"],
      ["system", "light"],
    ];
    for (const [choice, mode] of steps) {
      await toggleOf(page).click();
      assert.is(
        await toggleOf(page).getAttribute("aria-label"),
        `Switch between dark and light mode (currently ${choice} mode)`,
      );
      assert.is(await page.getAttribute("html", "data-theme-choice"), choice);
      assert.is(await page.getAttribute("html", "data-theme"), mode);
    }
    await toggleOf(page).click();
    await toggleOf(page).click(); // dark
    assert.is(await page.evaluate(() => localStorage.getItem("theme")), "dark");
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as any).themeAtDomReady = document.documentElement.getAttribute("data-theme");
      });
    });
    await page.reload();
    assert.is(
      await page.evaluate(() => (window as any).themeAtDomReady),
      "dark",
      "dark before any island ran",
    );
    await hydrated(page);
    assert.is(
      await toggleOf(page).getAttribute("aria-label"),
      "Switch between dark and light mode (currently dark mode)",
    );
    assert.equal(problemsOf(page).consoleErrors, []);
  },
);

/** A GitHub API stub that counts its requests. */
function countingGithub(body: string, status = 200) {
  const seen: string[] = [];
  const external = (route: Route) => {
    const url = route.request().url();
    if (!url.startsWith("https://api.github.com/")) return route.abort("blockedbyclient");
    seen.push(url);
    return route.fulfill({
      status,
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body,
    });
  };
  return { seen, external };
}

islands(
  "the star count is fetched once, served from the cache within the hour and refetched after",
  async ({ site }) => {
    const github = countingGithub(JSON.stringify({ stargazers_count: 1234 }));
    const page = await site.open("/", { external: github.external });
    await showsStars(page, "1,234");
    assert.equal(
      github.seen,
      ["https://api.github.com/repos/buzz/mediainfo.js"],
      "one request for both GitHub items",
    );
    const link = githubOf(page);
    assert.is(await link.getAttribute("title"), "GitHub: 1,234 stars");
    assert.match((await link.textContent()) ?? "", /1,234 stars/);
    const headers = await page.evaluate(
      () =>
        performance.getEntriesByType("resource").filter((e) => e.name.includes("api.github.com"))
          .length,
    );
    assert.is(headers, 1);

    await page.reload();
    await hydrated(page);
    await showsStars(page, "1,234");
    assert.is(github.seen.length, 1, "served from the cache");

    await page.evaluate(() =>
      localStorage.setItem("stargazers_cache_time", String(Date.now() - 3_600_001)),
    );
    await page.reload();
    await showsStars(page, "1,234");
    assert.is(github.seen.length, 2, "refetched after an hour");
    assert.match((await githubOf(page).textContent()) ?? "", /1,234/);
  },
);

islands("the count's arrival shifts nothing in the navbar", async ({ site }) => {
  const page = await site.open("/", {
    external: countingGithub(JSON.stringify({ stargazers_count: 1234 })).external,
  });
  await page.evaluate(() => {
    (window as any).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as any).shift += (entry as any).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await showsStars(page, "1,234");
  await nextFrames(page);
  assert.is(await page.evaluate(() => (window as any).shift), 0);
});

islands(
  "a failing request logs `Failed to fetch stargazers` and the page keeps working",
  async ({ site }) => {
    const page = await site.open("/", { external: (route) => route.abort("failed") });
    const failed = () =>
      problemsOf(page).consoleErrors.some((text) => text.startsWith("Failed to fetch stargazers:"));
    await until(failed, "the failure to be logged");
    const errors = problemsOf(page).consoleErrors;
    assert.ok(
      errors.some((text) => text.startsWith("Failed to fetch stargazers:")),
      errors.join("\n"),
    );
    assert.is(await githubOf(page).getAttribute("href"), "https://github.com/buzz/mediainfo.js");
    assert.not.match((await githubOf(page).textContent()) ?? "", /\d/, "no count shown");
    await toggleOf(page).click();
    assert.is(await page.getAttribute("html", "data-theme-choice"), "light");
  },
);

islands("with storage throwing, the page works and warns once", async ({ site }) => {
  const ctx = await site.context();
  const page = await ctx.newPage();
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await page.goto(site.origin + "/docs/intro/");
  await hydrated(page);
  await showsStars(page, "1,234");
  await toggleOf(page).click();
  assert.is(await page.getAttribute("html", "data-theme-choice"), "light");
  const storageWarnings = warnings.filter((text) => /storage is not available/.test(text));
  assert.is(storageWarnings.length, 1, warnings.join("\n"));
  assert.match(storageWarnings[0], /iframe.*incognito.*privacy settings/s);
  assert.equal(errors, []);
});

islands(
  "the navbar hides when scrolling down a long API page and shows when scrolling up",
  async ({ site }) => {
    const page = await site.open("/api/interface/VideoTrack/", {
      viewport: { width: 1280, height: 500 },
    });
    const isHidden = () =>
      page.evaluate(() => document.getElementById("navbar")!.classList.contains("navbar--hidden"));
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await nextFrames(page);
    };
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    assert.ok(height >= 3000, `the page is long enough (${height}px)`);
    await scrollTo(30);
    assert.not.ok(await isHidden(), "visible within its own height");
    await scrollTo(400);
    await scrollTo(800);
    assert.ok(await isHidden(), "hidden when scrolling down");
    await scrollTo(600);
    assert.not.ok(await isHidden(), "shown when scrolling up");
    await scrollTo(10);
    assert.not.ok(await isHidden());
  },
);

islands.run();
