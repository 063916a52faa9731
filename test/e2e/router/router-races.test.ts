// History races with slow pages: whatever the timing of Back, Forward and link clicks,
// the page on screen is the page of the address, the newest move wins, and an undecodable hash
// means "no target" rather than an error.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import type { Page } from "playwright-core";
import { mainNav, problemsOf, type Site } from "../../helpers/site.ts";
import { fetchesSettled, openSlow, showing, shownPage, slowContext } from "./slow-pages.ts";
import { waitUntil } from "../../helpers/wait.ts";

const races = browserSuite("history races with slow pages");

/** Runs history moves back to back, each as soon as the previous one's popstate arrived. */
async function moves(page: Page, steps: ("back" | "forward")[]): Promise<void> {
  await page.evaluate(async (list) => {
    for (const step of list) {
      const popped = new Promise((resolve) =>
        addEventListener("popstate", resolve, { once: true }),
      );
      history[step]();
      await popped;
    }
  }, steps);
}

/** Asserts the page on screen is the page of `path`, in the same document, with no bar left. */
async function assertShows(page: Page, path: string): Promise<void> {
  await fetchesSettled(page);
  const { now, expected } = await shownPage(page);
  assert.is(now.path, path);
  assert.is(now.title, expected.title, "title");
  assert.is(now.canonical, path, "canonical link");
  assert.is(now.heading, expected.heading, "main heading");
  assert.is(now.navbarCurrent, expected.navbarCurrent, "navbar mark");
  assert.not.ok(now.progressActive, "progress bar completed");
  assert.ok(now.sameDocument, "no full reload");
  assert.equal(problemsOf(page).consoleErrors, []);
}

/** Opens the introduction and follows the navbar's API link. */
async function introThenApi(site: Site): Promise<Page> {
  const page = await openSlow(await slowContext(site), site, "/docs/intro/");
  await mainNav(page).getByRole("link", { name: "API", exact: true }).click();
  await showing(page, "/api/");
  return page;
}

races("Forward before Back's page arrives keeps the page of the address", async ({ site }) => {
  const page = await introThenApi(site);
  await moves(page, ["back", "forward"]);
  await assertShows(page, "/api/");
});

races("Forward after Back's page arrived shows each page in turn", async ({ site }) => {
  const page = await introThenApi(site);
  await moves(page, ["back"]);
  await showing(page, "/docs/intro/");
  await assertShows(page, "/docs/intro/");
  await moves(page, ["forward"]);
  await showing(page, "/api/");
  await assertShows(page, "/api/");
});

races("two Backs in a row land on the older page, in place", async ({ site }) => {
  const page = await openSlow(await slowContext(site), site, "/docs/intro/");
  // A heading link adds a history entry of the same page, then the API page a third.
  const tocLink = page
    .getByRole("navigation", { name: "On this page", exact: true })
    .getByRole("link")
    .first();
  const hash = new URL((await tocLink.getAttribute("href"))!, site.origin).hash;
  await tocLink.click();
  await waitUntil(page, (h) => location.hash === h, hash);
  await mainNav(page).getByRole("link", { name: "API", exact: true }).click();
  await showing(page, "/api/");
  await moves(page, ["back", "back"]);
  await assertShows(page, "/docs/intro/");
  assert.is(await page.evaluate(() => location.hash), "");
});

races(
  "a link clicked while Back's page is loading wins, and Back then restores the older page",
  async ({ site }) => {
    const page = await openSlow(await slowContext(site), site, "/docs/intro/");
    await page.evaluate(() => window.scrollTo(0, 400));
    // A script click: the navbar hides while scrolling down, so a pointer could not reach it.
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>(".navbar__link[href='/api/']")!.click(),
    );
    await showing(page, "/api/");
    await moves(page, ["back"]);
    await page
      .getByRole("navigation", { name: "API sidebar" })
      .getByRole("link", { name: "Changelog" })
      .click();
    await showing(page, "/api/changelog/");
    await assertShows(page, "/api/changelog/");
    await moves(page, ["back"]);
    await showing(page, "/docs/intro/");
    await assertShows(page, "/docs/intro/");
    const scrollY = await page.evaluate(() => Math.round(window.scrollY));
    assert.ok(
      Math.abs(scrollY - 400) < 5,
      `the introduction's scroll position comes back, got ${scrollY}`,
    );
  },
);

for (const hash of ["#%", "#%E0%A4%A"]) {
  races(
    `an undecodable hash (${hash}) means no target: top of the page, focus as without a hash`,
    async ({ site }) => {
      const path = "/docs/getting-started/usage/";
      const page = await openSlow(await slowContext(site), site, path + hash);
      await page
        .getByRole("navigation", { name: "Docs sidebar" })
        .getByRole("link", { name: "Development" })
        .click();
      await showing(page, "/docs/development/");
      await page.evaluate(() => window.scrollTo(0, 300));
      await moves(page, ["back"]);
      await showing(page, path);
      await assertShows(page, path);
      const after = await page.evaluate(() => ({
        hash: location.hash,
        scrollY: Math.round(window.scrollY),
        focused: document.activeElement?.tagName,
      }));
      assert.is(after.hash, hash);
      assert.is(after.scrollY, 0);
      assert.is(after.focused, "H1");
    },
  );
}

races.run();
