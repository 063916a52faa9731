// The docs in a real browser: the Installation page's CSP claim proven with the real
// mediainfo.js UMD build and WebAssembly, sidebar categories and tabs without JavaScript, no
// sideways scrolling on phones, and screenshots for review (written, never compared).
import fs from "node:fs";
import type { Browser } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { browserSuite } from "../helpers/browser-suite.ts";
import { builtPage } from "../helpers/built-site.ts";
import { startCspLab, type Lab } from "../helpers/csp-lab.ts";
import { launchChromium } from "../helpers/site.ts";

const SCREENSHOT_DIR = "test-results/screenshots";
const WIDTHS = [375, 800, 1280];
const SHOT_ROUTES = [
  "/",
  "/docs/intro/",
  "/docs/getting-started/installation/",
  "/docs/getting-started/usage/",
  "/docs/category/examples/",
  "/license/",
];

/** The policy text shown in the code block whose title starts with `title`. */
function documentedPolicy(title: string): string {
  const doc = builtPage("/docs/getting-started/installation/").document;
  const block = [...doc.querySelectorAll(".code-block")].find((element) =>
    element.querySelector(".code-block__title")?.textContent?.startsWith(title),
  );
  if (!block) throw new Error(`no code block titled "${title}" on the Installation page`);
  return block.querySelector("pre")!.textContent!.trim();
}

const csp = suite<{ lab: Lab; browser: Browser; policy: string }>(
  "Installation page: Content Security Policy",
);

csp.before(async (context) => {
  const page = documentedPolicy("Content-Security-Policy (page");
  const worker = documentedPolicy("Content-Security-Policy (response for worker.js)");
  context.policy = page;
  context.lab = await startCspLab({
    page,
    worker,
    withoutUnsafeEval: page.replace(" 'unsafe-eval'", ""),
    strictPage: "default-src 'self'; script-src 'self'; worker-src 'self'",
  });
  context.browser = await launchChromium();
});
csp.after(async ({ lab, browser }) => {
  await browser.close();
  await lab.close();
});

async function outcome(browser: Browser, url: string) {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(
    () => document.body.dataset.result || document.body.dataset.error,
    null,
    { timeout: 30_000 },
  );
  const data = await page.evaluate(() => ({ ...document.body.dataset }));
  await page.close();
  return data;
}

csp("the documented page policy really contains both keywords", ({ policy }) => {
  assert.match(policy, /script-src [^;]*'unsafe-eval'/);
  assert.match(policy, /script-src [^;]*'wasm-unsafe-eval'/);
});

csp("mediainfo.js analyses a file under the documented policy", async ({ lab, browser }) => {
  const result = await outcome(browser, `${lab.origin}/page/page.html`);
  assert.is(result.error, undefined);
  assert.is(result.result, "Wave");
  assert.is(result.violation, undefined);
  assert.ok(
    lab.requests.includes("/dist/MediaInfoModule.wasm"),
    "the UMD build found the WASM one folder up from dist/umd/",
  );
});

csp(
  "from a URL at the server root the UMD build asks for /mediainfo.js/dist/MediaInfoModule.wasm",
  async ({ lab, browser }) => {
    const result = await outcome(browser, `${lab.origin}/page/short.html`);
    assert.ok(
      lab.requests.includes("/mediainfo.js/dist/MediaInfoModule.wasm"),
      lab.requests.join(", "),
    );
    assert.is(result.result, undefined, "that file does not exist here, so the factory fails");
  },
);

csp(
  "without 'unsafe-eval' the factory rejects with an EvalError and a script-src violation",
  async ({ lab, browser }) => {
    const result = await outcome(browser, `${lab.origin}/withoutUnsafeEval/page.html`);
    assert.is(result.result, undefined);
    assert.match(
      result.error ?? "",
      /^EvalError: .*'unsafe-eval' is not an allowed source of script/,
    );
    assert.is(result.violation, "script-src eval");
  },
);

csp(
  "a strict page runs it in a worker that is served with the documented worker policy",
  async ({ lab, browser }) => {
    const result = await outcome(browser, `${lab.origin}/strictPage/worker-page.html`);
    assert.is(result.error, undefined);
    assert.is(result.result, "Wave");
  },
);

