// The offline worker in Chromium, on a copy of the built site that a test can redeploy: the
// worker controls the page after load and saves the shell, the demo (with the latest release's
// engine only: an older one is fetched when chosen, then kept) and the page open; offline,
// saved pages load, unsaved ones get the offline page listing the saved ones, the demo analyses
// a corpus file, search answers a query searched online and says when its index is missing, the
// star count keeps its last value; a new build is offered by a notice and the kill switch removes
// everything. Cache names carry the build id, which is recomputed here from the served files.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { controlled } from "../../helpers/offline.ts";
import { SITE_DIR } from "../../helpers/built-site.ts";
import { CORPUS_DIR, corpus } from "../../helpers/corpus.ts";
import { mainNav, nextFrames } from "../../helpers/site.ts";
import { buildId, filesOf, writeServiceWorker } from "../../../scripts/build-service-worker.js";
import { validSiteConfig } from "../../../config/check.js";
import siteConfig from "../../../config/site.js";
import { documentedReleases } from "../../../eleventy/releases.js";
import {
  OFFLINE_PATH,
  SERVICE_WORKER_ATTRIBUTE,
  STORAGE_KEYS,
  cacheNames,
} from "../../../contract/index.js";
import { waitUntil } from "../../helpers/wait.ts";

const LIVE = fs.mkdtempSync(path.join(os.tmpdir(), "offline-site-"));
fs.cpSync(SITE_DIR, LIVE, { recursive: true });
const offline = browserSuite("offline worker", { root: () => LIVE });
offline.after(() => fs.rmSync(LIVE, { recursive: true, force: true }));

/** The build id the served worker carries, checked against a fresh hash of the served files. */
function servedBuild(): string {
  const worker = fs.readFileSync(path.join(LIVE, "sw.js"), "utf8");
  const build = /^const OFFLINE=(\{.*?\});/.exec(worker)![1];
  const config = JSON.parse(build) as { build: string; precache: string[] };
  assert.is(config.build, buildId(LIVE, filesOf(LIVE)), "the id hashes the served files");
  return config.build;
}

/** Waits until `check` resolves true in the page (waitForFunction would take its promise for
 * true), trying again after each two frames; a try during a navigation counts as false. */
async function eventually(
  page: Page,
  what: string,
  check: (arg: string[]) => Promise<boolean>,
  arg: string[] = [],
): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await page.evaluate(check, arg).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await nextFrames(page).catch(() => {});
  }
}

/** Deploys a build with the switch set: pages no longer name the worker, the worker retires. */
async function deployKillSwitch(): Promise<void> {
  for (const file of filesOf(LIVE).filter((name) => name.endsWith(".html"))) {
    const html = fs.readFileSync(path.join(LIVE, file), "utf8");
    fs.writeFileSync(
      path.join(LIVE, file),
      html.replace(` ${SERVICE_WORKER_ATTRIBUTE}="/sw.js"`, ""),
    );
  }
  await writeServiceWorker(LIVE, { enabled: false });
}

const cacheKeys = (page: Page) => page.evaluate(() => caches.keys());
const cachedPaths = (page: Page, name: string) =>
  page.evaluate(
    async (cache) =>
      (await (await caches.open(cache)).keys()).map((request) => new URL(request.url).pathname),
    name,
  );
const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

