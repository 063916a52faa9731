// The WebKit lane: what most depends on the browser, in WebKitGTK (Debian's WebKitWebDriver and
// MiniBrowser under Xvfb): every route without a console error or CSP violation and passing axe,
// client-side navigation with Back and Forward, the mobile panel, search, and the demo with the
// real WebAssembly of each documented release in its worker, its samples and the comparison.
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { olderReleaseSamples, sitemapRoutes } from "../../helpers/built-site.ts";
import { startWebKitSite, type WebKitSite } from "../../helpers/webkit.ts";
import { axeViolations } from "../../helpers/axe.ts";
import { corpus } from "../../helpers/corpus.ts";
import { DEMO_SAMPLES } from "../../../components/media-demo/build/samples.js";
import { validSiteConfig } from "../../../config/check.js";
import siteConfig from "../../../config/site.js";
import { documentedReleases } from "../../../eleventy/releases.js";
import {
  STORAGE_KEYS,
  BEHAVIOUR_ATTRIBUTE,
  BEHAVIOUR_READY_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
} from "../../../contract/index.js";

const webkit = suite<{ site: WebKitSite }>("WebKit lane");
webkit.before(async (context) => {
  context.site = await startWebKitSite();
});
webkit.after(async (context) => {
  await context.site?.close();
});

const FIXTURES = path.resolve("test/fixtures/media");
const NO_PROBLEMS = { consoleErrors: [], cspViolations: [] };
const PENDING = `[${ISLAND_ATTRIBUTE}]:not([${ISLAND_READY_ATTRIBUTE}]), [${BEHAVIOUR_ATTRIBUTE}]:not([${BEHAVIOUR_READY_ATTRIBUTE}])`;

webkit(
  "the browser is WebKitGTK, and the Installation page names the version run",
  async ({ site }) => {
    await site.open("/docs/getting-started/installation/");
    const statement = await site.evaluate(
      () =>
        [...document.querySelectorAll("main p")].find((p) => p.textContent!.includes("own tests"))
          ?.textContent ?? "",
    );
    assert.match(statement, `WebKitGTK ${site.version}`);
    console.log(`  WebKitGTK ${site.version}`);
  },
);

webkit(
  "client-side navigation shows the page of the URL, with Back, Forward and focus",
  async ({ site }) => {
    await site.open("/docs/intro/");
    await site.evaluate(() => ((window as any).sameDocument = true));
    await (await site.byRole(".navbar a", "link", "API")).click();
    await site.waitFor(() => location.pathname === "/api/" && document.title.startsWith("API"));
    assert.ok(await site.evaluate(() => (window as any).sameDocument === true), "no full load");
    assert.is(await site.evaluate(() => document.activeElement?.tagName), "H1");
    await site.driver.navigate().back();
    await site.waitFor(
      () =>
        location.pathname === "/docs/intro/" &&
        document.querySelector("main h1")?.textContent === "Introduction",
    );
    assert.is(await site.driver.getTitle(), "Introduction | mediainfo.js");
    await site.driver.navigate().forward();
    await site.waitFor(
      () => location.pathname === "/api/" && document.title === "API | mediainfo.js",
    );
    assert.is(
      await site.evaluate(() =>
        document.querySelector("link[rel='canonical']")?.getAttribute("href"),
      ),
      "https://mediainfo.js.org/api/",
    );
    assert.equal(await site.problems(), NO_PROBLEMS);
  },
);

webkit(
  "the mobile panel opens and closes with Escape, focus back on the toggle",
  async ({ site }) => {
    const window = site.driver.manage().window();
    const before = await window.getRect();
    await window.setRect({ width: 390, height: 800 });
    try {
      await site.open("/docs/getting-started/usage/");
      const toggle = await site.byRole("button", "button", "Toggle navigation bar");
      await toggle.click();
      await site.waitFor(
        () => document.querySelector(".navbar-sidebar")?.getBoundingClientRect().width! > 100,
      );
      assert.is(await toggle.getAttribute("aria-expanded"), "true");
      assert.ok(
        await site.byRole(".navbar-sidebar a", "link", "Usage"),
        "the docs sidebar is in the panel",
      );
      await site.driver.actions().sendKeys(site.webdriver.Key.ESCAPE).perform();
      await site.waitFor(
        () =>
          document
            .querySelector("button[aria-label='Toggle navigation bar']")
            ?.getAttribute("aria-expanded") === "false",
      );
      assert.is(
        await site.evaluate(() => document.activeElement?.getAttribute("aria-label")),
        "Toggle navigation bar",
      );
    } finally {
      await window.setRect({ width: before.width, height: before.height });
    }
  },
);

