// Visible focus, measured: the focused element draws an outline (or a box shadow), the outline's
// box lies inside every ancestor that clips overflow, and the element is not covered by another
// one (a sticky bar) at its centre. Keyboard walks call `tabTo`, which checks every stop.
import type { Page } from "playwright-core";

/** What is wrong with the focus indicator of the focused element, or null when it is visible. */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "nothing is focused";
    const label =
      element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
    const name = `<${element.tagName.toLowerCase()}> "${label}"`;
    const style = getComputedStyle(element);
    const width = style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth);
    if (width < 1 && style.boxShadow === "none") return `${name} shows no focus indicator`;
    const grow = width > 0 ? width + Math.max(0, parseFloat(style.outlineOffset)) : 0;
    const box = element.getBoundingClientRect();
    const ring = {
      left: box.left - grow,
      top: box.top - grow,
      right: box.right + grow,
      bottom: box.bottom + grow,
    };
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (parent === document.body || parent === document.documentElement) break;
      const clip = getComputedStyle(parent);
      if (clip.overflowX === "visible" && clip.overflowY === "visible") continue;
      const outer = parent.getBoundingClientRect();
      const left = outer.left + parent.clientLeft;
      const top = outer.top + parent.clientTop;
      const inside =
        ring.left >= left - 0.5 &&
        ring.top >= top - 0.5 &&
        ring.right <= left + parent.clientWidth + 0.5 &&
        ring.bottom <= top + parent.clientHeight + 0.5;
      if (!inside)
        return `${name}: its outline is clipped by <${parent.tagName.toLowerCase()} class="${parent.className}">`;
    }
    const x = Math.min(Math.max((box.left + box.right) / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max((box.top + box.bottom) / 2, 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    if (box.width > 0 && top && !element.contains(top) && !top.contains(element))
      return `${name} is covered by <${top.tagName.toLowerCase()} class="${top.className}">`;
    return null;
  });
}

/** Presses `key` and records a focus problem, if any, into `problems`. */
export async function press(page: Page, key: string, problems: string[]): Promise<void> {
  await page.keyboard.press(key);
  const problem = await focusProblem(page);
  if (problem) problems.push(`after ${key}: ${problem}`);
}

/** Presses Tab until `matches` holds for the focused element, checking every stop on the way. */
export async function tabTo(
  page: Page,
  matches: (element: HTMLElement) => boolean,
  problems: string[],
  { limit = 80, key = "Tab" } = {},
): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await press(page, key, problems);
    const focused = await page.evaluateHandle(() => document.activeElement as HTMLElement);
    if (await focused.evaluate(matches)) return;
  }
  throw new Error(`${key} never reached the element (${matches.toString()})`);
}
