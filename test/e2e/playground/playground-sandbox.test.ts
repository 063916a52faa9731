// The playground's sandbox in Chromium: the code it runs cannot read the site's storage or
// cookies nor reach another origin (the test serves one that would answer), a loop that never
// yields is stopped by Stop or by the watchdog while the page stays responsive, and the page with
// the editor open passes axe with no CSP violation; Escape then Tab leaves the editor.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { axeViolations } from "../../helpers/axe.ts";
import { defaultExternal, problemsOf } from "../../helpers/site.ts";
import {
  PLAYGROUND,
  consoleShows,
  editorOf,
  editorReady,
  replaceCode,
  run,
  statusMatching,
} from "../../helpers/playground.ts";

const test = browserSuite("playground sandbox");
const OTHER_ORIGIN = "http://other-origin.test";
const ENDLESS =
  'console.log("looping");\nfor (;;) await new Promise((resolve) => setTimeout(resolve, 10));\n';
// The line is logged in the same task as the loop that never yields: it must still arrive. Its
// text is its own, so the previous run's lines (shown until the next run starts) never stand in.
const LOOP = 'console.log("spinning");\nwhile (true) {}\n';

const PROBE = `console.log("origin:", self.origin);
try {
  console.log("storage:", localStorage.getItem("playground-secret"));
} catch (error) {
  console.log("storage refused:", error.name);
}
try {
  console.log("cookie:", document.cookie);
} catch (error) {
  console.log("cookie refused:", error.name);
}
for (const url of ["${OTHER_ORIGIN}/data.json", "/"]) {
  try {
    const answer = await fetch(url);
    console.log("fetched", url, answer.status);
  } catch (error) {
    console.log("fetch refused:", url, error.name);
  }
}
console.log("probe done");
`;

test("the sandbox cannot read the site's localStorage or cookies, nor fetch another origin or the site", async ({
  site,
}) => {
  const requested: string[] = [];
  const page = await site.open(PLAYGROUND, {
    // Another origin that would answer anyone, so only the sandbox can keep the request out.
    external: (route) => {
      if (!route.request().url().startsWith(OTHER_ORIGIN)) return defaultExternal(route);
      requested.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: "application/json",
        headers: { "Access-Control-Allow-Origin": "*" },
        body: "{}",
      });
    },
  });
  await page.evaluate(() => {
    localStorage.setItem("playground-secret", "site data");
    document.cookie = "playground-secret=site-cookie";
  });
  await editorReady(page);
  await replaceCode(page, PROBE);
  await run(page);
  const lines = await consoleShows(page, "probe done");
  assert.ok(lines.includes("origin: null"), "the code runs in an opaque origin");
  assert.is(
    await page.locator("iframe").evaluate((frame: HTMLIFrameElement) => frame.contentDocument),
    null,
    "the page cannot reach the frame's document either",
  );
  assert.ok(lines.includes("storage refused: SecurityError"), lines.join("\n"));
  assert.ok(lines.includes("cookie refused: SecurityError"), lines.join("\n"));
  assert.ok(lines.includes(`fetch refused: ${OTHER_ORIGIN}/data.json TypeError`), lines.join("\n"));
  assert.ok(lines.includes("fetch refused: / TypeError"), lines.join("\n"));
  assert.ok(!lines.join("\n").includes("site data") && !lines.join("\n").includes("site-cookie"));
  assert.equal(requested, [], "no request left the sandbox");
  // The site's own page has no violation: the refusals are the sandbox's policy at work.
  assert.equal(problemsOf(page).cspViolations, []);
});

test("Stop ends a run that never finishes; the watchdog stops a loop that never yields, and the page stays responsive", async ({
  site,
}) => {
  const page = await site.open(PLAYGROUND);
  await editorReady(page);
  // An endless loop that yields: only Stop (or the time limit) ends it.
  await replaceCode(page, ENDLESS);
  await run(page);
  await consoleShows(page, "looping");
  await page.getByRole("button", { name: "Stop" }).click();
  assert.is(await statusMatching(page, /^Stopped/), "Stopped.");
  assert.is(await page.locator("iframe").count(), 0, "the frame that ran it is gone");

  // A loop that never yields: the watchdog stops it, and the page answers meanwhile. The page
  // notes when the line logged before the loop shows, when the run is stopped, and a timer of its
  // own every 100 ms: measured in the page, so a slow test runner cannot blur it.
  await page.evaluate(() => {
    const marks = { looping: 0, stopped: 0, ticks: [] as number[] };
    Object.assign(window, { marks });
    setInterval(() => marks.ticks.push(performance.now()), 100);
    new MutationObserver(() => {
      const now = performance.now();
      const lines = [...document.querySelectorAll(".playground__line")];
      if (!marks.looping && lines.some((line) => line.textContent?.includes("spinning")))
        marks.looping = now;
      const status = document.querySelector(".playground__status")?.textContent ?? "";
      if (marks.looping && !marks.stopped && /did not yield/.test(status)) marks.stopped = now;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await replaceCode(page, LOOP);
  await run(page);
  await consoleShows(page, "spinning");
  assert.match(await statusMatching(page, /did not yield/), /^Stopped: .*did not yield for 3 s/);
  assert.is(await page.locator("iframe").count(), 0);
  const marks = await page.evaluate(
    () =>
      (window as unknown as { marks: { looping: number; stopped: number; ticks: number[] } }).marks,
  );
  const during = marks.ticks.filter((at) => at > marks.looping && at < marks.stopped).length;
  assert.ok(
    marks.stopped - marks.looping > 2000,
    `the loop spun ${marks.stopped - marks.looping} ms`,
  );
  assert.ok(during >= 5, `the page's timer ran ${during} times while the loop spun`);
  await editorOf(page).click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText("// still typing");
  assert.match((await editorOf(page).textContent()) ?? "", /still typing/);
});

test("with the editor open the page passes axe and has no CSP violation; Escape then Tab leaves the editor", async ({
  site,
}) => {
  const page = await site.open(PLAYGROUND);
  await editorReady(page);
  await editorOf(page).click();
  // Tab indents inside the editor.
  await page.keyboard.press("Tab");
  assert.ok(
    await editorOf(page).evaluate(
      (editor) =>
        editor.contains(document.activeElement) ||
        (editor.getRootNode() instanceof ShadowRoot &&
          (editor.getRootNode() as ShadowRoot).activeElement === editor),
    ),
  );
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  const focused = await page.evaluate(
    () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName,
  );
  assert.is.not(focused, "Code", "Tab after Escape moved focus out of the editor");
  assert.equal(await axeViolations(page), []);
  // And with a run's output and the sandbox's frame in the page.
  await run(page);
  await statusMatching(page, /^Finished/);
  assert.equal(await axeViolations(page), []);
  assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
});

test.run();
