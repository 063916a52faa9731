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
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
  });
  return withWaitsOnTimers(browser);
}

/** The interval, in ms, at which a page's `waitForFunction` checks its condition. */
export const WAIT_POLLING_MS = 50;

/**
 * Headless Chromium now and then runs no animation frame for seconds while the page's timers and
 * network go on, and Playwright's `waitForFunction` checks its condition once per animation frame
 * by default: a wait could then time out on a page already in the state it waits for. Every page
 * of `browser` (new contexts' pages included) checks on a timer instead, unless a call says how.
 * @param {import("playwright-core").Browser} browser
 */
export function withWaitsOnTimers(browser) {
  const newContext = browser.newContext.bind(browser);
  // browser.newPage opens its page in a context made by browser.newContext: covered too.
  browser.newContext = async (options) => {
    const context = await newContext(options);
    for (const page of context.pages()) waitOnTimers(page);
    context.on("page", waitOnTimers);
    return context;
  };
  return browser;
}

const onTimers = new WeakSet();
/** @param {import("playwright-core").Page} page */
function waitOnTimers(page) {
  if (onTimers.has(page)) return;
  onTimers.add(page);
  const waitForFunction = page.waitForFunction.bind(page);
  /** @type {typeof page.waitForFunction} */
  const onTimer = (fn, arg, options) =>
    waitForFunction(fn, arg, { polling: WAIT_POLLING_MS, ...options });
  page.waitForFunction = onTimer;
}
