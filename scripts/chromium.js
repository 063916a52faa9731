// The one Chromium that the build's facts, benchmarks and tests use: the binary (CHROMIUM_PATH names
// another, such as a CI runner's Chrome) and the flags that keep it headless and off the network.

import { CHROMIUM_PATH } from "../eleventy/facts/tested-browsers.js";

export { CHROMIUM_PATH };
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Launches that Chromium through playwright-core, with any extra flags. @param {string[]} [extraArgs] */
export async function launchChromium(extraArgs = []) {
  // Imported here: the build reads CHROMIUM_PATH and needs no browser driver.
  const { chromium } = await import("playwright-core");
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
  });
}

/**
 * The interval, in ms, at which a wait for a condition in a page checks it. Headless Chromium now
 * and then runs no animation frame for seconds while the page's timers and network go on, and
 * Playwright's `waitForFunction` checks once per animation frame unless told to poll: the waits of
 * the tests (test/helpers/wait.ts) and of the benchmarks pass this interval.
 */
export const WAIT_POLLING_MS = 50;
