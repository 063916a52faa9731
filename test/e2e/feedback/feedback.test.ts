// Feedback without tracking: "Was this page helpful?" at the end of a docs page and "Tell us what
// you looked for" under a search that found nothing open a prefilled issue on the site's
// repository, as plain links without JavaScript; with it the reader adds words and reads the exact
// text first. No request leaves the page, and the parts pass axe.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { axeViolations } from "../../helpers/axe.ts";
import { mainNav } from "../../helpers/site.ts";
import plainConfig from "../../../config/site.js";
import { validSiteConfig } from "../../../config/check.js";

const siteConfig = validSiteConfig(plainConfig);
const feedback = browserSuite("feedback");
const INTRO = "/docs/intro/";
const NEW_ISSUE = `${siteConfig.repoUrl}/issues/new`;

/** The title and body a new-issue link prefills. */
function decoded(href: string | null) {
  const url = new URL(href ?? "");
  assert.is(`${url.origin}${url.pathname}`, NEW_ISSUE);
  return { title: url.searchParams.get("title"), body: url.searchParams.get("body") ?? "" };
}

/** Every request the page makes from now on that is not to the site itself, or that sends data. */
function outgoing(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(origin) || request.method() !== "GET")
      seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

feedback("without JavaScript, Yes and No are links to a prefilled issue", async ({ site }) => {
  for (const [path, release] of [
    [INTRO, "0.3.8"],
    ["/0.3.6/docs/intro/", "0.3.6"],
  ]) {
    const page = await site.open(path, { javaScriptEnabled: false });
    await page.getByRole("heading", { name: "Was this page helpful?" }).waitFor();
    for (const [name, verdict] of [
      ["Yes", "yes"],
      ["No", "no"],
    ]) {
      const link = page.getByRole("link", { name, exact: true });
      const { title, body } = decoded(await link.getAttribute("href"));
      assert.match(title!, new RegExp(`^Docs feedback \\((not )?helpful\\): Introduction$`));
      assert.ok(
        body.startsWith(
          `Page: ${siteConfig.url}${path}\nRelease: ${release}\nHelpful: ${verdict}\n\n`,
        ),
        body,
      );
    }
    await page.close();
  }
});

feedback(
  "with JavaScript, an answer shows the reader's words in the exact issue text before leaving",
  async ({ site }) => {
    const page = await site.open(INTRO);
    const sent = outgoing(page, site.origin);
    await page.getByRole("link", { name: "No", exact: true }).click();
    const words = page.getByRole("textbox", { name: "Your words (optional)" });
    await words.waitFor();
    assert.is(page.url(), site.origin + INTRO, "the answer did not leave the page");
    await words.fill("The & in 100 % confused me");
    const preview = page.getByLabel("The issue you would open reads:");
    const expected = `Docs feedback (not helpful): Introduction\n\nPage: ${siteConfig.url}${INTRO}\nRelease: 0.3.8\nHelpful: no\n\nThe & in 100 % confused me`;
    await preview.filter({ hasText: "confused me" }).waitFor();
    assert.is(await preview.textContent(), expected);
    const open = page.getByRole("link", { name: "Open this issue on GitHub" });
    const { title, body } = decoded(await open.getAttribute("href"));
    assert.is(`${title}\n\n${body}`, expected, "the link files what the preview shows");
    assert.equal(await axeViolations(page), []);
    assert.equal(sent, [], "nothing left the page");
  },
);

feedback("a search that finds nothing offers to tell what was looked for", async ({ site }) => {
  const page = await site.open(INTRO);
  const sent = outgoing(page, site.origin);
  await page.waitForSelector(".navbar [data-island='search'][data-island-ready]");
  await mainNav(page).getByRole("button", { name: "Search" }).filter({ visible: true }).click();
  const dialog = page.getByRole("dialog", { name: "Search the documentation" });
  await dialog.getByRole("searchbox", { name: "Search docs and API" }).fill("zzqxjvw");
  await dialog.getByRole("status").filter({ hasText: 'No results for "zzqxjvw"' }).waitFor();
  await dialog.getByText("Tell us what you looked for").click();
  await dialog.getByRole("textbox", { name: "Your words (optional)" }).fill("a made-up word");
  const expected = `Search found nothing: zzqxjvw\n\nSearched for: zzqxjvw\nPage: ${site.origin}${INTRO}\nRelease: 0.3.8\n\na made-up word`;
  const preview = dialog.getByLabel("The issue you would open reads:");
  await preview.filter({ hasText: "a made-up word" }).waitFor();
  assert.is(await preview.textContent(), expected);
  const { title, body } = decoded(
    await dialog.getByRole("link", { name: "Open this issue on GitHub" }).getAttribute("href"),
  );
  assert.is(`${title}\n\n${body}`, expected);
  assert.equal(await axeViolations(page), []);
  assert.equal(sent, [], "nothing left the page");
});

feedback.run();
