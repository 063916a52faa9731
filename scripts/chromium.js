// The Chromium that benchmarks and tests drive: the binary (CHROMIUM_PATH names another, such as
// a CI runner's Chrome) and the flags that keep it headless and off the network on its own.
import { chromium } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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

/** Launches that Chromium, with any extra flags. @param {string[]} [extraArgs] */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
  });
}
