// Status messages (WCAG 4.1.3) as a screen reader gets them: the text of the live regions in
// Chromium's accessibility tree after searching, filtering, analysing a file and copying.
import * as assert from "uvu/assert";
import type { Route } from "playwright-core";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { announced } from "./live-regions.ts";
import { corpus } from "../../helpers/corpus.ts";
import { corpusFile, fieldFilterUsed, searchWithResults } from "./a11y-states.ts";
import { hydrated } from "../../helpers/site.ts";

const status = browserSuite("status messages");
const CLIPBOARD = { permissions: ["clipboard-read", "clipboard-write"] };

status("search and the field filter announce their result counts", async ({ site }) => {
  const search = await searchWithResults(site, "duration");
  await announced(search, /^\d+ results match "duration"/);
  const fields = await fieldFilterUsed(site, "bitrate");
  await announced(fields, /\d+/);
});

status("the demo announces an analysis when it starts and when it ends", async ({ site }) => {
  const { file, tracks } = corpus().find(({ file }) => file === "tone.flac")!;
  const page = await site.open("/demo/", CLIPBOARD);
  // The engine is held back, so the start is on record before the end can replace it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route("**/*.wasm", async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Media files to analyse").setInputFiles(corpusFile(file));
  await announced(page, new RegExp(`^Analysing ${file}…$`));
  release();
  await announced(page, new RegExp(`^${file}: ${tracks.length} tracks found\\.$`), 30_000);
  await page.getByRole("button", { name: "Copy JSON" }).click();
  await announced(page, new RegExp(`^Copied the result of ${file} as JSON\\.$`));
});

status("copying code, a field's link or the page is confirmed aloud", async ({ site }) => {
  const page = await site.open("/docs/getting-started/usage/", CLIPBOARD);
  await page.getByRole("button", { name: "Copy code to clipboard" }).first().click();
  await announced(page, /^Code copied to the clipboard\.$/);
  await page.getByRole("button", { name: "Page actions" }).click();
  await page.getByRole("menuitem", { name: "Copy page" }).click();
  await announced(page, /^Copied the page as Markdown\.$/);
  const fields = await fieldFilterUsed(site, "duration", CLIPBOARD);
  await fields.getByRole("button", { name: "Copy link to Duration", exact: true }).click();
  await announced(fields, /^Copied the link to Duration\.$/);
});

status.run();
