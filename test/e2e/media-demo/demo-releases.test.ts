// The demo with every documented release of mediainfo.js in Chromium: only the chosen release's
// worker and WASM are downloaded, the same file analysed with the latest and then with the older
// release is labelled with each and compares across them (a Latin-1 ID3v2 title that only the
// newer release reads right), the choice survives a reload, and a shared link names its release.
import * as assert from "uvu/assert";
import type { Page, Request } from "playwright-core";
import { axeViolations } from "../../helpers/axe.ts";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { analyse, entries, fixture, openDemo, rowsOf } from "../../helpers/demo.ts";
import { fragmentOf, payloadOf } from "../../helpers/demo-share.ts";
import { problemsOf, until } from "../../helpers/site.ts";
import { validSiteConfig } from "../../../config/check.js";
import siteConfig from "../../../config/site.js";
import { documentedReleases } from "../../../eleventy/releases.js";
import { STORAGE_KEYS } from "../../../contract/index.js";
import { waitUntil } from "../../helpers/wait.ts";

const releases = browserSuite("demo: documented releases");
const [LATEST, OLDER] = documentedReleases(validSiteConfig(siteConfig));
const LATIN1 = fixture("latin1-title.mp3");
const labelOf = (release: typeof LATEST) =>
  `mediainfo.js ${release.version} · MediaInfoLib ${release.mediaInfoLib}`;

/** Engine files the page asked for: "worker" or "wasm" of the latest ("") or an older release's folder. */
const engineFile = (url: string) => {
  const match =
    /\/assets\/demo\/(?:([^/]+)\/)?(media-worker\.\w+\.js|MediaInfoModule\.\w+\.wasm)$/.exec(
      new URL(url).pathname,
    );
  return match && `${match[1] ?? LATEST.version} ${match[2].endsWith(".js") ? "worker" : "wasm"}`;
};
const picker = (page: Page) => page.getByRole("combobox", { name: /mediainfo\.js release/ });
const titleOf = async (page: Page, index: number) =>
  (await rowsOf(entries(page).nth(index))).find((row) => row.startsWith("General#1 Title="));

releases("only the chosen release's worker and WASM are downloaded", async ({ site }) => {
  const context = await site.context();
  const asked: string[] = [];
  context.on("request", (request: Request) => {
    const file = engineFile(request.url());
    if (file) asked.push(file);
  });
  const page = await context.newPage();
  await page.goto(site.origin + "/demo/");
  await page.waitForSelector(".media-demo");
  await page.waitForLoadState("networkidle");
  await until(() => asked.includes(`${LATEST.version} wasm`), "the latest release's WASM");
  assert.equal(asked.sort(), [`${LATEST.version} wasm`, `${LATEST.version} worker`]);
  assert.is(await picker(page).inputValue(), LATEST.version);
  assert.equal(await picker(page).locator("option").allInnerTexts(), [
    `${LATEST.version} (latest)`,
    OLDER.version,
  ]);

  await picker(page).focus();
  await page.keyboard.press("ArrowDown"); // the keyboard alone picks the older release
  await waitUntil(page, () =>
    /from now on/.test(document.querySelector(".media-demo [aria-live=polite]")!.textContent!),
  );
  await until(() => asked.includes(`${OLDER.version} wasm`), "the older release's WASM");
  const both = [
    `${LATEST.version} wasm`,
    `${LATEST.version} worker`,
    `${OLDER.version} wasm`,
    `${OLDER.version} worker`,
  ].sort();
  // The analysis needs the loaded engine; the warmed one serves it, so nothing is fetched again.
  await analyse(page, [LATIN1], 1);
  assert.equal(asked.sort(), both, "choosing the older release downloads its engine, once");
  assert.match(
    await page.locator(".media-demo [aria-live=polite]").innerText(),
    /latin1-title\.mp3: 2 tracks found\./,
  );
  assert.equal(problemsOf(page).cspViolations, []);
});

