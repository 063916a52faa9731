// Type hints in a real browser: on the Usage page, `mediaInfoFactory` shows the signature the
// compiler gives it on hover, on keyboard focus and on tap; the pointer can move into the popup;
// Escape closes it; and axe finds nothing with a popup open in either colour scheme.
import * as assert from "uvu/assert";
import type { Locator, Page } from "playwright-core";
import { browserSuite } from "../helpers/browser-suite.ts";
import { axeViolations } from "../helpers/axe.ts";
import { allFences } from "../helpers/examples.ts";
import { typeInfo } from "../../eleventy/type-hints/compile.js";

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

hints.run();
