// The Firefox lane for sharing and comparing demo results, in Debian's firefox-esr with the real
// WebAssembly: a link made here opens in a fresh browser context with the same fields, a
// tampered link shows an alert and no markup of its own, and two results compare side by side.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startFirefoxSite, type FirefoxPage, type FirefoxSite } from "../../helpers/firefox.ts";
import { corpus } from "../../helpers/corpus.ts";
import {
  allExpanded,
  expandTracks,
  fragmentOf,
  LIBRARY_VERSION,
  payloadOf,
  trackRows,
} from "../../helpers/demo-share.ts";

const firefox = suite<{ site: FirefoxSite }>("Firefox lane: share and compare");
firefox.before(async (context) => {
  context.site = await startFirefoxSite();
});
firefox.after(async (context) => {
  await context.site?.close();
});

const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;
const file = (name: string) => corpus().find((entry) => entry.file === name)!;

async function analyse(page: FirefoxPage, paths: string[]): Promise<void> {
  // Firefox's ARIA query does not reach the visually hidden file input: found by type.
  const input = await page.waitForSelector(".media-demo input[type=file]");
  await input!.uploadFile(...paths);
  await page.waitForFunction(
    (count: number) => document.querySelectorAll(".media-demo__entry").length === count,
    { timeout: 60_000 },
    paths.length,
  );
}

/** Every track of the tables under `selector` expanded, as "Type#n Name=Value" lines. */
async function rowsUnder(page: FirefoxPage, selector: string): Promise<string[]> {
  await page.evaluate(expandTracks, selector);
  await page.waitForFunction(allExpanded, {}, selector);
  return page.evaluate(trackRows, selector);
}

firefox("a shared link opens in a fresh context with the same fields", async ({ site }) => {
  const { page } = await site.open("/demo/");
  const media = file("vp9-opus.webm");
  await analyse(page, [media.path]);
  await page.click(byRole("button", "Share as link"));
  await page.waitForSelector(byRole("button", "Copy link"));
  await page.evaluate(() => {
    for (const box of document.querySelectorAll<HTMLInputElement>(
      ".media-demo__share input[type=checkbox]",
    ))
      if (box.checked) box.click();
  });
  await page.click(byRole("button", "Copy link"));
  // Headless Firefox may refuse the clipboard: the link is shown either way.
  await page.waitForSelector(".media-demo__share-link input");
  const link = await page.$eval(
    ".media-demo__share-link input",
    (el) => (el as HTMLInputElement).value,
  );
  assert.is(payloadOf(link).version, LIBRARY_VERSION);
  const original = await rowsUnder(page, ".media-demo__entry");
  assert.ok(original.length > 10);

  const url = new URL(link);
  const { page: fresh, problems } = await site.open(url.pathname + url.hash);
  await fresh.waitForSelector(".media-demo__shared table");
  const meta = await fresh.$eval(".media-demo__shared-meta", (el) => el.textContent!);
  assert.match(meta, media.file);
  assert.match(meta, `mediainfo.js ${LIBRARY_VERSION}`);
  assert.equal(await rowsUnder(fresh, ".media-demo__shared"), original);
  assert.equal(problems, { consoleErrors: [], cspViolations: [] });
});

firefox("a tampered link shows an alert and none of its markup", async ({ site }) => {
  const markup = '<img src=x onerror="window.injected=1">';
  const shapeless = fragmentOf({
    format: 1,
    name: markup,
    size: 1,
    version: LIBRARY_VERSION,
    full: false,
    omitted: [],
    result: { media: { track: [markup] } },
  });
  for (const [fragment, reason] of [
    ["#shared=not*base64url", "not valid base64url"],
    [
      "#shared=" + Buffer.from("plain text, not deflate").toString("base64url"),
      "not valid compressed data",
    ],
    [shapeless, "not a result this demo can show"],
  ]) {
    const { page } = await site.open("/demo/" + fragment);
    await page.waitForSelector(".media-demo [role=alert]");
    assert.match(await page.$eval(".media-demo [role=alert]", (el) => el.textContent!), reason);
    assert.is(await page.evaluate(() => document.querySelectorAll(".media-demo img").length), 0);
    assert.is(await page.evaluate(() => (window as any).injected), undefined);
  }
});

firefox("two results compare track by track with their differences marked", async ({ site }) => {
  const { page } = await site.open("/demo/");
  const [flac, wav] = [file("tone.flac"), file("tone.wav")];
  await analyse(page, [flac.path, wav.path]);
  await page.click(byRole("button", "Compare two results"));
  await page.waitForSelector(".media-demo__comparison table");
  const captions = await page.evaluate(() =>
    [...document.querySelectorAll(".media-demo__comparison caption")].map((c) => c.textContent!),
  );
  assert.equal(
    captions.map((caption) => caption.split(" · ")[0]),
    ["General #1", "Audio #1"],
  );
  const format = await page.evaluate(() =>
    [...document.querySelectorAll(".media-demo__comparison tbody tr")]
      .map((row) => row.textContent!)
      .find((text) => text.startsWith("Format differs")),
  );
  for (const value of [flac.format!, wav.format!]) assert.match(format!, value);
  await page.click(byRole("button", "Compare two results"));
  await page.waitForSelector(".media-demo__comparison", { hidden: true });
});

firefox.run();
