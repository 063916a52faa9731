// The demo and the star count under stress in Chromium, with the real library: what the demo
// keeps and says when saved results or options are bad, storage is full or blocked, a sample or
// the engine download fails then recovers; and what the star count shows for odd API answers and
// cache values.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import type { Page, Route } from "playwright-core";
import { GITHUB_LINK, hydrated, mainNav, STUB_REPO } from "../../helpers/site.ts";
import { analyse, entries, fillStorage, fixture, openDemo } from "../../helpers/demo.ts";
import { axeViolations } from "../../helpers/axe.ts";
import { corpus } from "../../helpers/corpus.ts";
import { DEMO_SAMPLES } from "../../../components/media-demo/build/samples.js";
import { STORAGE_KEYS } from "../../../contract/index.js";
import { waitUntil } from "../../helpers/wait.ts";

const hardening = browserSuite("demo and star count hardening");

/** The demo's notices: status messages with a Dismiss button (the live region has none). */
const noticeBoxes = (page: Page) =>
  page.getByRole("status").filter({ has: page.getByRole("button", { name: "Dismiss" }) });
const notices = (page: Page) => noticeBoxes(page).locator("p").allInnerTexts();
/** The notices once one shows: their words arrive by a dynamic import, after the entries. */
async function shownNotices(page: Page) {
  await noticeBoxes(page).first().waitFor();
  return notices(page);
}

hardening(
  "unreadable saved entries are dropped alone, with a count; the others stay",
  async ({ site }) => {
    const page = await openDemo(site);
    await analyse(page, [fixture("h264-aac.mp4")], 1);
    await analyse(page, [fixture("tone.mp3")], 2);
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem("results")!);
      const [done] = Object.values(stored) as Record<string, unknown>[];
      stored.broken = { name: 42, collapsed: "yes" };
      // Well-formed entries whose values no analysis produces: a size beyond any file, a "done"
      // result without tracks, tracks that are not objects.
      stored.huge = { ...done, size: 1e308 };
      stored.empty = { ...done, result: {} };
      stored.shapeless = { ...done, result: { media: { track: ["General"] } } };
      localStorage.setItem("results", JSON.stringify(stored));
    });
    await page.reload();
    await waitUntil(page, () => document.querySelectorAll(".media-demo__entry").length === 2);
    assert.equal(await shownNotices(page), [
      "4 saved results could not be read and were removed; the others are kept.",
    ]);
    const names = await entries(page).locator(".media-demo__file-name").allInnerTexts();
    assert.equal(names.sort(), ["h264-aac.mp4", "tone.mp3"]);
    assert.not.match(
      await page.locator(".media-demo").innerText(),
      "TB",
      "no impossible size is shown",
    );
    const kept = await page.evaluate(() =>
      Object.keys(JSON.parse(localStorage.getItem("results")!)),
    );
    assert.is(kept.length, 2, "storage now holds the two readable entries");
    assert.not.ok(kept.includes("broken"));
  },
);

hardening(
  "with storage already full, a first visit with nothing to save shows no notice",
  async ({ site }) => {
    const page = await openDemo(site);
    await fillStorage(page);
    await page.reload();
    await hydrated(page);
    assert.equal(await notices(page), []);
    await analyse(page, [fixture("h264-aac.mp4")], 1);
    assert.equal(await shownNotices(page), [
      "These results could not be saved (the browser's storage is full): they stay here until you leave the page.",
    ]);
  },
);

hardening(
  "with storage blocked, the results say once that they will not survive a reload",
  async ({ site }) => {
    const context = await site.context();
    await context.addInitScript(() => {
      // As with site data blocked: every storage method throws.
      for (const method of ["getItem", "setItem", "removeItem"] as const) {
        Storage.prototype[method] = () => {
          throw new DOMException("The operation is insecure.", "SecurityError");
        };
      }
    });
    const page = await context.newPage();
    await page.goto(site.origin + "/demo/");
    await hydrated(page);
    assert.equal(await notices(page), [], "nothing to say before there is a result");
    await analyse(page, [fixture("h264-aac.mp4")], 1);
    const blocked =
      "This browser does not let the page store data, so these results will not survive a reload.";
    assert.equal(await shownNotices(page), [blocked]);
    await analyse(page, [fixture("tone.mp3")], 2);
    assert.equal(await notices(page), [blocked], "said once");
    await noticeBoxes(page).getByRole("button", { name: "Dismiss" }).click();
    await analyse(page, [fixture("tone.flac")], 3);
    assert.equal(await notices(page), [], "not repeated after Dismiss");
  },
);