webkit(
  "search opens with / and Ctrl+K, finds pages, and Enter follows the result",
  async ({ site }) => {
    const { Key } = site.webdriver;
    await site.open("/docs/intro/");
    await site.driver.actions().sendKeys("/").perform();
    await site.byRole("dialog", "dialog", "Search the documentation");
    // WebKitGTK under WebDriver delivers Escape to the page (keydown) but fires no `cancel` on
    // the modal dialog, which is how the search closes on Escape elsewhere: its button closes it.
    await (await site.byRole("dialog button", "button", "Close")).click();
    await site.waitFor(() => !document.querySelector("dialog"));
    await site.driver.actions().keyDown(Key.CONTROL).sendKeys("k").keyUp(Key.CONTROL).perform();
    await site.byRole("dialog", "dialog", "Search the documentation");
    await site.driver.actions().sendKeys("locateFile").perform();
    await site.waitFor(() => document.querySelector(".search__page-link"));
    const first = await site.evaluate(() =>
      document.querySelector(".search__page-link")!.getAttribute("href"),
    );
    await site.driver.actions().sendKeys(Key.ARROW_DOWN, Key.ENTER).perform();
    await site.waitFor(
      (href: string) => location.pathname === new URL(href, location.href).pathname,
      first,
    );
    assert.equal(await site.problems(), NO_PROBLEMS);
  },
);

const [LATEST, OLDER] = documentedReleases(validSiteConfig(siteConfig));
const labelOf = (release: typeof LATEST) =>
  `mediainfo.js ${release.version} · MediaInfoLib ${release.mediaInfoLib}`;
const entries = (site: WebKitSite) =>
  site.evaluate(() => document.querySelectorAll(".media-demo__entry").length);

/** Picks `version` in the demo's release menu, as the reader's choice does (a change event). */
const chooseRelease = (site: WebKitSite, version: string) =>
  site.evaluate((value: string) => {
    const select = [...document.querySelectorAll(".media-demo__options label")]
      .find((node) => /mediainfo\.js release/.test(node.textContent!))!
      .querySelector("select")!;
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  }, version);

/** Gives the demo's file input `files` (WebDriver types their paths into it) and waits for them. */
async function analyse(site: WebKitSite, files: string[]) {
  const count = (await entries(site)) + files.length;
  const input = await site.driver.findElement(
    site.webdriver.By.css(".media-demo input[type=file]"),
  );
  await input.sendKeys(files.map((file) => path.join(FIXTURES, file)).join("\n"));
  await site.waitFor(
    (n: number) => document.querySelectorAll(".media-demo__entry").length === n,
    count,
  );
}

webkit(
  "the demo analyses corpus files with each documented release, labelled, and compares them",
  async ({ site }) => {
    await site.open("/demo/");
    await site.waitFor(() => document.querySelector(".media-demo__options select"));
    const files = ["h264-aac.mp4", "vp9-opus.webm", "tone.mp3", "tone.flac"];
    for (const release of [LATEST, OLDER]) {
      await chooseRelease(site, release.version);
      await analyse(site, files);
      const shown: string[] = await site.evaluate(
        (n: number) =>
          [...document.querySelectorAll(".media-demo__entry")]
            .slice(0, n)
            .map((el) => (el as HTMLElement).innerText),
        files.length,
      );
      for (const [index, format] of ["FLAC", "MPEG Audio", "WebM", "MPEG-4"].entries()) {
        assert.match(shown[index], format);
        assert.match(shown[index], labelOf(release));
      }
      assert.not.match(shown.join("\n"), /could not|failed/i);
    }
    await (await site.byRole("button", "button", "Compare two results")).click();
    await site.waitFor(() => document.querySelector(".media-demo__comparison table"));
    const heads = await site.evaluate(() =>
      [
        ...document
          .querySelectorAll(".media-demo__comparison table")[0]
          .querySelectorAll("thead th"),
      ].map((th) => th.textContent),
    );
    // The two newest results: the last two files, both analysed with the older release.
    assert.equal(heads, [
      "Field",
      `A: tone.flac (${labelOf(OLDER)})`,
      `B: tone.mp3 (${labelOf(OLDER)})`,
    ]);
    // The site sends no cross-origin isolation headers: both releases work without
    // SharedArrayBuffer, as the Tested runtimes and engines page says.
    assert.equal(await site.evaluate(() => [crossOriginIsolated, typeof SharedArrayBuffer]), [
      false,
      "undefined",
    ]);
    await chooseRelease(site, LATEST.version); // the next tests start from the latest again
    assert.equal(await site.problems(), NO_PROBLEMS);
  },
);

