// The Firefox lane: what most depends on the browser, in Debian's firefox-esr over
// WebDriver BiDi: first load and client-side navigation, colour mode before first paint, the
// mobile panel, search, the demo with the real WebAssembly in its worker and its samples, the
// executed browser examples, no CSP violation on any route, and axe's WCAG 2.2 AA rules on every
// route in light and dark mode. The Installation page names the version tested.
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { olderReleaseSamples, sitemapRoutes } from "../../helpers/built-site.ts";
import {
  hydrated,
  startFirefoxSite,
  type FirefoxPage,
  type FirefoxSite,
} from "../../helpers/firefox.ts";
import { mismatch, label, runnableExamples } from "../../helpers/examples.ts";
import { runInFirefox } from "../../helpers/example-runners.ts";
import { corpus } from "../../helpers/corpus.ts";
import { DEMO_SAMPLES } from "../../../components/media-demo/build/samples.js";
import { axeViolations } from "../../helpers/axe.ts";
import {
  BEHAVIOUR_ATTRIBUTE,
  BEHAVIOUR_READY_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
} from "../../../contract/index.js";

const firefox = suite<{ site: FirefoxSite }>("Firefox lane");
const FIXTURES = path.resolve("test/fixtures/media");

firefox.before(async (context) => {
  context.site = await startFirefoxSite();
});
firefox.after(async (context) => {
  await context.site?.close();
});

/** Puppeteer's ARIA selector: an element by its role and accessible name, as in the Chromium tests. */
const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;
const TOGGLE = byRole("button", "Toggle navigation bar");
const SEARCH_DIALOG = byRole("dialog", "Search the documentation");
const shown = (page: FirefoxPage) =>
  page.evaluate(() => ({
    path: location.pathname,
    title: document.title,
    h1: document.querySelector("main h1")?.textContent?.trim(),
    canonical: document.querySelector("link[rel='canonical']")?.getAttribute("href"),
  }));

firefox(
  "the browser is Firefox, and the Installation page names the version tested",
  async ({ site }) => {
    const version = (await site.browser.version()).replace(/^firefox\//i, "");
    const { page } = await site.open("/docs/getting-started/installation/");
    const statement = await page.evaluate(
      () =>
        [...document.querySelectorAll("main p")].find((p) => p.textContent!.includes("own tests"))
          ?.textContent ?? "",
    );
    assert.match(statement, `Firefox ${version}`);
    assert.match(statement, "Safari itself is not tested here");
    console.log(`  Firefox ${version}`);
  },
);

firefox(
  "client-side navigation shows the page of the URL, with Back, Forward and focus",
  async ({ site }) => {
    const { page, problems } = await site.open("/docs/intro/");
    await page.evaluate(() => ((window as any).sameDocument = true));
    await page.click(byRole("link", "API")); // the first, the navbar's
    await page.waitForFunction(
      () => location.pathname === "/api/" && document.title.startsWith("API"),
    );
    let now = await shown(page);
    assert.is(now.canonical, "https://mediainfo.js.org/api/");
    assert.ok(
      await page.evaluate(() => (window as any).sameDocument === true),
      "swapped without a full load",
    );
    assert.is(
      await page.evaluate(() => document.activeElement?.tagName),
      "H1",
      "focus moves to the new page's heading",
    );
    await page.goBack();
    await page.waitForFunction(
      () =>
        location.pathname === "/docs/intro/" &&
        document.querySelector("main h1")?.textContent === "Introduction",
    );
    now = await shown(page);
    assert.is(now.title, "Introduction | mediainfo.js");
    await page.goForward();
    await page.waitForFunction(
      () => location.pathname === "/api/" && document.title === "API | mediainfo.js",
    );
    assert.is((await shown(page)).canonical, "https://mediainfo.js.org/api/");
    assert.equal(problems, { consoleErrors: [], cspViolations: [] });
  },
);

firefox(
  "the mobile panel opens, traps nothing it should not, and closes with Escape",
  async ({ site }) => {
    const { page } = await site.open("/docs/getting-started/usage/", { width: 390, height: 800 });
    await page.click(TOGGLE);
    await page.waitForFunction(
      () => document.querySelector(".navbar-sidebar")?.getBoundingClientRect().width! > 100,
    );
    assert.is(await page.$eval(TOGGLE, (el) => el.getAttribute("aria-expanded")), "true");
    assert.ok(
      await page.evaluate(() =>
        [...document.querySelectorAll(".navbar-sidebar a")].some(
          (a) => a.textContent?.trim() === "Usage",
        ),
      ),
      "the docs sidebar is in the panel",
    );
    await page.keyboard.press("Escape");
    await page.waitForFunction(
      () =>
        document
          .querySelector("button[aria-label='Toggle navigation bar']")
          ?.getAttribute("aria-expanded") === "false",
    );
    assert.is(
      await page.evaluate(() => document.activeElement?.getAttribute("aria-label")),
      "Toggle navigation bar",
      "focus returns to the toggle",
    );
  },
);

firefox(
  "search opens with / and Ctrl+K, finds pages, and Enter follows the chosen result",
  async ({ site }) => {
    const { page } = await site.open("/docs/intro/");
    await page.keyboard.press("/");
    await page.waitForSelector(SEARCH_DIALOG);
    await page.keyboard.press("Escape");
    await page.waitForSelector(SEARCH_DIALOG, { hidden: true });
    await page.keyboard.down("Control");
    await page.keyboard.press("k");
    await page.keyboard.up("Control");
    await page.waitForSelector(SEARCH_DIALOG);
    await page.keyboard.type("locateFile");
    await page.waitForSelector(".search__page-link", { timeout: 15_000 });
    const first = await page.$eval(".search__page-link", (a) => a.getAttribute("href"));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      (href) =>
        location.pathname + location.hash === href ||
        location.pathname === new URL(href!, location.href).pathname,
      {},
      first,
    );
    assert.ok(first);
  },
);