csp("the same strict policy on the page itself stops the library", async ({ lab, browser }) => {
  const result = await outcome(browser, `${lab.origin}/strictPage/page.html`);
  assert.is(result.result, undefined);
  assert.match(result.error ?? "", /CompileError/);
});

csp.run();

const ui = browserSuite("docs pages in the browser");

ui("sidebar categories open and close without JavaScript", async ({ site }) => {
  const page = await site.open("/docs/intro/", { javaScriptEnabled: false });
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  const examples = sidebar.getByLabel(/sidebar category 'Examples'$/);
  const browserLink = sidebar.getByRole("link", {
    name: /Browser \(via CDN\)/,
    includeHidden: true,
  });
  const isOpen = () =>
    examples.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
  assert.is(await isOpen(), false);
  assert.is(await browserLink.isVisible(), false);
  await examples.click();
  assert.is(await isOpen(), true);
  assert.is(await browserLink.isVisible(), true);
  await examples.click();
  assert.is(await browserLink.isVisible(), false);
});

ui("without JavaScript every tab panel is visible with its label, in order", async ({ site }) => {
  const page = await site.open("/docs/getting-started/usage/", { javaScriptEnabled: false });
  const group = page.locator('.tabs-container[data-group-id="call-method"]'); // a tab set has no name of its own
  assert.is(await group.getByRole("tablist", { includeHidden: true }).isVisible(), false);
  const labels = group.locator(".tabs__panel-label");
  assert.equal(await labels.allTextContents(), ["Async", "Promise", "Callback"]);
  const panels = group.getByRole("tabpanel", { includeHidden: true });
  assert.is(await panels.count(), 3);
  for (const panel of await panels.all()) assert.ok(await panel.isVisible());
});

ui(
  "no page scrolls sideways at 375 px; wide code and tables scroll in their own box",
  async ({ site }) => {
    for (const route of SHOT_ROUTES) {
      const page = await site.open(route, { viewport: { width: 375, height: 800 } });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `${route} is ${width}px wide`);
      await page.close();
    }
    const page = await site.open("/docs/getting-started/usage/", {
      viewport: { width: 375, height: 800 },
    });
    const overflowing = await page.evaluate(
      () =>
        [...document.querySelectorAll(".markdown pre, .markdown table")].filter(
          (element) => element.scrollWidth > element.clientWidth,
        ).length,
    );
    assert.ok(
      overflowing > 0,
      "some code or table is wider than the phone and scrolls inside its box",
    );
  },
);

ui("prose lines hold 60 to 80 characters on desktop and tablet widths", async ({ site }) => {
  for (const width of [800, 1280]) {
    const page = await site.open("/docs/intro/", { viewport: { width, height: 900 } });
    const perLine = await page.evaluate(() => {
      const paragraph = document.querySelector(".doc-content > p")!;
      const style = getComputedStyle(paragraph);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = paragraph.textContent!;
      return paragraph.clientWidth / (context.measureText(text).width / text.length);
    });
    assert.ok(
      perLine >= 60 && perLine <= 80,
      `${Math.round(perLine)} characters per line at ${width}px`,
    );
    await page.close();
  }
});

ui("writes screenshots at 375, 800 and 1280 px in light and dark mode", async ({ site }) => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  let written = 0;
  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of WIDTHS) {
      const ctx = await site.context({ viewport: { width, height: 900 }, colorScheme });
      const page = await ctx.newPage();
      for (const route of SHOT_ROUTES) {
        await page.goto(site.origin + route);
        assert.is(await page.getAttribute("html", "data-theme"), colorScheme);
        const name = route === "/" ? "home" : route.replace(/^\/|\/$/g, "").replace(/\//g, "_");
        const file = `${SCREENSHOT_DIR}/${name}-${width}-${colorScheme}.png`;
        await page.screenshot({ path: file, fullPage: true });
        assert.ok(fs.statSync(file).size > 1000);
        written += 1;
      }
      await ctx.close();
    }
  }
  assert.is(written, SHOT_ROUTES.length * WIDTHS.length * 2);
});

ui.run();
