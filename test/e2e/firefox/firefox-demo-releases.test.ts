// The Firefox lane for the demo's releases, in Debian's firefox-esr with the real WebAssembly of
// each: the same file analysed with the latest and then with the older release is labelled with
// each, reads its Latin-1 ID3v2 title as that release does, and the two compare side by side.
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startFirefoxSite, type FirefoxPage, type FirefoxSite } from "../../helpers/firefox.ts";
import { validSiteConfig } from "../../../config/check.js";
import siteConfig from "../../../config/site.js";
import { documentedReleases } from "../../../eleventy/releases.js";

const firefox = suite<{ site: FirefoxSite }>("Firefox lane: the demo's releases");
firefox.before(async (context) => {
  context.site = await startFirefoxSite();
});
firefox.after(async (context) => {
  await context.site?.close();
});

const [LATEST, OLDER] = documentedReleases(validSiteConfig(siteConfig));
const LATIN1 = path.resolve("test/fixtures/media/latin1-title.mp3");
const labelOf = (release: typeof LATEST) =>
  `mediainfo.js ${release.version} · MediaInfoLib ${release.mediaInfoLib}`;
const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

async function analyse(page: FirefoxPage, count: number): Promise<void> {
  // Firefox's ARIA query does not reach the visually hidden file input: found by type.
  const input = await page.waitForSelector(".media-demo input[type=file]");
  await input!.uploadFile(LATIN1);
  await page.waitForFunction(
    (n: number) => document.querySelectorAll(".media-demo__entry").length === n,
    { timeout: 60_000 },
    count,
  );
}

/** The newest entry's label and the Title of its General track (the one shown expanded). */
function newest(page: FirefoxPage): Promise<{ meta: string; title?: string }> {
  return page.evaluate(() => {
    const section = document.querySelector(".media-demo__entry")!;
    const title = [...section.querySelectorAll("table")[0].querySelectorAll("tbody tr")].find(
      (row) => /^Title/.test(row.querySelector("th")?.textContent?.trim() ?? ""),
    );
    return {
      meta: section.querySelector(".media-demo__entry-meta")!.textContent!,
      title: title?.querySelector("td")?.textContent ?? undefined,
    };
  });
}

/** Picks `version` in the release menu, as the reader's choice does (a change event). */
async function chooseRelease(page: FirefoxPage, version: string): Promise<void> {
  await page.evaluate((value: string) => {
    const label = [...document.querySelectorAll(".media-demo__options label")].find((node) =>
      /mediainfo\.js release/.test(node.textContent!),
    )!;
    const select = label.querySelector("select")!;
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  }, version);
}

firefox(
  "one file analysed with the latest, then the older release, labelled and compared",
  async ({ site }) => {
    const { page, problems } = await site.open("/demo/");
    await analyse(page, 1);
    const latest = await newest(page);
    assert.match(latest.meta, labelOf(LATEST));
    assert.is(latest.title, "Café");

    await chooseRelease(page, OLDER.version);
    await analyse(page, 2);
    const older = await newest(page);
    assert.match(older.meta, labelOf(OLDER));
    assert.ok(older.title?.startsWith("Caf") && older.title !== "Café", older.title);

    await page.click(byRole("button", "Compare two results"));
    await page.waitForSelector(".media-demo__comparison table");
    const heads = await page.evaluate(() =>
      [
        ...document
          .querySelectorAll(".media-demo__comparison table")[0]
          .querySelectorAll("thead th"),
      ].map((th) => th.textContent!),
    );
    assert.equal(heads, [
      "Field",
      `A: latin1-title.mp3 (${labelOf(OLDER)})`,
      `B: latin1-title.mp3 (${labelOf(LATEST)})`,
    ]);
    const title = await page.evaluate(() =>
      [...document.querySelectorAll(".media-demo__comparison tbody tr")]
        .filter((row) => /^Title/.test(row.querySelector("th")?.textContent ?? ""))
        .map((row) => [...row.querySelectorAll("td")].map((td) => td.textContent)),
    );
    assert.equal(title, [[older.title, "Café"]]);
    assert.equal(problems, { consoleErrors: [], cspViolations: [] });
  },
);

firefox.run();
