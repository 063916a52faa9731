// The Markdown twin link follows client-side navigation like the other head links:
// after a swap, and after Back, the head names the twin of the page on screen, and that twin is
// served as Markdown.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import type { Page } from "playwright-core";
import { waitUntil } from "../../helpers/wait.ts";

const twins = browserSuite("Markdown twin link");

const twinLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll("link[rel='alternate'][type='text/markdown']")].map((link) =>
      link.getAttribute("href"),
    ),
  );

twins(
  "after a client-side navigation and after Back, the head names the shown page's twin",
  async ({ site }) => {
    const page = await site.open("/docs/intro/");
    await page.evaluate(() => ((window as any).sameDocument = true));
    assert.equal(await twinLinks(page), ["/docs/intro/index.html.md"]);

    await page.getByRole("main").getByRole("link", { name: "Usage", exact: true }).first().click();
    await waitUntil(
      page,
      () =>
        location.pathname === "/docs/getting-started/usage/" &&
        document.querySelector("main h1")?.textContent === "Usage",
    );
    assert.ok(
      await page.evaluate(() => (window as any).sameDocument === true),
      "a client-side swap, not a full load",
    );
    assert.equal(await twinLinks(page), ["/docs/getting-started/usage/index.html.md"]);
    const response = await page.request.get(
      site.origin + "/docs/getting-started/usage/index.html.md",
    );
    assert.match(response.headers()["content-type"], /^text\/markdown/);
    assert.match(await response.text(), /^# Usage\n/);

    await page.goBack();
    await waitUntil(
      page,
      () =>
        location.pathname === "/docs/intro/" &&
        document.querySelector("main h1")?.textContent === "Introduction",
    );
    assert.equal(await twinLinks(page), ["/docs/intro/index.html.md"]);
  },
);

twins.run();