hardening(
  "a failed engine download is explained in plain words and clears once the engine loads",
  async ({ site }) => {
    const context = await site.context();
    let failing = true;
    await context.route(/MediaInfoModule\.[0-9a-f]+\.wasm$/, (route: Route) =>
      failing ? route.fulfill({ status: 503, body: "down" }) : route.continue(),
    );
    const page = await context.newPage();
    await page.goto(site.origin + "/demo/");
    const banner = page.getByRole("alert");
    await banner.waitFor();
    const text = await banner.innerText();
    assert.match(text, "The analysis engine could not be downloaded.");
    assert.match(text, "Check your connection, then press Retry.");
    assert.not.match(text, "ASSERTIONS", "the library's internal text is not in the visible words");
    await banner.getByText("Technical details").click();
    assert.match(
      await banner.locator("pre").innerText(),
      /\S/,
      "the technical text is behind the disclosure",
    );
    // The network comes back; a file picked without pressing Retry loads the engine and clears the banner.
    failing = false;
    await analyse(page, [fixture("h264-aac.mp4")], 1);
    await banner.waitFor({ state: "detached" });
  },
);

/** What the demo stores under `key`, as the page sees it. */
const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

/** The options controls as shown: [full, coverData, chunkSize]. */
const optionControls = async (page: Page) => [
  await page.getByRole("switch", { name: /full/ }).isChecked(),
  await page.getByRole("switch", { name: /coverData/ }).isChecked(),
  await page.getByRole("combobox", { name: /chunkSize/ }).inputValue(),
];

hardening(
  "unreadable saved options are said, the defaults are used, and saved results stay",
  async ({ site }) => {
    const page = await openDemo(site);
    await analyse(page, [fixture("h264-aac.mp4")], 1);
    const results = await stored(page, STORAGE_KEYS.demoResults);
    const defaults = [false, false, "262144"];
    const allUnreadable =
      "The saved analysis options could not be read, so the defaults are in use.";
    const cases: [string, string, unknown[]][] = [
      ["{full: true", allUnreadable, defaults],
      ["[true, true, 65536]", allUnreadable, defaults],
      ['{"full":"yes","coverData":1,"chunkSize":"65536"}', allUnreadable, defaults],
      [
        '{"full":true,"coverData":false,"chunkSize":12345}',
        "Some saved analysis options could not be read: chunkSize is back to its default.",
        [true, false, "262144"],
      ],
      [
        '{"full":false,"coverData":false,"chunkSize":65536,"theme":"dark"}',
        "The saved analysis options held entries this demo does not use; they were left out.",
        [false, false, "65536"],
      ],
      [
        '{"full":false,"coverData":"no","chunkSize":1e308}',
        "Some saved analysis options could not be read: coverData and chunkSize are back to their defaults.",
        defaults,
      ],
    ];
    for (const [value, notice, controls] of cases) {
      await page.evaluate(
        ([key, raw]) => localStorage.setItem(key, raw),
        [STORAGE_KEYS.demoOptions, value],
      );
      await page.reload();
      await noticeBoxes(page).first().waitFor();
      assert.equal(await notices(page), [notice], value);
      assert.equal(await optionControls(page), controls, value);
      assert.is(await stored(page, STORAGE_KEYS.demoResults), results, "saved results untouched");
      await entries(page).first().waitFor();
      assert.is(await entries(page).count(), 1);
    }
    assert.equal(await axeViolations(page), []);

    // An analysis with the options shown, then Dismiss keeps them: no notice on the next visit.
    await analyse(page, [fixture("tone.mp3")], 2);
    const newest = Object.values(JSON.parse((await stored(page, STORAGE_KEYS.demoResults))!)).find(
      (entry: any) => entry.name === "tone.mp3",
    ) as Record<string, unknown>;
    // coverData is stored only when on.
    assert.equal([newest.full, newest.coverData, newest.chunkSize], [false, undefined, 262144]);
    assert.is(await stored(page, STORAGE_KEYS.demoOptions), cases[5][0], "kept until confirmed");
    await noticeBoxes(page).getByRole("button", { name: "Dismiss" }).click();
    assert.equal(await notices(page), []);
    assert.equal(JSON.parse((await stored(page, STORAGE_KEYS.demoOptions))!), {
      full: false,
      coverData: false,
      chunkSize: 262144,
    });
    await page.reload();
    await hydrated(page);
    await entries(page).nth(1).waitFor();
    assert.equal(await notices(page), [], "not repeated once dismissed");

    // Changing an option also replaces the unreadable value.
    await page.evaluate((key) => localStorage.setItem(key, "not json"), STORAGE_KEYS.demoOptions);
    await page.reload();
    await noticeBoxes(page).first().waitFor();
    await page.getByRole("switch", { name: /full/ }).check();
    assert.equal(await notices(page), []);
    await page.reload();
    await hydrated(page);
    await entries(page).nth(1).waitFor();
    assert.equal(await notices(page), []);
    assert.equal(await optionControls(page), [true, false, "262144"]);
  },
);

