// The field index on a phone-speed CPU (Chromium throttled four times, as Lighthouse's mobile run):
// giving its hundreds of entries their links and copy buttons takes no task long enough to block
// input (50 ms). Long animation frames name the scripts that ran in them and what called them.
import * as assert from "uvu/assert";
import { browserSuite } from "../helpers/browser-suite.ts";

const longTasks = browserSuite("field index long tasks");

type Script = { invoker: string; source: string; duration: number };

longTasks(
  "on a slow phone, the entries' links and copy buttons come without a long task",
  async ({ site }) => {
    const ctx = await site.context({ viewport: { width: 412, height: 823 } });
    const page = await ctx.newPage();
    await page.addInitScript(() => {
      const scripts: Script[] = ((window as any).scripts = []);
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries() as any[])
          for (const { invoker, sourceURL, duration } of frame.scripts)
            scripts.push({ invoker, source: sourceURL, duration });
      }).observe({ type: "long-animation-frame" });
    });
    const cdp = await ctx.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(site.origin + "/api/fields/");
    await page.waitForFunction(
      () =>
        document.querySelectorAll(".field-copy").length ===
        document.querySelectorAll(".field-list > li[id]").length,
    );
    const scripts: Script[] = await page.evaluate(() => (window as any).scripts);
    // The filter's chunk arriving (the `import()` in its behaviour) and the code of that chunk.
    const fieldWork = scripts.filter(
      (script) => script.invoker === "import.then" || /\/chunks\/filter\./.test(script.source),
    );
    const long = fieldWork.filter((script) => script.duration > 50);
    assert.equal(long, [], JSON.stringify(scripts));
  },
);

longTasks.run();
