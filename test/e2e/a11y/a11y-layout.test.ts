// What axe does not measure, in Chromium: target size (2.5.8) at 375 and 1280 px (and, with axe,
// under the sidebar's collapse button at laptop heights), reflow at
// 320 px (1.4.10), text spacing (1.4.12), 200 % zoom, forced colours, reduced motion and a
// request for more contrast, on a representative set of routes.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { axeViolations } from "../../helpers/axe.ts";
import { focusProblem } from "./focus.ts";
import {
  clippedText,
  horizontalOverflow,
  movingElements,
  smallTargets,
  spaceText,
} from "./layout-checks.ts";
import { hydrated } from "../../helpers/site.ts";
import { waitUntil } from "../../helpers/wait.ts";

const layout = browserSuite("accessible layout");
const ROUTES = [
  "/",
  "/docs/getting-started/usage/",
  "/docs/getting-started/installation/",
  "/api/interface/VideoTrack/",
  "/api/fields/",
  "/demo/",
  "/playground/",
  "/accessibility/",
];

/** Runs `check` on every route in one tab of `width`; returns "route: problem" lines. */
async function onEveryRoute(
  site: Parameters<Parameters<typeof layout>[1]>[0]["site"],
  width: number,
  check: (page: Page) => Promise<string[]>,
  prepare?: (page: Page) => Promise<void>,
): Promise<string[]> {
  const ctx = await site.context({ viewport: { width, height: 800 } });
  const page = await ctx.newPage();
  const problems: string[] = [];
  for (const route of ROUTES) {
    await page.goto(site.origin + route);
    await hydrated(page);
    await prepare?.(page);
    for (const problem of await check(page)) problems.push(`${width} px ${route}: ${problem}`);
  }
  await ctx.close();
  return problems;
}

/** Target size first, then the same load with WCAG 1.4.12's spacing applied: one load per route. */
async function targetsThenSpacing(page: Page): Promise<string[]> {
  const small = await smallTargets(page);
  await spaceText(page);
  const clipped = await clippedText(page);
  return [...small, ...clipped.map((problem) => `with text spacing, ${problem}`)];
}

layout(
  "every control is at least 24×24 px or spaced as WCAG 2.5.8 allows, and text spacing clips no text",
  async ({ site }) => {
    const problems = [
      ...(await onEveryRoute(site, 375, targetsThenSpacing)),
      ...(await onEveryRoute(site, 1280, targetsThenSpacing)),
    ];
    assert.equal(problems, [], problems.join("\n"));
  },
);

/** API pages: their sidebar is about as tall as a laptop screen, so that its last links meet the
 * collapse button, which sticks to the viewport's bottom. */
const LONG_SIDEBAR = ["/api/interface/VideoTrack/", "/api/interface/MediaInfoResult/"];

/** The sidebar's links (and category toggles) whose middle, inside the menu's visible box, lies
 * under the collapse button, which sticks to the viewport's bottom. */
const coveredSidebarLinks = (page: Page) =>
  page.locator("#doc-sidebar-menu").evaluate((menu) => {
    const box = menu.getBoundingClientRect();
    const button = menu.parentElement!.querySelector(".doc-sidebar__collapse");
    const covered: string[] = [];
    for (const target of menu.querySelectorAll("a, summary")) {
      const rect = target.getBoundingClientRect();
      const [x, y] = [(rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2];
      if (rect.height === 0 || y < box.top || y > box.bottom) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && button?.contains(hit)) covered.push(target.textContent!.trim());
    }
    return covered;
  });

layout(
  "at common laptop heights no sidebar link is hidden under the sidebar's collapse button",
  async ({ site }) => {
    const problems: string[] = [];
    for (const height of [700, 800, 850, 900, 1000]) {
      const ctx = await site.context({ viewport: { width: 1280, height } });
      const page = await ctx.newPage();
      for (const route of LONG_SIDEBAR) {
        await page.goto(site.origin + route);
        await hydrated(page);
        const at = `1280 × ${height} ${route}`;
        for (const violation of await axeViolations(page)) problems.push(`${at}: ${violation}`);
        for (const end of ["top", "bottom"]) {
          await page
            .locator("#doc-sidebar-menu")
            .evaluate((menu, top) => (menu.scrollTop = top ? 0 : menu.scrollHeight), end === "top");
          for (const link of await coveredSidebarLinks(page))
            problems.push(`${at}, menu scrolled to the ${end}: "${link}" is covered`);
        }
      }
      await ctx.close();
    }
    assert.equal(problems, [], problems.join("\n"));
  },
);

layout("at 320 px and at 200 % zoom nothing scrolls sideways or is lost", async ({ site }) => {
  // 200 % zoom of a 1280 px window lays out as 640 CSS px.
  const problems = [
    ...(await onEveryRoute(site, 320, horizontalOverflow)),
    ...(await onEveryRoute(site, 640, horizontalOverflow)),
  ];
  assert.equal(problems, [], problems.join("\n"));
});

layout("with forced colours, focus outlines, buttons and icons stay visible", async ({ site }) => {
  const page = await site.open("/docs/getting-started/usage/", { forcedColors: "active" });
  const problems: string[] = [];
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press("Tab");
    const problem = await focusProblem(page);
    if (problem) problems.push(problem);
  }
  await page.evaluate("globalThis.__name ??= (f) => f");
  const unseen = await page.evaluate(() =>
    [...document.querySelectorAll<SVGElement>("button svg, a svg")]
      .filter((icon) => icon.getBoundingClientRect().width > 0)
      .filter((icon) => {
        const style = getComputedStyle(icon);
        const painted = (paint: string) => paint !== "none" && !/rgba\(.*, 0\)$/.test(paint);
        return !painted(style.fill) && !painted(style.stroke);
      })
      .map((icon) => icon.closest("a, button")!.getAttribute("aria-label") ?? "an icon"),
  );
  assert.equal([...problems, ...unseen], []);
});

layout("with reduced motion nothing animates or transitions", async ({ site }) => {
  const problems: string[] = [];
  for (const [route, width] of [
    ["/docs/getting-started/usage/", 1280],
    ["/docs/getting-started/usage/", 375],
    ["/demo/", 1280],
  ] as const) {
    const page = await site.open(route, {
      reducedMotion: "reduce",
      viewport: { width, height: 800 },
    });
    if (width === 375) {
      await page.getByRole("button", { name: "Toggle navigation bar" }).click();
      await waitUntil(page, () => !document.getElementById("navbar-sidebar")!.hidden);
    }
    for (const moving of await movingElements(page))
      problems.push(`${width} px ${route}: ${moving}`);
  }
  assert.equal(problems, [], problems.join("\n"));
});

layout("with a request for more contrast the pages still pass axe", async ({ site }) => {
  const problems: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    const ctx = await site.context({ contrast: "more", colorScheme });
    const page = await ctx.newPage();
    for (const route of ROUTES.slice(0, 4)) {
      await page.goto(site.origin + route);
      await hydrated(page);
      for (const violation of await axeViolations(page))
        problems.push(`${colorScheme} ${route}: ${violation}`);
    }
    await ctx.close();
  }
  assert.equal(problems, [], problems.join("\n"));
});

layout.run();