hardening(
  "an option changed with storage full applies, and says it could not be saved",
  async ({ site }) => {
    const page = await openDemo(site);
    const refusals = await fillStorage(page);
    assert.ok(
      refusals.every((name) => name === "QuotaExceededError"),
      refusals.join(),
    );
    await page.getByRole("switch", { name: /full/ }).check();
    await noticeBoxes(page).first().waitFor();
    assert.equal(await notices(page), [
      "Your choice applies now but could not be saved (the browser's storage is full): the demo will not remember it on your next visit.",
    ]);
    assert.is(await stored(page, STORAGE_KEYS.demoOptions), null, "indeed not saved");
    assert.ok(await page.getByRole("switch", { name: /full/ }).isChecked(), "the choice applies");
    await noticeBoxes(page).getByRole("button", { name: "Dismiss" }).click();
    assert.equal(await notices(page), []);
    // With room again, the next change is saved and says nothing.
    await page.evaluate(() => localStorage.clear());
    await page.getByRole("switch", { name: /coverData/ }).check();
    assert.equal(JSON.parse((await stored(page, STORAGE_KEYS.demoOptions))!), {
      full: true,
      coverData: true,
      chunkSize: 262144,
    });
    assert.equal(await notices(page), []);
  },
);

hardening(
  "a sample that fails to download is named beside the samples, and its button works again",
  async ({ site }) => {
    const sample = DEMO_SAMPLES[0];
    const size = corpus().find((entry) => entry.file === sample.file)!.size;
    const page = await openDemo(site);
    const samples = page.getByRole("group", { name: /Try a sample/ });
    const button = samples.getByRole("button", { name: sample.label });
    const failing = /\/assets\/demo\/samples\//;
    const failure = (reason: string) =>
      `The sample ${sample.label} (${sample.file}) could not be loaded: ${reason}. Press its button to try again.`;
    const cases: [(route: Route) => Promise<void>, string][] = [
      [
        (route) => route.abort("internetdisconnected"),
        "the download did not complete (check your connection)",
      ],
      [(route) => route.fulfill({ status: 404, body: "gone" }), "the server answered 404"],
      [
        (route) => route.fulfill({ status: 200, body: "short" }),
        `5 bytes arrived instead of ${size}`,
      ],
    ];
    for (const [answer, reason] of cases) {
      await page.route(failing, answer);
      await button.click();
      const alert = samples.getByRole("alert");
      await alert.waitFor();
      assert.is(await alert.innerText(), failure(reason));
      assert.ok(await button.isEnabled(), "the button works again");
      await page.unroute(failing);
    }
    assert.equal(await axeViolations(page), []);
    await button.click();
    await entries(page).first().waitFor({ timeout: 20000 });
    assert.match(await entries(page).first().innerText(), sample.file);
    assert.is(await samples.getByRole("alert").count(), 0, "the message is gone");
  },
);

hardening(
  "the star count shows one format and the exact number in its name; odd answers show nothing",
  async ({ site }) => {
    const count = async (body: unknown, cached?: [string, string]) => {
      const context = await site.context({
        external: (route) =>
          route.fulfill({
            status: 200,
            contentType: "application/json",
            body: JSON.stringify(body),
          }),
      });
      if (cached)
        await context.addInitScript(([countValue, time]) => {
          localStorage.setItem("stargazers_count", countValue);
          localStorage.setItem(
            "stargazers_cache_time",
            time === "future" ? String(Date.now() + 86_400_000) : String(Date.now() - 1000),
          );
        }, cached);
      const page = await context.newPage();
      await page.goto(site.origin + "/docs/intro/");
      await page.waitForLoadState("networkidle");
      const link = mainNav(page).getByRole("link", { name: GITHUB_LINK });
      // The visible count is the link's text without its hidden words: its own element, no role.
      return {
        shown: (await link.locator(".star-count__count").innerText()).trim(),
        name: await link.innerText(),
      };
    };
    assert.is((await count(STUB_REPO)).shown, "1,234");
    const large = await count({ stargazers_count: 12_345 });
    assert.is(large.shown, "12.3k");
    assert.match(large.name, "12,345 stars");
    assert.is(
      (await count({ stargazers_count: 1e308 })).shown,
      "",
      "beyond safe integers: nothing shown",
    );
    assert.is(
      (await count({ stargazers_count: 7 }, ["-5", "now"])).shown,
      "7",
      "a negative cached count is refetched",
    );
    assert.is((await count({ stargazers_count: 7 }, ["42abc", "now"])).shown, "7");
    assert.is(
      (await count({ stargazers_count: 7 }, ["99", "future"])).shown,
      "7",
      "a cache time in the future is expired",
    );
    assert.is(
      (await count({ stargazers_count: 7 }, ["0", "now"])).shown,
      "0",
      "a cached 0 is used",
    );
  },
);

hardening.run();