offline(
  "after load, the worker saves the shell, the demo and the open page in caches named by build",
  async ({ site }) => {
    const { page } = await controlled(site, "/docs/intro/");
    const names = cacheNames(servedBuild());
    assert.equal((await cacheKeys(page)).sort(), [names.pages, names.shell].sort());
    const shell = await cachedPaths(page, names.shell);
    for (const file of [OFFLINE_PATH, "/demo/", "/manifest.webmanifest", "/img/favicon.ico"])
      assert.ok(shell.includes(file), `${file} precached`);
    const older = documentedReleases(validSiteConfig(siteConfig))
      .filter((release) => !release.isLatest)
      .map((release) => `assets/demo${release.prefix}/`);
    assert.ok(older.length > 0, "the site documents an older release");
    // The playground's own code and libraries are kept when it is first used, not on install.
    const playground: string[] = JSON.parse(
      fs.readFileSync(".cache/client-manifest.json", "utf8"),
    ).playground.map((url: string) => url.slice(1));
    const isPlayground = (file: string) =>
      file.startsWith("assets/playground/") || playground.includes(file);
    const assets = filesOf(LIVE).filter((file) => file.startsWith("assets/"));
    const [olderEngines, rest] = [
      assets.filter((file) => older.some((folder) => file.startsWith(folder))),
      assets.filter(
        (file) => !older.some((folder) => file.startsWith(folder)) && !isPlayground(file),
      ),
    ];
    assert.ok(assets.filter(isPlayground).length >= 3, "the playground's chunk and libraries");
    for (const file of assets.filter(isPlayground))
      assert.not.ok(shell.includes(`/${file}`), `/${file} is left to its first use`);
    assert.equal(
      olderEngines.map((file) => path.extname(file)).sort(),
      older.flatMap(() => [".js", ".wasm"]).sort(),
      "each older release has its worker and WASM",
    );
    for (const file of rest) assert.ok(shell.includes(`/${file}`), `/${file} precached`);
    for (const file of olderEngines)
      assert.not.ok(shell.includes(`/${file}`), `/${file} is left to be fetched on choice`);
    assert.equal(await cachedPaths(page, names.pages), ["/docs/intro/"]);
  },
);

