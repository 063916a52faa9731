// Runs axe-core inside a page (injected with page.evaluate, never a script tag).
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The axe violations of the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations: { id: string; help: string; nodes: { target: string[] }[] }[] =
    await page.evaluate(async () => {
      // @ts-expect-error axe is injected above
      const result = await window.axe.run(document, { resultTypes: ["violations"] });
      return result.violations.map((v: any) => ({
        id: v.id,
        help: v.help,
        nodes: v.nodes.map((n: any) => ({ target: n.target })),
      }));
    });
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(", ")})`,
  );
}