releases(
  "one file analysed with the latest, then the older release: labelled, compared, kept and shared with its release",
  async ({ site }) => {
    const page = await openDemo(site);
    await page
      .context()
      .grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.origin });
    await analyse(page, [LATIN1], 1);
    assert.match(
      await entries(page).first().locator(".media-demo__entry-meta").innerText(),
      labelOf(LATEST),
    );
    assert.is(await titleOf(page, 0), "General#1 Title=Café");

    await picker(page).selectOption(OLDER.version);
    await analyse(page, [LATIN1], 2);
    assert.match(
      await entries(page).first().locator(".media-demo__entry-meta").innerText(),
      labelOf(OLDER),
    );
    const garbled = await titleOf(page, 0);
    assert.ok(
      garbled?.startsWith("General#1 Title=Caf") && garbled !== "General#1 Title=Café",
      garbled,
    );

    await page.getByRole("button", { name: "Compare two results" }).click();
    const comparison = page.getByRole("region", { name: "Comparison" });
    await comparison.locator("table").first().waitFor();
    const heads = await comparison.locator("table").first().locator("thead th").allInnerTexts();
    assert.equal(heads, [
      "Field",
      `A: latin1-title.mp3 (${labelOf(OLDER)})`,
      `B: latin1-title.mp3 (${labelOf(LATEST)})`,
    ]);
    assert.match(
      await comparison.innerText(),
      `A: ${labelOf(OLDER)}; B: ${labelOf(LATEST)}: the differences include what changed between the two releases.`,
    );
    const title = comparison.locator("tbody tr", { hasText: /^Title/ }).first();
    assert.equal(await title.locator("td").allInnerTexts(), [garbled!.split("=")[1], "Café"]);
    assert.match(await title.locator("th").innerText(), "differs");
    assert.equal(await axeViolations(page), [], "picker, labels and comparison pass axe");

    await page.reload();
    await page.waitForSelector(".media-demo");
    await entries(page).nth(1).waitFor();
    assert.is(await picker(page).inputValue(), OLDER.version, "the choice is remembered");
    assert.equal(
      await entries(page)
        .locator(".media-demo__entry-meta")
        .allInnerTexts()
        .then((metas) => metas.map((meta) => meta.split(" · ").slice(-2).join(" · "))),
      [labelOf(OLDER), labelOf(LATEST)],
    );

    await entries(page).first().getByRole("button", { name: "Share as link" }).click();
    const dialog = entries(page)
      .first()
      .getByRole("region", { name: /^Share .* as a link$/ });
    assert.match(
      await dialog.innerText(),
      `the mediainfo.js release that made it (${OLDER.version})`,
    );
    await dialog.getByRole("button", { name: "Copy link" }).click();
    const link = await dialog.getByRole("textbox", { name: "Link to this result" }).inputValue();
    assert.is(payloadOf(link).version, OLDER.version);
    const url = new URL(link);
    const fresh = await site.open(url.pathname + url.hash);
    const shared = fresh.getByRole("region", { name: "Shared result" });
    await shared.waitFor();
    assert.match(
      await shared.locator(".media-demo__shared-meta").innerText(),
      `analysed by ${labelOf(OLDER)}`,
    );
    assert.match(
      await shared.innerText(),
      `It was made with mediainfo.js ${OLDER.version}, an older release than this demo's default (${LATEST.version})`,
    );
  },
);

releases(
  "a shared link naming a release the site no longer has opens with a clear message",
  async ({ site }) => {
    const page = await site.open(
      "/demo/" +
        fragmentOf({
          format: 1,
          name: "old.mp3",
          size: 709,
          version: "0.0.1",
          full: false,
          omitted: [],
          result: { media: { track: [{ "@type": "General", Format: "MPEG Audio" }] } },
        }),
    );
    const shared = page.getByRole("region", { name: "Shared result" });
    await shared.waitFor();
    assert.match(
      await shared.locator(".media-demo__shared-meta").innerText(),
      "analysed by mediainfo.js 0.0.1",
    );
    assert.match(
      await shared.innerText(),
      `made with mediainfo.js 0.0.1, a release this demo no longer offers (it offers ${LATEST.version} and ${OLDER.version})`,
    );
    assert.match(await shared.locator("td").first().innerText(), "MPEG Audio");
  },
);

releases(
  "a saved release the site no longer has falls back to the latest, saying so",
  async ({ site }) => {
    const page = await openDemo(site);
    await page.evaluate(() =>
      localStorage.setItem(
        "demo.options",
        JSON.stringify({ full: false, coverData: false, chunkSize: 262144, release: "0.0.1" }),
      ),
    );
    await page.reload();
    const notice = page.getByRole("status").filter({ hasText: "0.0.1" });
    await notice.waitFor();
    assert.match(
      await notice.innerText(),
      `The saved mediainfo.js release 0.0.1 is no longer offered here, so the demo analyses with the latest, ${LATEST.version}.`,
    );
    assert.is(await picker(page).inputValue(), LATEST.version);
    await analyse(page, [LATIN1], 1);
    assert.match(
      await entries(page).first().locator(".media-demo__entry-meta").innerText(),
      labelOf(LATEST),
    );
  },
);

releases.run();