firefox(
  "the demo analyses MP4, WebM, MP3 and FLAC with the real WebAssembly in its worker",
  async ({ site }) => {
    const { page, problems } = await site.open("/demo/");
    // Firefox's ARIA query does not reach the visually hidden file input (tried): found by type.
    const input = await page.waitForSelector(".media-demo input[type=file]");
    await input!.uploadFile(
      ...["h264-aac.mp4", "vp9-opus.webm", "tone.mp3", "tone.flac"].map((name) =>
        path.join(FIXTURES, name),
      ),
    );
    await page.waitForFunction(() => document.querySelectorAll(".media-demo__entry").length === 4, {
      timeout: 60_000,
    });
    const text = await page.$eval(".media-demo", (el) => (el as HTMLElement).innerText);
    for (const format of ["MPEG-4", "WebM", "MPEG Audio", "FLAC"]) assert.match(text, format);
    assert.not.match(text, /could not|failed/i);
    assert.equal(problems.cspViolations, []);
  },
);

firefox(
  "each demo sample is one click away and analysed in the worker, with its cover art",
  async ({ site }) => {
    const { page, problems } = await site.open("/demo/");
    // The switch's name holds a link, which Firefox's ARIA query does not match: found by its label.
    await page.waitForSelector(".media-demo__options");
    await page.$eval(".media-demo__options", (options) =>
      [...options.querySelectorAll("label")]
        .find((label) => label.textContent!.startsWith("coverData"))!
        .querySelector("input")!
        .click(),
    );
    for (const [index, sample] of DEMO_SAMPLES.entries()) {
      await page.waitForSelector(byRole("button", sample.label));
      await page.click(byRole("button", sample.label));
      await page.waitForFunction(
        (count) => document.querySelectorAll(".media-demo__entry").length === count,
        { timeout: 60_000 },
        index + 1,
      );
      const newest = await page.$eval(".media-demo__entry", (el) => (el as HTMLElement).innerText);
      const { format } = corpus().find((entry) => entry.file === sample.file)!;
      assert.match(newest, sample.file);
      assert.match(newest, format!);
    }
    await page.waitForSelector(
      '.media-demo__cover img[alt="Cover art of subtitles-chapters-attachment.mkv"]',
    );
    const decoded = await page.$eval(".media-demo__cover img", (img) =>
      (img as HTMLImageElement).decode().then(() => (img as HTMLImageElement).naturalWidth > 0),
    );
    assert.ok(decoded, "the cover art decodes");
    assert.equal(problems.cspViolations, []);
  },
);

