// Measurements run inside a page, each returning one line per problem found.
import type { Page } from "playwright-core";

/** tsx names the helpers declared inside evaluated functions with `__name`; give the page one. */
const named = (page: Page) => page.evaluate("globalThis.__name ??= (f) => f");

/** Applies TEXT_SPACING as a constructed style sheet (the site's CSP refuses a style element). */
export function spaceText(page: Page): Promise<void> {
  return page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);
}

/** The bookmarklet values of WCAG 1.4.12, as a user style sheet would force them. */
export const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/** Controls under 24×24 CSS px whose 24 px circle touches another control (WCAG 2.5.8). */
export async function smallTargets(page: Page): Promise<string[]> {
  await named(page);
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      // 1×1 px boxes are visually hidden on purpose (the skip link before focus, the file input).
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== "hidden";
    };
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=menuitem], [role=switch], [tabindex='0']";
    const controls = [...document.querySelectorAll(selector)].filter(shown);
    // Links in a line of text are exempt: their size is set by the text around them.
    // So are names in a code block's lines (type hints): the code's line height sets their size.
    const inSentence = (control: Element) => {
      if (getComputedStyle(control).display !== "inline") return false;
      if (control.closest("pre code")) return true;
      if (control.tagName !== "A") return false;
      const block = control.parentElement!.closest("p, li, td, dd, figcaption, blockquote");
      // The block's own text: a nested list is other items, not the sentence around the link.
      const own = [...(block?.childNodes ?? [])]
        .filter((node) => !(node instanceof Element && /^(UL|OL)$/.test(node.tagName)))
        .map((node) => node.textContent)
        .join("");
      return own.trim().length > (control.textContent?.trim().length ?? 0);
    };
    const targets = controls.filter((control) => !inSentence(control));
    const boxes = targets.map((control) => control.getBoundingClientRect());
    const small = boxes.map((box) => box.width < 23.5 || box.height < 23.5);
    const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2];
    const distanceToBox = ([x, y]: number[], box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - x, 0, x - box.right),
        Math.max(box.top - y, 0, y - box.bottom),
      );
    const problems: string[] = [];
    boxes.forEach((box, index) => {
      if (!small[index]) return;
      const point = centre(box);
      const crowded = boxes.some((other, otherIndex) => {
        if (otherIndex === index || targets[otherIndex].contains(targets[index])) return false;
        if (targets[index].contains(targets[otherIndex])) return false;
        if (distanceToBox(point, other) < 12) return true;
        const [x, y] = centre(other);
        return small[otherIndex] && Math.hypot(point[0] - x, point[1] - y) < 24;
      });
      if (crowded) {
        const control = targets[index];
        const name = control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 30);
        problems.push(
          `<${control.tagName.toLowerCase()} class="${control.getAttribute("class") ?? ""}"> "${name}" is ${Math.round(box.width)}×${Math.round(box.height)} px and crowded`,
        );
      }
    });
    return problems;
  });
}

/** Sideways scrolling of the page, and text that ends outside the window without a scroller. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  await named(page);
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
    // Code and tables may scroll inside their own box (the SC's two-dimensional exception).
    const scrolls = (element: Element | null) =>
      element?.closest("pre, .table-scroll, [role=group], .code-block") ?? null;
    for (const element of document.querySelectorAll("main *, header *, footer *")) {
      if (element.children.length > 0 || !element.textContent?.trim()) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.right <= root.clientWidth + 1 || scrolls(element)) continue;
      const clip = getComputedStyle(element);
      if (clip.position === "absolute" && box.left >= root.clientWidth) continue;
      problems.push(
        `"${element.textContent.trim().slice(0, 30)}" ends at ${Math.round(box.right)} px`,
      );
    }
    return problems.slice(0, 10);
  });
}

/** Boxes that hide overflow and have more content than they show (text cut off). */
export async function clippedText(page: Page): Promise<string[]> {
  await named(page);
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      const hides = (overflow: string) => overflow === "hidden" || overflow === "clip";
      if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
      if (element.clientWidth <= 1 || element.clientHeight <= 1 || !element.textContent?.trim())
        continue;
      const cut =
        (hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1) ||
        (hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1);
      if (cut)
        problems.push(
          `<${element.tagName.toLowerCase()} class="${element.className}"> cuts off "${element.textContent.trim().slice(0, 30)}"`,
        );
    }
    return problems;
  });
}

/** Elements that still animate or transition for longer than 10 ms. */
export async function movingElements(page: Page): Promise<string[]> {
  await named(page);
  return page.evaluate(() => {
    const seconds = (list: string) =>
      Math.max(
        ...list
          .split(",")
          .map((value) => parseFloat(value) * (value.trim().endsWith("ms") ? 0.001 : 1)),
      );
    const problems: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      const style = getComputedStyle(element);
      const moving =
        (style.transitionProperty !== "none" && seconds(style.transitionDuration) > 0.01) ||
        (style.animationName !== "none" && seconds(style.animationDuration) > 0.01);
      if (moving)
        problems.push(
          `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> moves`,
        );
    }
    return problems;
  });
}
