// A page under the offline worker's control, with the network switchable: what the offline
// browser tests of more than one part start from.
import type { BrowserContext, Page } from "playwright-core";
import { defaultExternal, watchPage, type Site } from "./site.ts";
import { waitUntil } from "./wait.ts";

export type Network = {
  context: BrowserContext;
  page: Page;
  setOffline(value: boolean): Promise<void>;
};

/** A fresh context with the worker allowed, `route` opened and the page under its control. */
export async function controlled(site: Site, route: string): Promise<Network> {
  let isOffline = false;
  const context = await site.context({
    serviceWorkers: "allow",
    external: (request) =>
      isOffline ? request.abort("internetdisconnected") : defaultExternal(request),
  });
  const page = await context.newPage();
  watchPage(page);
  await page.goto(site.origin + route);
  await waitUntil(page, () => navigator.serviceWorker.controller !== null);
  const setOffline = async (value: boolean) => {
    isOffline = value;
    await context.setOffline(value);
  };
  return { context, page, setOffline };
}