firefox(
  "the executed browser examples run in Firefox and produce what they claim",
  async ({ site }) => {
    const examples = runnableExamples().filter((example) => example.attrs.run === "browser");
    assert.ok(examples.length > 0);
    for (const example of examples) {
      const context = await site.browser.createBrowserContext();
      try {
        const report = await runInFirefox(await context.newPage(), example);
        assert.is(mismatch(example, report), null, label(example));
      } finally {
        await context.close();
      }
    }
  },
);

/** Loads every sitemap route in one tab; returns each route's axe violations, once all is ready. */
async function axeOnEveryRoute(page: FirefoxPage, origin: string): Promise<string[]> {
  const failures: string[] = [];
  for (const route of [...sitemapRoutes(), ...olderReleaseSamples()]) {
    await page.goto(origin + route, { waitUntil: "load" });
    await hydrated(page);
    await page.waitForFunction(
      (pending) => !document.querySelector(pending),
      {},
      `[${ISLAND_ATTRIBUTE}]:not([${ISLAND_READY_ATTRIBUTE}]), [${BEHAVIOUR_ATTRIBUTE}]:not([${BEHAVIOUR_READY_ATTRIBUTE}])`,
    );
    // The page's own requests (the navbar links' prefetches, the route sizes) finish before the
    // next route: Firefox logs "A ServiceWorker intercepted the request and encountered an
    // unexpected error" for each request the offline worker answers that a page abandons by
    // navigating away, a console error the site did not make.
    await page.waitForNetworkIdle({ idleTime: 100 });
    for (const violation of await axeViolations(page)) failures.push(`${route} ${violation}`);
  }
  return failures;
}

firefox(
  "no route raises a CSP violation or a console error, and every route passes axe (light)",
  async ({ site }) => {
    const { page, problems } = await site.open("/");
    const failures = await axeOnEveryRoute(page, site.origin);
    assert.equal(problems, { consoleErrors: [], cspViolations: [] });
    assert.equal(failures, [], failures.join("\n"));
  },
);

firefox.run();

// Colour mode needs a browser started with the system in dark mode: its own small suite.
const dark = suite<{ site: FirefoxSite }>("Firefox lane, system in dark mode");
dark.before(async (context) => {
  context.site = await startFirefoxSite({ dark: true });
});
dark.after(async (context) => {
  await context.site?.close();
});

dark(
  "the dark theme is on before the body is parsed; a stored choice wins, also before paint",
  async ({ site }) => {
    const themeAtBody = `new MutationObserver((_, observer) => {
    if (!document.body) return;
    window.__themeAtBody = document.documentElement.dataset.theme;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });`;
    const context = await site.browser.createBrowserContext();
    const page = await context.newPage();
    await page.evaluateOnNewDocument(themeAtBody);
    await page.goto(site.origin + "/docs/intro/");
    assert.is(
      await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches),
      true,
      "Firefox reports the dark system",
    );
    assert.is(await page.evaluate(() => (window as any).__themeAtBody), "dark");
    await page.evaluate(() => localStorage.setItem("theme", "light"));
    await page.reload();
    assert.is(await page.evaluate(() => (window as any).__themeAtBody), "light");
    await context.close();
  },
);

dark("every route passes axe in dark mode", async ({ site }) => {
  const { page } = await site.open("/");
  const failures = await axeOnEveryRoute(page, site.origin);
  assert.equal(failures, [], failures.join("\n"));
});

dark.run();
