// The page shell in a browser: skip link, colour mode before first paint, 996/997 px breakpoint,
// the preview server's redirects and 404.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { mainNav, startSite } from "../../helpers/site.ts";
import { waitUntil } from "../../helpers/wait.ts";

const shell = browserSuite("page shell");

shell("the skip link is the first focusable element and moves focus to main", async ({ site }) => {
  const page = await site.open("/docs/intro/");
  await page.keyboard.press("Tab");
  assert.is(await page.evaluate(() => document.activeElement?.textContent), "Skip to main content");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest("main")));
  assert.ok(inMain, "the next Tab after the skip link lands inside <main>");
});

/** Where the page's parts sit: the navbar's right-hand items, the title, the page actions and the content. */
const partBoxes = (page: import("playwright-core").Page) =>
  page.evaluate(() =>
    [
      ".navbar__items--right > *",
      "main h1",
      ".page-actions",
      ".doc-content",
      ".home-section",
      "footer",
    ].flatMap((selector) =>
      [...document.querySelectorAll(selector)]
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${selector} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
        }),
    ),
  );

shell(
  "hydration moves nothing: the server render and the running islands put every part in the same place",
  async ({ site }) => {
    for (const width of [375, 1280]) {
      for (const route of ["/", "/docs/getting-started/usage/", "/api/class/MediaInfo/"]) {
        const ctx = await site.context({ viewport: { width, height: 800 } });
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        // The client bundle waits until the server render has been measured.
        await ctx.route(/\/assets\/js\/client\.[\w-]+\.js$/, async (request) => {
          await held;
          await request.continue();
        });
        const page = await ctx.newPage();
        // A module script defers DOMContentLoaded, so wait for the parsed page and its stylesheet instead.
        await page.goto(site.origin + route, { waitUntil: "commit" });
        await waitUntil(
          page,
          () =>
            document.querySelector("footer") &&
            [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/site.")),
        );
        const before = await partBoxes(page);
        release();
        await waitUntil(
          page,
          () =>
            document.documentElement.dataset.hasHydrated === "true" &&
            [...document.querySelectorAll("[data-island]")].every((island) =>
              island.hasAttribute("data-island-ready"),
            ),
        );
        await waitUntil(
          page,
          () => document.querySelector(".star-count__count")?.textContent !== "",
        );
        assert.ok(before.length >= 4, before.join("\n"));
        assert.equal(await partBoxes(page), before, `${route} at ${width} px`);
        await ctx.close();
      }
    }
  },
);

shell("a stored dark choice applies before DOMContentLoaded (no flash)", async ({ site }) => {
  const ctx = await site.context({ colorScheme: "light" });
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    localStorage.setItem("theme", "dark");
    document.addEventListener("DOMContentLoaded", () => {
      (window as any).themeAtDomReady = document.documentElement.getAttribute("data-theme");
      (window as any).bgAtDomReady = getComputedStyle(document.body).backgroundColor;
    });
  });
  await page.goto(site.origin + "/");
  assert.is(await page.evaluate(() => (window as any).themeAtDomReady), "dark");
  assert.is(await page.getAttribute("html", "data-theme-choice"), "dark");
  assert.is.not(await page.evaluate(() => (window as any).bgAtDomReady), "rgb(255, 255, 255)");
});

shell(
  "without a stored choice the mode follows the OS and the choice is system",
  async ({ site }) => {
    const page = await site.open("/", { colorScheme: "dark" });
    assert.is(await page.getAttribute("html", "data-theme"), "dark");
    assert.is(await page.getAttribute("html", "data-theme-choice"), "system");
  },
);

shell("996 px is mobile (menu button), 997 px is desktop (navbar links)", async ({ site }) => {
  const page = await site.open("/docs/intro/", { viewport: { width: 996, height: 800 } });
  const menuButton = page.getByRole("button", {
    name: "Toggle navigation bar",
    includeHidden: true,
  });
  const apiLink = mainNav(page)
    .getByRole("link", { name: "API", exact: true, includeHidden: true })
    .first(); // the panel's copy comes after
  assert.ok(await menuButton.isVisible(), "menu button visible at 996 px");
  assert.not.ok(await apiLink.isVisible(), "navbar links hidden at 996 px");
  await page.setViewportSize({ width: 997, height: 800 });
  assert.not.ok(await menuButton.isVisible(), "menu button hidden at 997 px");
  assert.ok(await apiLink.isVisible(), "navbar links visible at 997 px");
  assert.ok(
    await page.getByRole("navigation", { name: "Docs sidebar", includeHidden: true }).isVisible(),
    "docs sidebar visible at 997 px",
  );
});

shell(
  "the preview server redirects to the trailing-slash route and answers 404 with 404.html",
  async ({ site }) => {
    const ctx = await site.context();
    for (const path of ["/docs/intro", "/docs/intro.html", "/docs/intro/index.html"]) {
      const response = await ctx.request.get(site.origin + path, { maxRedirects: 0 });
      assert.is(response.status(), 301, path);
      assert.is(response.headers()["location"], "/docs/intro/", path);
    }
    const missing = await ctx.request.get(site.origin + "/nope/");
    assert.is(missing.status(), 404);
    assert.match(await missing.text(), /Page Not Found \| mediainfo\.js/);
    const wasm = await ctx.request.head(site.origin + "/sitemap.xml");
    assert.match(wasm.headers()["content-type"], /xml/);
  },
);

shell(
  "on a host without redirects, the 404 page sends stale paths to their clean route",
  async () => {
    const bare = await startSite(undefined, { redirects: false });
    try {
      // (`/x/index.html` is a real file such hosts serve as it is, so it never reaches the 404 page.)
      for (const path of ["/docs/intro.html", "/docs/intro"]) {
        const page = await bare.open(path);
        await page.waitForURL(bare.origin + "/docs/intro/");
        assert.is(await page.title(), "Introduction | mediainfo.js", path);
      }
      const unknown = await bare.open("/docs/nothing.html");
      await unknown.waitForLoadState("networkidle");
      assert.is(await unknown.title(), "Page Not Found | mediainfo.js");
    } finally {
      await bare.close();
    }
  },
);

shell.run();
