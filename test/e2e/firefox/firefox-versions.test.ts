// The Firefox lane for the documented releases, in Debian's firefox-esr: the version menu keeps
// the page and anchor through the client router and names the new page's release after the
// swap, a kept version that no longer exists is forgotten on reload, and an older page has its
// banner, noindex and the latest as canonical, with axe passing with the menu open in light and
// dark mode; search on an older page keeps to that release.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startFirefoxSite, type FirefoxPage, type FirefoxSite } from "../../helpers/firefox.ts";
import { axeViolations } from "../../helpers/axe.ts";
import plainSite from "../../../config/site.js";
import { validSiteConfig } from "../../../config/check.js";
import { documentedReleases } from "../../../eleventy/releases.js";
import { STORAGE_KEYS, THEME_QUERY_PARAMETER } from "../../../contract/index.js";

const firefox = suite<{ site: FirefoxSite }>("Firefox lane: documented releases");
firefox.before(async (context) => {
  context.site = await startFirefoxSite();
});
firefox.after(async (context) => {
  await context.site?.close();
});

const [latest, older] = documentedReleases(validSiteConfig(plainSite) as any);
const KEY = STORAGE_KEYS.docsPreferredVersion;
const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;
/** The navbar's version menu (the desktop one; the mobile panel holds a hidden twin). */
const MENU = "#navbar .navbar__items--right .version-menu";
const SUMMARY = `${MENU} summary`;
const item = (name: string) => `${MENU} ${byRole("link", name)}`;
/** Opens the menu and chooses the item named `name` once it shows. */
async function choose(page: FirefoxPage, name: string) {
  // A jump to an anchor hides the navbar; scrolling up brings it back, as a reader would.
  if (await page.$("#navbar.navbar--hidden")) {
    await page.mouse.wheel({ deltaY: -40 });
    await page.waitForSelector("#navbar:not(.navbar--hidden)");
  }
  await page.click(SUMMARY);
  const link = await page.waitForSelector(item(name), { visible: true });
  await link!.click();
}
const summaryText = (page: FirefoxPage) =>
  page.$eval(SUMMARY, (summary) => summary.textContent!.replace(/\s+/g, " ").trim());
const kept = (page: FirefoxPage) => page.evaluate((key: string) => localStorage.getItem(key), KEY);

firefox(
  "the version menu keeps the page and anchor, both ways, and names the new page's release",
  async ({ site }) => {
    const { page, problems } = await site.open("/docs/getting-started/usage/#options");
    assert.is(await summaryText(page), `Version ${latest.label} latest`);
    await choose(page, older.label);
    await page.waitForFunction(
      (url: string) => location.pathname + location.hash === url,
      {},
      `${older.prefix}/docs/getting-started/usage/#options`,
    );
    await page.waitForSelector(byRole("note", "Older release"));
    assert.is(await kept(page), older.version);
    // The router swapped the menu with the page.
    assert.is(await summaryText(page), `Version ${older.label}`);
    await choose(page, `${latest.label} (latest)`);
    await page.waitForFunction(
      () => location.pathname + location.hash === "/docs/getting-started/usage/#options",
    );
    assert.is(await summaryText(page), `Version ${latest.label} latest`);
    assert.is(await kept(page), latest.version);
    assert.equal(problems.consoleErrors, []);
  },
);

firefox("a kept version that no longer exists is forgotten on reload", async ({ site }) => {
  const { page } = await site.open("/");
  await page.evaluate((key: string) => localStorage.setItem(key, "0.0.1-gone"), KEY);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === "true");
  assert.is(await kept(page), null);
});

for (const theme of ["light", "dark"]) {
  firefox(
    `an older page has its banner, noindex and canonical; axe passes with the menu open (${theme})`,
    async ({ site }) => {
      const { page } = await site.open(
        `${older.prefix}/docs/getting-started/usage/?${THEME_QUERY_PARAMETER}=${theme}`,
      );
      assert.is(await page.evaluate(() => document.documentElement.dataset.theme), theme);
      await page.waitForSelector(byRole("link", `read this page in ${latest.label}`));
      assert.is(
        await page.$eval('meta[name="robots"]', (meta) => meta.getAttribute("content")),
        "noindex",
      );
      assert.is(
        await page.$eval('link[rel="canonical"]', (link) => link.getAttribute("href")),
        `${plainSite.url}/docs/getting-started/usage/`,
      );
      await page.click(SUMMARY);
      await page.waitForSelector(item(`${latest.label} (latest)`), { visible: true });
      assert.equal(await axeViolations(page), []);
    },
  );
}

firefox("search on an older release's page finds that release's pages", async ({ site }) => {
  const { page } = await site.open(`${older.prefix}/docs/intro/`);
  await page.keyboard.press("/");
  await page.waitForSelector(byRole("dialog", "Search the documentation"));
  await page.keyboard.type("locateFile");
  // Wait for the answer to this query: the status names it once results are in.
  await page.waitForFunction(
    () =>
      document
        .querySelector("dialog[open] [role='status']")
        ?.textContent?.includes('"locateFile"') &&
      document.querySelectorAll("dialog[open] .search__page-link").length > 0,
    { timeout: 15_000 },
  );
  const urls: string[] = await page.evaluate(() =>
    [...document.querySelectorAll("dialog[open] .search__page-link")].map((a) =>
      a.getAttribute("href")!.replace(/\?[^#]*/, ""),
    ),
  );
  const latestsOwn = urls.filter((url) => /^\/(docs|api)\/(?!changelog\/|changes\/)/.test(url));
  assert.equal(latestsOwn, [], `no latest pages: ${urls.join(", ")}`);
  assert.ok(
    urls.some((url) => url.startsWith(`${older.prefix}/`)),
    urls.join(", "),
  );
});

firefox.run();
