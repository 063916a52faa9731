// Type hints in a real browser: on the Usage page, `mediaInfoFactory` shows the signature the
// compiler gives it on hover, on keyboard focus and on tap; the pointer can move into the popup;
// Escape closes it; and axe finds nothing with a popup open in either colour scheme. The demo's
// generated code has them too, for the options of its result, and shows the same text as before.
import * as assert from "uvu/assert";
import type { Locator, Page } from "playwright-core";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { axeViolations } from "../../helpers/axe.ts";
import { allFences } from "../../helpers/examples.ts";
import { corpus } from "../../helpers/corpus.ts";
import { analyse, entries, openDemo } from "../../helpers/demo.ts";
import { nextFrames } from "../../helpers/site.ts";
import { typeInfo } from "../../../components/type-hints/build/compile.js";
import {
  snippetFor,
  type SnippetOptions,
  type SnippetTarget,
} from "../../../components/media-demo/views/snippets.ts";
import { waitUntil } from "../../helpers/wait.ts";

const USAGE = "/docs/getting-started/usage/";
const NAME = "mediaInfoFactory";

// What the compiler says about the name in the page's first example: the popup's first line.
const first = allFences().find(
  (fence) => fence.source === "site/docs/getting-started/usage.md" && fence.lang === "js",
)!;
const hover = typeInfo(first.code.trim(), "js").hovers.find((h) => h.text.includes(NAME))!;
const SIGNATURE = hover.text.split("\n")[0];

const hints = browserSuite("type hints");
const firstHint = (page: Page) => page.getByRole("button", { name: NAME, exact: true }).first();

/** The popup the hint points to, or null when none is open. */
async function popupOf(hint: Locator): Promise<Locator | null> {
  const id = await hint.getAttribute("aria-describedby");
  return id ? hint.page().locator(`#${id}`) : null;
}

/** The popup of `hint` once it opens: the first use of a hint that came after the page loaded
 * (the demo's code panel) loads the popups' code first. */
async function openedPopup(hint: Locator): Promise<Locator | null> {
  await hint.locator("xpath=self::*[@aria-describedby]").waitFor({ timeout: 10_000 });
  return popupOf(hint);
}

hints(
  "hovering mediaInfoFactory shows its signature; the popup is hoverable; Escape closes it",
  async ({ site }) => {
    const page = await site.open(USAGE);
    await firstHint(page).waitFor();
    const hint = firstHint(page);
    await hint.hover();
    const popup = await popupOf(hint);
    assert.ok(popup, "hover opens a popup");
    assert.ok((await popup.textContent())?.includes(SIGNATURE), `the popup shows ${SIGNATURE}`);
    const link = popup.getByRole("link", { name: `API reference: ${NAME}` });
    const response = await page.request.get(site.origin + (await link.getAttribute("href")));
    assert.is(response.status(), 200, "the popup links to the API page");
    await popup.hover();
    assert.ok(await popup.isVisible(), "the popup stays while the pointer is on it");
    await page.keyboard.press("Escape");
    assert.is(await popupOf(hint), null, "Escape closes the popup");
    assert.is(await popup.count(), 0);
  },
);

hints(
  "keyboard focus on mediaInfoFactory shows its signature; Escape closes it",
  async ({ site }) => {
    const page = await site.open(USAGE);
    await firstHint(page).waitFor();
    const hint = firstHint(page);
    // Tab from the code block the name is in: its first hint is the block's one tab stop.
    await hint.locator("xpath=ancestor::pre").focus();
    await page.keyboard.press("Tab");
    assert.ok(await hint.evaluate((el) => el === document.activeElement), "Tab reaches the name");
    const popup = await popupOf(hint);
    assert.ok(
      popup && (await popup.textContent())?.includes(SIGNATURE),
      "focus shows the signature",
    );
    await page.keyboard.press("Escape");
    assert.is(await popupOf(hint), null, "Escape closes the popup");
    assert.ok(
      await hint.evaluate((el) => el === document.activeElement),
      "focus stays on the name",
    );
    await page.keyboard.press("ArrowRight");
    assert.ok(await hint.evaluate((el) => el !== document.activeElement), "arrows move on");
  },
);

hints("a tap on mediaInfoFactory shows its signature", async ({ site }) => {
  const ctx = await site.context({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 800 },
  });
  const page = await ctx.newPage();
  await page.goto(site.origin + USAGE);
  const hint = firstHint(page);
  await hint.waitFor();
  await hint.tap();
  const popup = await popupOf(hint);
  assert.ok(popup && (await popup.textContent())?.includes(SIGNATURE), "a tap shows the signature");
  await ctx.close();
});