offline(
  "offline, saved pages load, in full and by the router; others get the offline page listing them",
  async ({ site }) => {
    const { page, setOffline } = await controlled(site, "/docs/intro/");
    const introTitle = await heading(page);
    await setOffline(true);
    await page.reload();
    assert.is(await heading(page), introTitle);
    await mainNav(page).getByRole("link", { name: "Demo", exact: true }).click();
    await page.waitForURL("**/demo/");
    await page.waitForSelector(".media-demo");

    const response = await page.goto(site.origin + "/license/");
    assert.is(response?.status(), 503);
    assert.is(await heading(page), "Offline use");
    const main = page.getByRole("main");
    await main.getByText("/license/ is not saved on this device").waitFor();
    const saved = await main
      .locator(".saved-pages a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    assert.equal([...saved].sort(), ["/demo/", "/docs/intro/"]);

    // The router falls back to a full load, which gets the offline page too.
    await main.getByRole("link", { name: introTitle!.trim() }).first().click();
    await page.waitForURL("**/docs/intro/");
    await page.getByRole("link", { name: "API", exact: true }).first().click();
    await page.waitForURL("**/api/");
    await main.getByText("/api/ is not saved on this device").waitFor();
  },
);

offline(
  "offline, the demo analyses a corpus file with its saved worker and WebAssembly",
  async ({ site }) => {
    const { page, setOffline } = await controlled(site, "/");
    await setOffline(true);
    await page.goto(site.origin + "/demo/");
    const file = corpus().find((entry) => entry.file === "tone.flac")!;
    await page.getByLabel("Media files to analyse").setInputFiles(path.join(CORPUS_DIR, file.file));
    const entry = page.locator(".media-demo__entry").first();
    await entry.getByText(file.file).first().waitFor();
    await entry.getByText(file.format!).first().waitFor({ timeout: 20_000 });
  },
);

offline(
  "an older release's engine is fetched when chosen, then kept: offline, it still analyses",
  async ({ site }) => {
    const [, older] = documentedReleases(validSiteConfig(siteConfig));
    const { page, setOffline } = await controlled(site, "/demo/");
    const file = corpus().find((entry) => entry.file === "tone.flac")!;
    const entries = page.locator(".media-demo__entry");
    await page.getByRole("combobox", { name: /mediainfo\.js release/ }).selectOption(older.version);
    await page.getByLabel("Media files to analyse").setInputFiles(path.join(CORPUS_DIR, file.file));
    await entries.first().getByText(`mediainfo.js ${older.version}`).waitFor({ timeout: 20_000 });
    await setOffline(true);
    await page.reload();
    await page.getByLabel("Media files to analyse").setInputFiles(path.join(CORPUS_DIR, file.file));
    await entries.nth(1).waitFor({ timeout: 20_000 });
    await entries.first().getByText(`mediainfo.js ${older.version}`).waitFor();
    await entries.first().getByText(file.format!).first().waitFor();
  },
);

async function search(page: Page, query: string): Promise<string> {
  await page.waitForSelector(".navbar [data-island='search'][data-island-ready]");
  await mainNav(page).getByRole("button", { name: "Search" }).filter({ visible: true }).click();
  const dialog = page.getByRole("dialog", { name: "Search the documentation" });
  await dialog.getByRole("searchbox", { name: "Search docs and API" }).fill(query);
  const status = dialog.getByRole("status").filter({ hasText: /"|unavailable/ });
  await status.waitFor();
  return (await status.textContent()) ?? "";
}

offline(
  "offline, search answers a query searched once online, and says when its index is missing",
  async ({ site }) => {
    const online = await controlled(site, "/docs/intro/");
    assert.match(await search(online.page, "webassembly"), /result/);
    await online.setOffline(true);
    await online.page.reload();
    assert.match(await search(online.page, "webassembly"), /result/);
    assert.ok((await online.page.locator("dialog[open] .search__page-link").count()) > 0);

    const never = await controlled(site, "/docs/intro/");
    await never.setOffline(true);
    assert.match(await search(never.page, "webassembly"), /index is not available offline/);
  },
);

offline("offline, the star count keeps its last value, however old", async ({ site }) => {
  const { page, setOffline } = await controlled(site, "/");
  const count = page.locator(".star-count__count").filter({ visible: true }).first();
  await waitUntil(page, () => document.querySelector(".star-count__count")?.textContent);
  const shown = await count.textContent();
  await page.evaluate((key) => localStorage.setItem(key, "1"), STORAGE_KEYS.starCountTime);
  await setOffline(true);
  await page.reload();
  await waitUntil(
    page,
    (text) => document.querySelector(".star-count__count")?.textContent === text,
    shown,
  );
});

offline(
  "a new build is offered by a quiet notice; Reload moves to it and deletes the old caches",
  async ({ site }) => {
    const { page } = await controlled(site, "/docs/intro/");
    const before = cacheNames(servedBuild());
    const intro = path.join(LIVE, "docs/intro/index.html");
    fs.appendFileSync(intro, "\n<!-- a later build -->\n");
    await writeServiceWorker(LIVE);
    const after = cacheNames(servedBuild());
    assert.is.not(after.shell, before.shell);

    await page.reload();
    const notice = page
      .getByRole("status")
      .filter({ hasText: "A new version of this site is ready." });
    await notice.waitFor();
    const keys = await cacheKeys(page);
    for (const name of [before.shell, before.pages, after.shell, after.pages])
      assert.ok(keys.includes(name), `${name} kept until the new worker takes over`);

    await notice.getByRole("button", { name: "Reload" }).click();
    await notice.waitFor({ state: "detached" }); // the page reloaded
    await eventually(
      page,
      "the old caches are deleted",
      async ([old, now]) => {
        const keys = await caches.keys();
        return !keys.includes(old) && keys.includes(now);
      },
      [before.shell, after.shell],
    );
    const build = after.shell.replace(/-shell$/, "");
    for (const name of await cacheKeys(page)) assert.ok(name.startsWith(build), name);
  },
);

offline(
  "a nearly full storage quota costs the saved copies, never a page: navigation keeps working",
  async ({ site }) => {
    const { context, page } = await controlled(site, "/docs/intro/");
    const cdp = await context.newCDPSession(page);
    // The quota Chromium grants this origin, set to what it already uses: every write fails.
    const { usage } = await cdp.send("Storage.getUsageAndQuota", { origin: site.origin });
    await cdp.send("Storage.overrideQuotaForOrigin", {
      origin: site.origin,
      quotaSize: Math.ceil(usage),
    });
    try {
      const response = await page.goto(site.origin + "/license/");
      assert.is(response?.status(), 200);
      assert.ok(await heading(page));
      await page.goto(site.origin + "/docs/getting-started/usage/");
      assert.is(await heading(page), "Usage");
    } finally {
      await cdp.send("Storage.overrideQuotaForOrigin", { origin: site.origin });
    }
  },
);

offline(
  "a stalled network shows the saved copy of a page within seconds, and one page keeps one slot",
  async ({ site }) => {
    const { context, page } = await controlled(site, "/docs/intro/");
    const names = cacheNames(servedBuild());
    await page.goto(site.origin + "/license/");
    await page.goto(site.origin + "/docs/intro/index.html");
    await eventually(
      page,
      "/license/ is saved",
      async ([name]) =>
        (await (await caches.open(name)).keys()).some((r) => r.url.endsWith("/license/")),
      [names.pages],
    );
    const saved = await cachedPaths(page, names.pages);
    assert.ok(saved.includes("/docs/intro/") && saved.includes("/license/"), saved.join(", "));
    assert.not.ok(
      saved.some((key) => key.endsWith("index.html")),
      "/docs/intro/index.html is the page /docs/intro/, saved once",
    );
    // From now on the server never answers /license/: the request hangs, as on a dead link.
    await context.route("**/license/", () => {});
    const started = Date.now();
    await page.goto(site.origin + "/license/", { timeout: 15_000 });
    assert.match((await heading(page)) ?? "", /License/i);
    assert.ok(Date.now() - started < 12_000, `${Date.now() - started} ms`);
  },
);

const unregistered = async () => (await navigator.serviceWorker.getRegistrations()).length === 0;
const gone = async () =>
  (await navigator.serviceWorker.getRegistrations()).length === 0 &&
  (await caches.keys()).length === 0 &&
  navigator.serviceWorker.controller === null;

offline(
  "the kill switch: the next visit removes the worker, then every cache of ours",
  async ({ site }) => {
    const { page } = await controlled(site, "/docs/intro/");
    assert.ok((await cacheKeys(page)).length > 0);
    await deployKillSwitch();
    // The reloaded page is the new build's: it unregisters the worker, which still answers
    // for this page (and may keep a copy of it) until the page goes.
    await page.reload();
    await eventually(page, "the page unregistered the worker", unregistered);
    await page.goto(site.origin + "/license/");
    await eventually(page, "the next page is uncontrolled and our caches are gone", gone);
  },
);

offline(
  "the kill switch with a tab open on the older build: a link followed in that tab arrives",
  async ({ site }) => {
    fs.cpSync(SITE_DIR, LIVE, { recursive: true }); // the older build again, worker and all
    const { context, page } = await controlled(site, "/docs/intro/");
    await deployKillSwitch();
    // Another tab loads the new build: the browser finds the retiring worker, and the page
    // unregisters the older build's.
    const other = await context.newPage();
    await other.goto(site.origin + "/license/");
    await eventually(other, "the new build's page unregistered the worker", unregistered);
    // The demo loads in full: a real navigation from the tab the older worker controls.
    await mainNav(page).getByRole("link", { name: "Demo", exact: true }).click();
    await page
      .getByRole("heading", { level: 1, name: /demo/i })
      .waitFor({ state: "visible", timeout: 10_000 });
    assert.is(new URL(page.url()).pathname, "/demo/");
    await eventually(page, "the demo is uncontrolled and our caches are gone", gone);
  },
);

offline.run();
