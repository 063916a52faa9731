// Quality gates in a real browser. Every sitemap route (and the 404 page) is checked by axe in all
// eight combinations of width (375 and 1280 px), colour scheme (light, dark) and JavaScript (on,
// off): the no-JS dark palette and the narrow layouts are where earlier failures hid. With
// JavaScript on, pages also must log no console error and no CSP violation.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { olderReleaseSamples, sitemapRoutes } from "../../helpers/built-site.ts";
import type { Page, Route } from "playwright-core";
import { problemsOf, watchPage } from "../../helpers/site.ts";
import { axeViolations } from "../../helpers/axe.ts";
import {
  BEHAVIOUR_ATTRIBUTE,
  BEHAVIOUR_READY_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
} from "../../../contract/index.js";
import { waitUntil } from "../../helpers/wait.ts";

const gates = browserSuite("quality gates");
const ROUTES = [...sitemapRoutes(), ...olderReleaseSamples(), "/no-such-page/"];
const COMBINATIONS = [375, 1280].flatMap((width) =>
  (["light", "dark"] as const).flatMap((colorScheme) =>
    [true, false].map((javaScript) => ({ width, colorScheme, javaScript })),
  ),
);
const nameOf = ({ width, colorScheme, javaScript }: (typeof COMBINATIONS)[number]) =>
  `${width} ${colorScheme} JS ${javaScript ? "on" : "off"}`;

/**
 * Serves every document without its scripts: the page as a browser with JavaScript off shows it
 * (the site has no <noscript> and no `scripting` media query). The context itself keeps JavaScript,
 * because axe needs it: in a context with JavaScript disabled, axe.run never settles.
 */
async function withoutScripts(route: Route) {
  if (route.request().resourceType() !== "document") return route.fallback();
  // A keep-alive connection the server closes as the next request goes out resets (seen on a
  // loaded machine): that request never reached the server, so sending it again is safe.
  const response = await route
    .fetch()
    .catch((error) => (/ECONNRESET/.test(String(error)) ? route.fetch() : Promise.reject(error)));
  const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  return route.fulfill({ response, body: html });
}

/**
 * Checks one route in a worker's tab; returns its failures. The tab is reused from route to
 * route as a reader's is: a fresh load each time, and on this machine twice as fast as a new tab.
 */
async function checkRoute(
  page: Page,
  origin: string,
  route: string,
  javaScript: boolean,
  colorScheme: string,
): Promise<string[]> {
  const failures: string[] = [];
  const found = problemsOf(page);
  found.consoleErrors.length = 0;
  found.cspViolations.length = 0;
  await page.goto(origin + route, { waitUntil: "load" });
  if (javaScript) {
    // Really ready: every island (lazy ones with their code) and every behaviour of the page.
    await waitUntil(
      page,
      ([hydrated, island, islandReady, behaviour, behaviourReady]) =>
        document.documentElement.getAttribute(hydrated) === "true" &&
        !document.querySelector(
          `[${island}]:not([${islandReady}]), [${behaviour}]:not([${behaviourReady}])`,
        ),
      [
        HYDRATED_ATTRIBUTE,
        ISLAND_ATTRIBUTE,
        ISLAND_READY_ATTRIBUTE,
        BEHAVIOUR_ATTRIBUTE,
        BEHAVIOUR_READY_ATTRIBUTE,
      ],
    );
    const theme = await page.getAttribute("html", "data-theme");
    if (theme !== colorScheme)
      failures.push(`${route} theme is ${theme}, not the system's ${colorScheme}`);
  } else if (
    await page.evaluate(
      () => document.scripts.length > 0 || document.documentElement.hasAttribute("data-js"),
    )
  ) {
    failures.push(`${route} still ran or held scripts with JavaScript off`);
  }
  for (const violation of await axeViolations(page)) failures.push(`${route} ${violation}`);
  if (javaScript) {
    for (const error of found.consoleErrors) {
      // The unknown path's own document answers 404 on purpose; Chromium logs that status.
      if (route === "/no-such-page/" && /status of 404/.test(error)) continue;
      failures.push(`${route} console: ${error}`);
    }
    for (const violation of found.cspViolations) failures.push(`${route} ${violation}`);
  }
  return failures;
}

for (const combination of COMBINATIONS) {
  gates(`every route passes axe (${nameOf(combination)})`, async ({ site }) => {
    assert.ok(ROUTES.length >= 10, `only ${ROUTES.length} routes`);
    const { width, colorScheme, javaScript } = combination;
    const ctx = await site.context({ colorScheme, viewport: { width, height: 800 } });
    if (!javaScript) await ctx.route(`${site.origin}/**`, withoutScripts);
    const failures: string[] = [];
    // Two pages at a time: the machine has two cores.
    const queue = [...ROUTES];
    const worker = async () => {
      const page = await ctx.newPage();
      watchPage(page);
      for (let route = queue.shift(); route; route = queue.shift())
        failures.push(...(await checkRoute(page, site.origin, route, javaScript, colorScheme)));
    };
    await Promise.all([worker(), worker()]);
    await ctx.close();
    assert.equal(failures, [], failures.join("\n"));
  });
}

gates.run();
