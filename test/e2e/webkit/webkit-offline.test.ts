// The offline worker in WebKitGTK: it controls the page after load and saves the shell, the demo
// and the open page in caches named by the build. The network then goes away (the lane's servers
// stop): a saved page loads from the cache, a page never visited gets the offline page listing the
// saved ones, and the demo still analyses a file with the saved engine.
import fs from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SITE_DIR, sitemapRoutes } from "../../helpers/built-site.ts";
import { startWebKitSite, type WebKitSite } from "../../helpers/webkit.ts";
import { CORPUS_DIR, corpus } from "../../helpers/corpus.ts";
import { cacheNames } from "../../../contract/index.js";
import { analyse, openDemo } from "./webkit-demo.ts";

const webkit = suite<{ site: WebKitSite }>("WebKit offline");
webkit.before(async (context) => {
  context.site = await startWebKitSite();
});
webkit.after(async (context) => {
  await context.site?.close();
});

const build = /^const OFFLINE=\{"build":"([0-9a-f]+)"/.exec(
  fs.readFileSync(path.join(SITE_DIR, "sw.js"), "utf8"),
)![1];

// A page the visited one does not link, so no prefetch of its links can have saved it.
const introHtml = fs.readFileSync(path.join(SITE_DIR, "docs/intro/index.html"), "utf8");
const linked = new Set([...introHtml.matchAll(/href="(\/[^"#?]*)"/g)].map((match) => match[1]));
const UNSAVED = sitemapRoutes().find((route) => !linked.has(route) && route !== "/offline/")!;

webkit(
  "saved pages and the demo work once the server is gone; others get the offline page",
  async ({ site }) => {
    await site.open("/docs/intro/");
    await site.waitFor(() => navigator.serviceWorker.controller !== null);
    const names = cacheNames(build);
    // The worker fills its caches as it installs and as pages load: wait for the page's copy.
    await site.waitFor(
      (pages: string) =>
        caches.open(pages).then((cache) => cache.match("/docs/intro/").then(Boolean)),
      names.pages,
    );
    assert.equal(
      (await site.evaluate(() => caches.keys())).sort(),
      [names.pages, names.shell].sort(),
    );
    const intro = await site.driver.getTitle();

    await site.stopServing();
    await site.open(UNSAVED);
    const offline = await site.evaluate(() => ({
      h1: document.querySelector("main h1")?.textContent,
      saved: [...document.querySelectorAll(".saved-pages a")]
        .map((a) => a.getAttribute("href"))
        .sort(),
    }));
    // The pages the router prefetched meanwhile are saved too: how many depends on timing.
    assert.is(offline.h1, "Offline use");
    for (const saved of ["/demo/", "/docs/intro/"]) assert.ok(offline.saved.includes(saved), saved);
    assert.not.ok(offline.saved.includes(UNSAVED), `${UNSAVED} is not saved`);
    await site.open("/docs/intro/");
    assert.is(await site.driver.getTitle(), intro);

    await openDemo(site);
    const file = corpus().find((entry) => entry.file === "tone.flac")!;
    await analyse(site, [path.join(CORPUS_DIR, file.file)]);
    assert.match(
      await site.evaluate(() => (document.querySelector(".media-demo") as HTMLElement).innerText),
      file.format!,
    );
    assert.equal(await site.problems(), { consoleErrors: [], cspViolations: [] });
  },
);

webkit.run();
