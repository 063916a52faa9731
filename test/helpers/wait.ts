// The one way a browser test waits for a condition in a Chromium page: Playwright's
// waitForFunction, checked on a timer. Headless Chromium now and then runs no animation frame for
// seconds while the page's timers and network go on, and waitForFunction checks once per frame by
// default: such a wait could time out on a page already in the state it waits for
// (test/tooling/wait-until.test.ts). Locator waits (`locator.waitFor`, `waitForSelector`) retry on
// their own schedule and need nothing from here.
import type { Frame, Page } from "playwright-core";
import { WAIT_POLLING_MS } from "../../scripts/chromium.js";

declare const page: Page;
/** Page.waitForFunction with its condition's argument type `Arg` and its result type `R`. */
type WaitForFunction<R, Arg> = typeof page.waitForFunction<R, Arg>;

/**
 * Resolves once `condition(arg)` is truthy in `page`, checked every WAIT_POLLING_MS ms; the handle
 * holds the value it returned. `options.timeout` as in Playwright (30 s unless the page says).
 */
export function waitUntil<R, Arg>(
  page: Page | Frame,
  condition: Parameters<WaitForFunction<R, Arg>>[0],
  arg?: Arg,
  options: { timeout?: number } = {},
): ReturnType<WaitForFunction<R, Arg>> {
  return page.waitForFunction(condition, arg as Arg, { ...options, polling: WAIT_POLLING_MS });
}
