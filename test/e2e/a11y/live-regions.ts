// What a screen reader can announce: the text inside each live region of the page's
// accessibility tree (role status, alert or log, or an aria-live other than "off"), read
// through Chromium's DevTools protocol rather than from the DOM.
import type { Page } from "playwright-core";

type AXNode = {
  nodeId: string;
  ignored?: boolean;
  role?: { value: string };
  name?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
  childIds?: string[];
};

const LIVE_ROLES = new Set(["status", "alert", "log"]);
const isLive = (node: AXNode) =>
  LIVE_ROLES.has(node.role?.value ?? "") ||
  node.properties?.some(({ name, value }) => name === "live" && value.value !== "off");

/** The text of every live region, one string each. */
export async function liveRegionTexts(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send("Accessibility.getFullAXTree")) as { nodes: AXNode[] };
  await session.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const textOf = (node: AXNode): string =>
    node.role?.value === "StaticText"
      ? (node.name?.value ?? "")
      : (node.childIds ?? []).map((id) => textOf(byId.get(id)!)).join("");
  const live = nodes.filter((node) => !node.ignored && isLive(node));
  return live.map(textOf).filter((text) => text.trim() !== "");
}

/** Waits until some live region's text matches `pattern`; returns that text. */
export async function announced(page: Page, pattern: RegExp, timeout = 15_000): Promise<string> {
  const end = Date.now() + timeout;
  for (;;) {
    const match = (await liveRegionTexts(page)).find((text) => pattern.test(text));
    if (match) return match;
    if (Date.now() > end)
      throw new Error(
        `no live region said ${pattern}: ${JSON.stringify(await liveRegionTexts(page))}`,
      );
    await page.evaluate(() => new Promise(requestAnimationFrame)); // the next frame, then look again
  }
}