webkit("each demo sample is one click away and analysed in the worker", async ({ site }) => {
  await site.open("/demo/");
  // The results saved by the tests before are listed once the island has read them, which can be
  // after it reports ready: counted from storage and waited for, not read off the page at once.
  const before: number = await site.evaluate(
    (key: string) => Object.keys(JSON.parse(localStorage.getItem(key) ?? "{}")).length,
    STORAGE_KEYS.demoResults,
  );
  await site.waitFor(
    (n: number) => document.querySelectorAll(".media-demo__entry").length === n,
    before,
  );
  for (const [index, sample] of DEMO_SAMPLES.entries()) {
    await (await site.byRole("button", "button", sample.label)).click();
    await site.waitFor(
      (n: number) => document.querySelectorAll(".media-demo__entry").length === n,
      before + index + 1,
    );
    const newest: string = await site.evaluate(
      () => (document.querySelector(".media-demo__entry") as HTMLElement).innerText,
    );
    assert.match(newest, sample.file);
    assert.match(newest, corpus().find((entry) => entry.file === sample.file)!.format!);
  }
  assert.equal(await site.problems(), NO_PROBLEMS);
});

/**
 * Loads every sitemap route (and the older release's samples); returns the console errors and CSP
 * violations, and axe's findings in the light and then the dark theme (switched as the toggle does,
 * by the root's data-theme: one load per route for both).
 */
export async function everyRoute(
  site: WebKitSite,
): Promise<{ failures: string[]; problems: string[] }> {
  const failures: string[] = [];
  const problems: string[] = [];
  for (const route of [...sitemapRoutes(), ...olderReleaseSamples()]) {
    await site.open(route);
    await site.waitFor((pending: string) => !document.querySelector(pending), PENDING);
    for (const theme of ["light", "dark"]) {
      await site.evaluate(
        (value: string) => (document.documentElement.dataset.theme = value),
        theme,
      );
      for (const violation of await axeViolations(site))
        failures.push(`${route} (${theme}) ${violation}`);
    }
    const { consoleErrors, cspViolations } = await site.problems();
    problems.push(...consoleErrors, ...cspViolations);
  }
  return { failures, problems };
}

webkit(
  "no route raises a CSP violation or a console error, and every route passes axe in both themes",
  async ({ site }) => {
    const { failures, problems } = await everyRoute(site);
    assert.equal(problems, []);
    assert.equal(failures, [], failures.join("\n"));
  },
);

webkit.run();

// Colour mode follows the system: a browser started with GTK's dark theme, its own small suite.
const dark = suite<{ site: WebKitSite }>("WebKit lane, system in dark mode");
dark.before(async (context) => {
  context.site = await startWebKitSite({ dark: true });
});
dark.after(async (context) => {
  await context.site?.close();
});

dark(
  "the dark theme is on before the body is parsed; a stored choice wins, also before paint",
  async ({ site }) => {
    await site.open("/docs/intro/");
    assert.is(await site.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches), true);
    assert.is(await site.evaluate(() => sessionStorage.getItem("__themeAtBody")), "dark");
    await site.evaluate(() => localStorage.setItem("theme", "light"));
    await site.open("/docs/intro/");
    assert.is(await site.evaluate(() => sessionStorage.getItem("__themeAtBody")), "light");
    await site.evaluate(() => localStorage.removeItem("theme"));
    assert.equal(await site.problems(), NO_PROBLEMS);
  },
);

dark.run();
