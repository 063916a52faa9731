// Runs axe-core inside a page (injected with page.evaluate, never a script tag). The same helper
// serves Playwright's Chromium pages and Puppeteer's Firefox pages: both evaluate alike.
import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** What the site claims: WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type Evaluator = { evaluate(code: any, arg?: any): Promise<any> };

/** The axe violations of the page as it is now, one line each. */
export async function axeViolations(page: Evaluator): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations: { id: string; help: string; nodes: { target: string[] }[] }[] =
    await page.evaluate(async (tags: string[]) => {
      // @ts-expect-error axe is injected above
      const result = await window.axe.run(document, {
        runOnly: { type: "tag", values: tags },
        // Off by default in axe; SC 2.5.8 (target size) is part of WCAG 2.2 AA.
        rules: { "target-size": { enabled: true } },
        resultTypes: ["violations"],
      });
      return result.violations.map((v: any) => ({
        id: v.id,
        help: v.help,
        nodes: v.nodes.map((n: any) => ({ target: n.target })),
      }));
    }, AXE_TAGS);
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(", ")})`,
  );
}
