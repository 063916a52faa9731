// The offline worker in Firefox (firefox-esr over WebDriver BiDi): it controls the page after load
// and saves the shell, the demo and the open page in caches named by the build. Firefox over BiDi
// does not take Puppeteer's offline mode (tried: pages still load), so the network goes away by
// stopping the server: saved pages load, others get the offline page, the demo still analyses.
import fs from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SITE_DIR } from "../../helpers/built-site.ts";
import { CORPUS_DIR, corpus } from "../../helpers/corpus.ts";
import { startFirefoxSite, type FirefoxSite } from "../../helpers/firefox.ts";
import { cacheNames } from "../../../contract/index.js";

const firefox = suite<{ site: FirefoxSite }>("Firefox offline");
firefox.before(async (context) => {
  context.site = await startFirefoxSite();
});
firefox.after(async (context) => {
  await context.site?.close();
});

const build = /^const OFFLINE=\{"build":"([0-9a-f]+)"/.exec(
  fs.readFileSync(path.join(SITE_DIR, "sw.js"), "utf8"),
)![1];

firefox(
  "saved pages and the demo work once the server is gone; others get the offline page",
  async ({ site }) => {
    const { page } = await site.open("/docs/intro/");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const names = cacheNames(build);
    assert.equal(
      (await page.evaluate(() => caches.keys())).sort(),
      [names.pages, names.shell].sort(),
    );
    const intro = await page.evaluate(() => document.title);

    await site.stopServing();
    await page.goto(site.origin + "/license/");
    const offline = await page.evaluate(() => ({
      h1: document.querySelector("main h1")?.textContent,
      saved: [...document.querySelectorAll(".saved-pages a")]
        .map((a) => a.getAttribute("href"))
        .sort(),
    }));
    assert.equal(offline, { h1: "Offline use", saved: ["/demo/", "/docs/intro/"] });
    await page.goto(site.origin + "/docs/intro/");
    assert.is(await page.evaluate(() => document.title), intro);

    await page.goto(site.origin + "/demo/");
    const input = await page.waitForSelector(".media-demo input[type=file]");
    const file = corpus().find((entry) => entry.file === "tone.flac")!;
    await input!.uploadFile(path.join(CORPUS_DIR, file.file));
    await page.waitForFunction(() => document.querySelectorAll(".media-demo__entry").length === 1, {
      timeout: 60_000,
    });
    assert.match(
      await page.$eval(".media-demo", (el) => (el as HTMLElement).innerText),
      file.format!,
    );
  },
);

firefox.run();
