// Client-side navigation in Chromium: page swaps keep the shell, history and scroll work, the
// progress bar shows only for slow pages, failures fall back to full loads, prefetch is gated,
// and a lazily loaded island whose code failed recovers with Retry.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import type { Locator, Page } from "playwright-core";
import { DROP_ZONE, hydrated, mainNav, problemsOf, requestsSettled } from "../../helpers/site.ts";
import { waitUntil } from "../../helpers/wait.ts";

const router = browserSuite("client-side navigation");

async function ready(page: Page) {
  await hydrated(page);
  await page.evaluate(() => {
    (window as any).navbarNode = document.querySelector(".navbar");
    (window as any).sameDocument = true;
  });
}

async function state(page: Page) {
  return page.evaluate(() => ({
    path: location.pathname,
    title: document.title,
    canonical: document.querySelector("link[rel='canonical']")?.getAttribute("href"),
    current: document.querySelector(".navbar__link[aria-current='page']")?.textContent ?? null,
    sidebar: document.querySelector("[data-sidebar]")?.getAttribute("data-sidebar") ?? null,
    activeSidebar:
      document.querySelector(".doc-sidebar [aria-current='page']")?.textContent?.trim() ?? null,
    tocCount: document.querySelectorAll(".toc-desktop .table-of-contents__link").length,
    headings: document.querySelectorAll(".doc-content h2[id], .doc-content h3[id]").length,
    scrollY: Math.round(window.scrollY),
    sameNavbar: (window as any).navbarNode === document.querySelector(".navbar"),
    sameDocument: (window as any).sameDocument === true,
    focused: document.activeElement?.tagName ?? null,
  }));
}

async function clickAndWait(page: Page, link: Locator, path: string) {
  await link.click();
  await waitUntil(
    page,
    (p) => location.pathname === p && document.querySelector(".main-wrapper h1"),
    path,
  );
}

