// After a client-side swap, everything about the document that depends on the page shown, outside
// the main content (title, <html> attributes, head links and meta, navbar links), equals a fresh
// load of the same page: the language menu once kept pointing at the previous page.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { hydrated, problemsOf, visibleLink } from "../../helpers/site.ts";
import { waitUntil } from "../../helpers/wait.ts";

const swap = browserSuite("a swapped page equals a loaded one");

/** Everything about the document that depends on which page it shows, outside the content. */
function pageDependentState() {
  const html = document.documentElement;
  return {
    title: document.title,
    htmlAttributes: [...html.attributes]
      .filter((a) => !/^data-(theme|js|has-hydrated|announcement)/.test(a.name))
      .map((a) => `${a.name}=${a.value}`)
      .sort(),
    head: [...document.head.querySelectorAll("meta, link, script[type='application/ld+json']")]
      .map((element) => element.outerHTML)
      .sort(),
    navbarLinks: [...document.querySelectorAll(".navbar a[href]")].map(
      (a) =>
        `${a.textContent?.trim()} → ${a.getAttribute("href")} (${a.getAttribute("aria-current")})`,
    ),
  };
}

for (const [from, linkName, to] of [
  ["/docs/intro/", "API", "/api/"],
  ["/api/interface/VideoTrack/", "Docs", "/docs/intro/"],
  ["/docs/getting-started/usage/", "API", "/api/"],
] as const) {
  swap(
    `after client navigation ${from} → ${to}, head, <html> and navbar links equal a fresh load of ${to}`,
    async ({ site }) => {
      const page = await site.open(from);
      await page.evaluate(() => ((window as any).sameDocument = true));
      await visibleLink(page, linkName).click();
      await waitUntil(
        page,
        (path) => location.pathname === path && document.querySelector("main h1"),
        to,
      );
      assert.ok(
        await page.evaluate(() => (window as any).sameDocument === true),
        "the page was swapped, not reloaded",
      );
      // The star count arrives from a (stubbed) request: both pages show it before they are compared.
      const starsShown = (target: Page) =>
        target
          .getByRole("link", { name: /GitHub repository, [\d,]+ stars/ })
          .first()
          .waitFor();
      await starsShown(page);
      const swapped = await page.evaluate(pageDependentState);

      const fresh = await site.open(to);
      await starsShown(fresh);
      const loaded = await fresh.evaluate(pageDependentState);
      assert.equal(swapped, loaded);
      // The language menu's entry is the bug that shipped: it kept pointing at the previous page.
      assert.ok(
        swapped.navbarLinks.some((link) => link.startsWith(`English → ${to} `)),
        "the language menu links to the current page",
      );
      assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
    },
  );
}

swap.run();
