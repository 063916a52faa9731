// The WebKit lane's steps on the demo: open it once it shows what it saved, give it files, pick a
// release, and wait for results with a failure that says what the demo showed instead.
import { poll, type WebKitSite } from "../../helpers/webkit.ts";
import { ISLAND_READY_ATTRIBUTE, STORAGE_KEYS } from "../../../contract/index.js";

const ENTRY = ".media-demo__entry";

export const entries = (site: WebKitSite): Promise<number> =>
  site.evaluate((entry: string) => document.querySelectorAll(entry).length, ENTRY);

/** What the demo shows a reader about its state: its result count, status lines and alerts. */
export async function demoShows(site: WebKitSite): Promise<string> {
  const { count, statuses, alerts } = await site.evaluate((entry: string) => {
    const texts = (selector: string) =>
      [...document.querySelectorAll(`.media-demo ${selector}`)]
        .map((node) => (node as HTMLElement).innerText.trim())
        .filter(Boolean);
    return {
      count: document.querySelectorAll(entry).length,
      statuses: texts("[role=status]"),
      alerts: texts("[role=alert]"),
    };
  }, ENTRY);
  return `${count} results shown; status: ${JSON.stringify(statuses)}; alerts: ${JSON.stringify(alerts)}`;
}

/** Waits until the demo lists `count` results; a timeout names `what` and what the demo showed. */
export async function waitForEntries(site: WebKitSite, count: number, what: string) {
  await poll(
    async () => (await entries(site)) === count,
    60_000,
    async () => `${count} results after ${what}: ${await demoShows(site)}`,
  );
}

/**
 * Opens the demo and waits until its island has rendered and listed the results it saved: the
 * demo's code loads after the page reports it hydrated, and it restores saved results after its
 * first render, so a count read before then misses them. Resolves to that count.
 */
export async function openDemo(site: WebKitSite, path = "/demo/"): Promise<number> {
  await site.open(path);
  await site.waitFor(
    (ready: string) => document.querySelector(`.media-demo-host[${ready}]`),
    ISLAND_READY_ATTRIBUTE,
  );
  const saved: number = await site.evaluate((key: string) => {
    try {
      return Object.keys(JSON.parse(localStorage.getItem(key) ?? "{}")).length;
    } catch {
      return 0;
    }
  }, STORAGE_KEYS.demoResults);
  await waitForEntries(site, saved, "opening the demo with its saved results");
  return saved;
}

/** Picks `version` in the demo's release menu, as the reader's choice does (a change event). */
export const chooseRelease = (site: WebKitSite, version: string) =>
  site.evaluate((value: string) => {
    const select = [...document.querySelectorAll(".media-demo__options label")]
      .find((node) => /mediainfo\.js release/.test(node.textContent!))!
      .querySelector("select")!;
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  }, version);

/** Gives the demo's file input `files` (WebDriver types their paths into it) and waits for them. */
export async function analyse(site: WebKitSite, files: string[]) {
  const count = (await entries(site)) + files.length;
  const input = await site.driver.findElement(
    site.webdriver.By.css(".media-demo input[type=file]"),
  );
  await input.sendKeys(files.join("\n"));
  await waitForEntries(site, count, `analysing ${files.map((file) => file.split("/").pop())}`);
}
