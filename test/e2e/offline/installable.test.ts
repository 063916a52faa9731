// Installing the site, in Chromium: the page's manifest parses without errors and Chromium finds
// nothing that stops installation; the demo opens the files a launch hands it ("Open with" on a
// media file in the installed app). A real launch needs an installed app and a file manager, so
// the launch queue is stood in for here: the page's consumer gets file handles the way Chromium
// passes them (objects with `kind` and `getFile()`), holding a corpus file's bytes.
import fs from "node:fs";
import path from "node:path";
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { CORPUS_DIR, corpus } from "../../helpers/corpus.ts";
import { watchPage } from "../../helpers/site.ts";
import { MANIFEST_PATH } from "../../../eleventy/app-manifest.js";
import { waitUntil } from "../../helpers/wait.ts";

const installable = browserSuite("installable");

installable(
  "the manifest parses, names its icons and the demo as file handler; nothing stops install",
  async ({ site }) => {
    const context = await site.context({ serviceWorkers: "allow" });
    const page = await context.newPage();
    await page.goto(site.origin + "/");
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    assert.is(manifest.url, site.origin + MANIFEST_PATH);
    assert.equal(manifest.errors, []);
    const parsed = JSON.parse(manifest.data!);
    assert.is(parsed.file_handlers[0].action, "/demo/");
    for (const icon of parsed.icons) {
      const response = await page.request.get(site.origin + icon.src);
      assert.is(response.status(), 200, icon.src);
      assert.is(response.headers()["content-type"], icon.type, icon.src);
    }
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    // A test browser context is incognito, which alone keeps Chromium from offering to install.
    const errors = installabilityErrors.map((error) => error.errorId);
    assert.equal(errors, ["in-incognito"]);
  },
);

installable("a launch with a media file analyses it in the demo", async ({ site }) => {
  const context = await site.context();
  const page = await context.newPage();
  watchPage(page);
  // Chromium's own queue is kept; its consumer is also recorded, so the test can call it.
  await page.addInitScript(() => {
    const queue = (window as any).launchQueue;
    const setConsumer = queue.setConsumer.bind(queue);
    queue.setConsumer = (consumer: unknown) => {
      (window as any).launchConsumer = consumer;
      setConsumer(consumer);
    };
  });
  await page.goto(site.origin + "/demo/");
  await waitUntil(page, () => typeof (window as any).launchConsumer === "function");
  const file = corpus().find((entry) => entry.file === "tone.wav")!;
  const bytes = [...fs.readFileSync(path.join(CORPUS_DIR, file.file))];
  // A handle as Chromium passes it; no named helpers in here (tsx would wrap them in __name()).
  await page.evaluate(
    ([name, data]) => {
      const media = new File([new Uint8Array(data)], name);
      (window as any).launchConsumer({
        files: [{ kind: "file", name, getFile: Promise.resolve.bind(Promise, media) }],
      });
    },
    [file.file, bytes] as const,
  );
  const entry = page.locator(".media-demo__entry").first();
  await entry.getByText(file.file).first().waitFor();
  await entry.getByText(file.format!).first().waitFor({ timeout: 20_000 });
});

installable.run();