router(
  "docs → API → docs and back/forward swap the page without reloading the shell",
  async ({ site }) => {
    const page = await site.open("/api/interface/MediaInfoResult/");
    await ready(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    assert.is(await page.evaluate(() => Math.round(window.scrollY)), 600);
    // A script click: Playwright's own click would first scroll the (hidden-on-scroll) navbar into view.
    await mainNav(page)
      .getByRole("link", { name: "API", exact: true })
      .evaluate((a: HTMLElement) => a.click());
    await waitUntil(
      page,
      () => location.pathname === "/api/" && document.title === "API | mediainfo.js",
    );
    let now = await state(page);
    assert.is(now.title, "API | mediainfo.js");
    assert.is(now.canonical, "https://mediainfo.js.org/api/");
    assert.is(now.current, "API");
    assert.is(now.sidebar, "api");
    assert.is(now.activeSidebar, "Overview");
    assert.is(now.scrollY, 0);
    assert.is(now.focused, "H1");
    assert.ok(now.sameNavbar && now.sameDocument, "the navbar node survives: no reload");

    const apiSidebar = page.getByRole("navigation", { name: "API sidebar" });
    await apiSidebar.getByText("Interfaces", { exact: true }).click();
    await clickAndWait(
      page,
      apiSidebar.getByRole("link", { name: "VideoTrack", exact: true }),
      "/api/interface/VideoTrack/",
    );
    now = await state(page);
    assert.is(now.title, "VideoTrack | API | mediainfo.js");
    assert.is(now.activeSidebar, "VideoTrack");

    await clickAndWait(
      page,
      mainNav(page).getByRole("link", { name: "Docs", exact: true }),
      "/docs/intro/",
    );
    now = await state(page);
    assert.is(now.title, "Introduction | mediainfo.js");
    assert.is(now.current, "Docs");
    assert.is(now.sidebar, "docsSidebar");
    assert.is(now.tocCount, now.headings);

    await page.goBack();
    await waitUntil(
      page,
      () =>
        location.pathname === "/api/interface/VideoTrack/" &&
        document.title.startsWith("VideoTrack"),
    );
    await page.goBack();
    await waitUntil(
      page,
      () => location.pathname === "/api/" && document.title === "API | mediainfo.js",
    );
    await page.goBack();
    await waitUntil(
      page,
      () =>
        location.pathname === "/api/interface/MediaInfoResult/" &&
        document.title.startsWith("MediaInfoResult"),
    );
    now = await state(page);
    assert.ok(Math.abs(now.scrollY - 600) < 5, `scroll restored to 600, got ${now.scrollY}`);
    await page.goForward();
    await waitUntil(page, () => location.pathname === "/api/");
    now = await state(page);
    assert.is(now.current, "API");
    assert.ok(now.sameDocument);
    assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
  },
);

router("a link with a hash scrolls to its heading after the swap", async ({ site }) => {
  const page = await site.open("/api/");
  await ready(page);
  await page.evaluate(() => {
    const a = document.createElement("a");
    a.href = "/api/interface/VideoTrack/#Width";
    a.textContent = "Go to Width";
    document.querySelector(".doc-content")!.prepend(a);
  });
  await clickAndWait(
    page,
    page.getByRole("link", { name: "Go to Width" }),
    "/api/interface/VideoTrack/",
  );
  const top = await page.evaluate(
    () => document.getElementById("Width")!.getBoundingClientRect().top,
  );
  assert.ok(top >= 0 && top < 200, `#Width at ${top}`);
});

/** Adds a link the router has not seen (so it was never prefetched) and returns it. */
async function addLink(page: Page, href: string): Promise<Locator> {
  await page.evaluate((h) => {
    const a = Object.assign(document.createElement("a"), { href: h, textContent: "probe" });
    document.querySelector(".doc-content")!.prepend(a);
  }, href);
  return page.getByRole("link", { name: "probe", exact: true });
}

router("a slow page shows the progress bar, a fast one never does", async ({ site }) => {
  const ctx = await site.context();
  await ctx.route("**/docs/getting-started/installation/", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const page = await ctx.newPage();
  await page.goto(site.origin + "/docs/intro/");
  await ready(page);
  await page.evaluate(() => {
    (window as any).barSeen = false;
    new MutationObserver(() => {
      if (document.querySelector(".nav-progress--active")) (window as any).barSeen = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await clickAndWait(
    page,
    page
      .getByRole("navigation", { name: "Docs sidebar" })
      .getByRole("link", { name: "Development", exact: true }),
    "/docs/development/",
  );
  assert.is(await page.evaluate(() => (window as any).barSeen), false, "fast page: no bar");
  await clickAndWait(
    page,
    await addLink(page, "/docs/getting-started/installation/"),
    "/docs/getting-started/installation/",
  );
  assert.is(await page.evaluate(() => (window as any).barSeen), true, "slow page: bar shown");
  assert.is(
    await page.evaluate(() => Boolean(document.querySelector(".nav-progress--active"))),
    false,
    "bar completes",
  );
});

for (const failure of ["500", "abort"]) {
  router(
    `a page fetch that fails (${failure}) falls back to a full load of that URL`,
    async ({ site }) => {
      const ctx = await site.context();
      await ctx.route("**/docs/development/", (route) => {
        if (route.request().resourceType() !== "fetch") return route.continue();
        return failure === "500"
          ? route.fulfill({ status: 500, body: "oops" })
          : route.abort("failed");
      });
      const page = await ctx.newPage();
      await page.goto(site.origin + "/docs/intro/");
      await ready(page);
      await page
        .getByRole("navigation", { name: "Docs sidebar" })
        .getByRole("link", { name: "Development", exact: true })
        .click();
      await waitUntil(
        page,
        () =>
          location.pathname === "/docs/development/" &&
          document.readyState === "complete" &&
          !(window as any).sameDocument,
      );
      assert.is(await page.title(), "Development | mediainfo.js");
    },
  );
}

router(
  "hovering a link prefetches it exactly once; with saveData nothing is prefetched",
  async ({ site }) => {
    for (const saveData of [false, true]) {
      const ctx = await site.context();
      const page = await ctx.newPage();
      if (saveData)
        await page.addInitScript(() =>
          Object.defineProperty(navigator, "connection", {
            value: { saveData: true, effectiveType: "4g" },
          }),
        );
      const fetched: string[] = [];
      page.on("request", (request) => {
        if (
          request.resourceType() === "fetch" &&
          new URL(request.url()).pathname === "/docs/development/"
        )
          fetched.push(request.url());
      });
      await page.goto(site.origin + "/api/changelog/");
      await ready(page);
      // A link added after load: never seen by the visible-link prefetcher, so only hovering counts.
      const probe = await addLink(page, "/docs/development/");
      // The current page's own sidebar link: never prefetched.
      const elsewhere = page
        .getByRole("navigation", { name: "API sidebar" })
        .getByRole("link", { name: "Changelog", exact: true });
      await probe.hover();
      await elsewhere.hover();
      await probe.hover();
      await requestsSettled(page);
      assert.is(
        fetched.length,
        saveData ? 0 : 1,
        `saveData=${saveData}: ${fetched.length} prefetches`,
      );
    }
  },
);

router(
  "a lazily loaded island whose code fails shows a red box, and Retry loads it",
  async ({ site }) => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    let failures = 0;
    await page.route(/\/chunks\/MediaDemo\.[^/]+\.js$/, (route) => {
      if (failures === 0) {
        failures += 1;
        return route.abort("failed");
      }
      return route.continue();
    });
    await page.goto(site.origin + "/demo/");
    const box = page.getByRole("alert").filter({ hasText: "dynamically imported module" });
    await box.waitFor();
    assert.match((await box.textContent()) ?? "", /Failed to fetch dynamically imported module/);
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("button", { name: DROP_ZONE }).waitFor();
    assert.is(await box.count(), 0);
  },
);

router.run();