for (const colorScheme of ["light", "dark"] as const)
  hints(`axe finds nothing with a popup open (${colorScheme})`, async ({ site }) => {
    const ctx = await site.context({ colorScheme });
    const page = await ctx.newPage();
    await page.goto(site.origin + USAGE);
    const hint = firstHint(page);
    await hint.waitFor();
    await hint.focus();
    assert.ok(await popupOf(hint), "the popup is open");
    assert.equal(await axeViolations(page), []);
    await ctx.close();
  });

// The demo: a corpus file analysed with `full` and a 64 KiB chunk size, its code panel opened.
const FLAC = corpus().find((entry) => entry.file === "tone.flac")!;
const CHOSEN = { full: true, coverData: false, chunkSize: 64 * 1024 };
const REGIONS: [SnippetTarget, string][] = [
  ["browser", "In a page"],
  ["worker", "In a worker"],
  ["node", "In Node.js"],
];

/** What the compiler says of the factory's call in the snippet (the popup's first line). */
function callSignature(target: SnippetTarget, options: SnippetOptions): string {
  const code = snippetFor(target, options).trim();
  const call = code.indexOf(`${NAME}(`);
  return typeInfo(code, "js")
    .hovers.find((h) => h.start === call)!
    .text.split("\n")[0];
}

async function openCodePanel(page: Page): Promise<Locator> {
  await page.getByRole("switch", { name: /full/ }).check();
  await page.getByRole("combobox", { name: /chunkSize/ }).selectOption({ label: "64 KiB" });
  await analyse(page, [FLAC.path], 1);
  await entries(page).first().getByRole("tab", { name: "Get this in code" }).click();
  return entries(page).first().getByRole("tabpanel");
}

hints(
  "the demo's generated code shows the compiler's signatures for its options, same text",
  async ({ site }) => {
    const page = await openDemo(site);
    const panel = await openCodePanel(page);
    const seen: string[] = [];
    for (const format of ["object", "JSON"] as const) {
      await panel.getByRole("combobox", { name: "Result format" }).selectOption(format);
      const options = { format, ...CHOSEN };
      const call = panel
        .getByRole("region", { name: "In a page" })
        .getByRole("button", { name: NAME, exact: true })
        .nth(1);
      const signature = callSignature("browser", options);
      await waitUntil(
        page,
        (text) => document.querySelector(".media-demo__code pre")?.textContent?.includes(text),
        format === "object" ? "mediaInfoFactory({ full" : 'format: "JSON"',
      );
      await call.hover();
      const hovered = await openedPopup(call);
      assert.ok(hovered, `${format}: hover opens a popup`);
      assert.ok((await hovered.textContent())?.includes(signature), `${format}: ${signature}`);
      await page.keyboard.press("Escape");
      await call.focus();
      const focused = await openedPopup(call);
      assert.ok(focused && (await focused.textContent())?.includes(signature), "focus shows it");
      for (const other of seen) assert.not.match((await focused.textContent())!, other);
      seen.push(signature);
      for (const [target, title] of REGIONS) {
        const region = panel.getByRole("region", { name: title });
        assert.ok(await region.getByRole("button", { name: NAME, exact: true }).count(), title);
        assert.is(await region.locator("pre").textContent(), snippetFor(target, options), title);
      }
    }
    assert.not.equal(seen[0], seen[1], "the format changes the factory's signature");
    assert.ok(await page.locator(".type-hint-popup").isVisible(), "a popup is open");
    assert.equal(await axeViolations(page), []);
  },
);

hints("without its hints the demo's code panel shows the plain code", async ({ site }) => {
  const page = await openDemo(site);
  await page.route(/\/assets\/demo-snippet-hints\./, (route) =>
    route.fulfill({ status: 500, body: "no" }),
  );
  const failed = page.waitForResponse(/\/assets\/demo-snippet-hints\./);
  const panel = await openCodePanel(page);
  await failed;
  await nextFrames(page);
  const region = panel.getByRole("region", { name: "In a page" });
  const options = { format: "object" as const, ...CHOSEN };
  assert.is(await region.locator("pre").textContent(), snippetFor("browser", options));
  assert.is(await panel.getByRole("button", { name: NAME, exact: true }).count(), 0);
  assert.is(await panel.getByRole("alert").count(), 0, "nothing alarming");
});

hints.run();
