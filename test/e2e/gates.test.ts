// Quality gates in a real browser: every route has no axe violations, no console errors and no
// CSP violations; a representative set is also checked in dark mode and at 375 px.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { allRoutes, problemsOf, startSite, watchPage, type Site } from "../helpers/site.ts";
import { axeViolations } from "../helpers/axe.ts";

const gates = suite<{ site: Site }>("quality gates");
const REPRESENTATIVE = ["/", "/docs/getting-started/usage/", "/api/", "/demo/", "/no-such-page/"];

gates.before(async (context) => {
  context.site = await startSite();
});
gates.after(async (context) => {
  await context.site.close();
});

gates("every route: no axe violations, console errors or CSP violations (1280 px, light)", async ({ site }) => {
  const routes = [...allRoutes(), "/no-such-page/"];
  assert.ok(routes.length >= 10, `only ${routes.length} routes`);
  const failures: string[] = [];
  const ctx = await site.context({ colorScheme: "light" });
  for (const route of routes) {
    const page = await ctx.newPage();
    watchPage(page);
    await page.goto(site.origin + route, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === "true");
    for (const violation of await axeViolations(page)) failures.push(`${route} ${violation}`);
    const { consoleErrors, cspViolations } = problemsOf(page);
    for (const error of consoleErrors) {
      // The unknown path's own document answers 404 on purpose; Chromium logs that status.
      if (route === "/no-such-page/" && /status of 404/.test(error)) continue;
      failures.push(`${route} console: ${error}`);
    }
    for (const violation of cspViolations) failures.push(`${route} ${violation}`);
    await page.close();
  }
  assert.equal(failures, [], failures.join("\n"));
});

gates("representative pages pass axe in dark mode and at 375 px", async ({ site }) => {
  const failures: string[] = [];
  const variants = [
    { name: "dark 1280", options: { colorScheme: "dark" as const } },
    { name: "light 375", options: { colorScheme: "light" as const, viewport: { width: 375, height: 740 } } },
    { name: "dark 375", options: { colorScheme: "dark" as const, viewport: { width: 375, height: 740 } } },
  ];
  for (const variant of variants) {
    const ctx = await site.context(variant.options);
    for (const route of REPRESENTATIVE) {
      const page = await ctx.newPage();
      await page.goto(site.origin + route);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === "true");
      const theme = await page.getAttribute("html", "data-theme");
      assert.is(theme, variant.options.colorScheme, `${route} follows the OS colour scheme`);
      for (const violation of await axeViolations(page)) failures.push(`${variant.name} ${route} ${violation}`);
      await page.close();
    }
  }
  assert.equal(failures, [], failures.join("\n"));
});

gates.run();
