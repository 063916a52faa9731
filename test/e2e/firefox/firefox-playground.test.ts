// The Firefox lane for the playground, in Debian's firefox-esr: the Usage example runs on its
// sample in the sandbox and logs the tracks its executed-example test expects; a shared link
// reopens edited code in a fresh context, where it runs; the Web Workers recipe (a page, its
// scripts and a module worker) runs, its worker's edit logs, and its link keeps that edit.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startFirefoxSite, type FirefoxPage, type FirefoxSite } from "../../helpers/firefox.ts";
import { allFences, mismatch } from "../../helpers/examples.ts";
import { expectedTracks, recipes } from "../../helpers/recipes.ts";
import { exampleId } from "../../../components/playground/build/examples.js";

const firefox = suite<{ site: FirefoxSite }>("Firefox lane: playground");
firefox.before(async (context) => {
  context.site = await startFirefoxSite();
});
firefox.after(async (context) => {
  await context.site?.close();
});

const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;
const usage = allFences().find((fence) => fence.attrs.title === "analyse-file.js")!;
const USAGE = `/playground/#${exampleId({ inputPath: usage.source, title: "analyse-file.js", code: usage.code })}`;

/** The console's lines once one of them contains `text`. */
async function consoleShows(page: FirefoxPage, text: string): Promise<string[]> {
  await page.waitForFunction(
    (wanted: string) =>
      [...document.querySelectorAll(".playground__line")].some((line) =>
        (line.textContent ?? "").includes(wanted),
      ),
    { timeout: 60_000 },
    text,
  );
  return page.evaluate(() =>
    [...document.querySelectorAll(".playground__line")].map((line) =>
      (line.textContent ?? "").replace(/\n$/, ""),
    ),
  );
}

const editorReady = (page: FirefoxPage) =>
  page.waitForSelector("pierce/.cm-content", { timeout: 30_000 });

/** Presses `key` with Control held, as a reader's shortcut. */
async function withControl(page: FirefoxPage, key: string): Promise<void> {
  await page.keyboard.down("Control");
  await page.keyboard.press(key);
  await page.keyboard.up("Control");
}

/** Copies the link to the code and opens it in a fresh context, once it says what it opened. */
async function openSharedLink(site: FirefoxSite, page: FirefoxPage): Promise<FirefoxPage> {
  await page.click(byRole("button", "Copy link to this code"));
  await page.waitForFunction(() => location.hash.startsWith("#code="));
  const link = new URL(await page.evaluate(() => location.href));
  const reader = (await site.open(link.pathname + link.hash)).page;
  await editorReady(reader);
  await reader.waitForFunction(() =>
    document.body.textContent?.includes("Opened the code of a shared link"),
  );
  return reader;
}

firefox(
  "the Usage example runs on its sample and logs the tracks its test expects",
  async ({ site }) => {
    const { page, problems } = await site.open(USAGE);
    await editorReady(page);
    await page.click(byRole("button", "Run"));
    const lines = await consoleShows(page, '"@type": "General"');
    const report = { created: 1, resolved: 1, closed: 0, logs: lines.map((line) => [line]) };
    assert.is(mismatch(usage, report), null);
    assert.equal(problems.cspViolations, []);
  },
);

firefox("a shared link reopens the edited code in a fresh context", async ({ site }) => {
  const { page } = await site.open("/playground/");
  await editorReady(page);
  await page.click("pierce/.cm-content");
  await withControl(page, "a");
  await page.keyboard.type('console.log("firefox edit", 2 * 21);');
  const reader = await openSharedLink(site, page);
  await reader.click(byRole("button", "Run"));
  assert.ok((await consoleShows(reader, "firefox edit 42")).includes("firefox edit 42"));
});

firefox(
  "the module worker recipe runs, a worker's edit logs, and a shared link keeps it",
  async ({ site }) => {
    const { page, problems } = await site.open("/playground/#recipe-module-worker");
    await editorReady(page);
    await page.click(byRole("button", "worker.js"));
    await page.click("pierce/.cm-content");
    await withControl(page, "End");
    await page.keyboard.type('\nconsole.log("firefox worker", 2 * 21);\n');
    await page.click(byRole("button", "Run"));
    await consoleShows(page, "worker.js: firefox worker 42");
    // The recipe's own page, in the sandbox's frame, shows what the recipe's test expects.
    const frame = await (await page.waitForSelector(".playground__frame"))!.contentFrame();
    const expected = expectedTracks(recipes().get("module-worker")!);
    await frame.waitForFunction(
      (text: string) => document.querySelector("output")?.textContent === text,
      { timeout: 60_000 },
      expected,
    );
    assert.equal(problems.cspViolations, []);

    const reader = await openSharedLink(site, page);
    await reader.click(byRole("button", "worker.js"));
    await reader.waitForFunction(
      () =>
        document
          .querySelector(".playground__editor")
          ?.shadowRoot?.querySelector(".cm-content")
          ?.textContent?.includes("firefox worker") ?? false,
    );
  },
);

firefox.run();
