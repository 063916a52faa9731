// The playground offline in Chromium: the offline worker does not precache it (its editor, runner,
// libraries and sandbox are left out of the install), keeps what it loads on first use, and then
// the playground opens and runs an example with the network gone.
import fs from "node:fs";
import path from "node:path";
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { SITE_DIR } from "../../helpers/built-site.ts";
import { controlled } from "../../helpers/offline.ts";
import { PLAYGROUND, consoleShows, editorReady, run } from "../../helpers/playground.ts";
import { SANDBOX_PATH } from "../../../components/playground/names.js";
import { exampleId } from "../../../components/playground/build/examples.js";
import { allFences } from "../../helpers/examples.ts";

// The Usage page's browser example, which logs the tracks of the file it is given.
const usage = allFences().find((fence) => fence.attrs.title === "analyse-file.js")!;
const USAGE = `${PLAYGROUND}#${exampleId({ inputPath: usage.source, title: "analyse-file.js", code: usage.code })}`;

const test = browserSuite("playground offline");

const worker = fs.readFileSync(path.join(SITE_DIR, "sw.js"), "utf8");
const precache: string[] = JSON.parse(/^const OFFLINE=(\{.*?\});/.exec(worker)![1]).precache;
const client = JSON.parse(fs.readFileSync(".cache/client-manifest.json", "utf8"));
const playground = JSON.parse(fs.readFileSync(".cache/playground-manifest.json", "utf8"));

test("the playground is not precached", () => {
  const ownFiles: string[] = [...client.playground, ...Object.values(playground.libraries)];
  assert.ok(ownFiles.length >= 3, ownFiles.join(", "));
  for (const url of [...ownFiles, SANDBOX_PATH]) assert.not.ok(precache.includes(url), url);
  assert.ok(precache.length > 10, "the worker still precaches the shell");
});

test("once used, the playground opens and runs an example offline", async ({ site }) => {
  const { page, setOffline } = await controlled(site, USAGE);
  // The page that registered the worker loaded its code before the worker ran: open it again.
  await page.reload();
  await editorReady(page);
  await run(page);
  await consoleShows(page, '"@type": "General"');
  // The sandbox is kept, but not among the pages the offline page lists as saved.
  const saved = await page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys())
      kept[name.split("-").pop()!] = (await (await caches.open(name)).keys()).map(
        (request) => new URL(request.url).pathname,
      );
    return kept;
  });
  assert.ok(saved.runtime.includes(SANDBOX_PATH), JSON.stringify(saved));
  assert.not.ok(saved.pages.some((path) => path.startsWith(SANDBOX_PATH.replace(/\.html$/, ""))));

  await setOffline(true);
  await page.reload();
  await editorReady(page);
  await run(page);
  const lines = await consoleShows(page, '"@type": "General"');
  assert.ok(lines.length > 0);
  await setOffline(false);
});

test.run();
