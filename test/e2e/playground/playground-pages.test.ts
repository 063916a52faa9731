// The playground's page examples in Chromium: every recipe of each release served as printed (a
// page and its scripts, a module or classic worker among them) runs from its "Run" link and its
// page shows what the recipe's own test expects, on the sample and on the file that test picks,
// and on another corpus file; an edit in a worker's file shows in the run and a shared link keeps
// each file's edit, and the page with its file buttons passes axe; a page that asks a CDN for
// another release is told which one the playground runs; the remote files recipe reads a sample
// over HTTP through the page, which makes real Range requests for the site's samples and nothing
// else.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { axeViolations } from "../../helpers/axe.ts";
import { FIXTURE, allFences, releaseFences, usesLibrary } from "../../helpers/examples.ts";
import { expectedTracks, recipes } from "../../helpers/recipes.ts";
import { corpus } from "../../helpers/corpus.ts";
import { problemsOf } from "../../helpers/site.ts";
import {
  PLAYGROUND,
  consoleLines,
  consoleShows,
  editorOf,
  editorReady,
  replaceCode,
  run,
  statusMatching,
} from "../../helpers/playground.ts";
import { exampleId, isPlayable, recipeId } from "../../../components/playground/build/examples.js";
import { documentedReleases } from "../../../eleventy/releases.js";
import { readManifest } from "../../../eleventy/manifests.js";
import { validSiteConfig } from "../../../config/check.js";
import siteConfig from "../../../config/site.js";

const test = browserSuite("playground pages");
const releases = documentedReleases(validSiteConfig(siteConfig));
const latest = releases.find((release) => release.isLatest)!;
/** A release's recipes served as printed, as its docs print them. */
const servedOf = (release: (typeof releases)[number]) =>
  [...recipes(releaseFences(release)).values()].filter(
    (recipe) => recipe.check.attrs.check === "static",
  );
const served = servedOf(latest);
const remote = recipes().get("remote-browser")!;

/** The docs page a recipe is printed on. */
const pageOf = (source: string) => "/" + source.replace(/^\.?\/?site\//, "").replace(/\.md$/, "/");

/** What the example's page shows in its <output>, once it is `text`. */
async function pageShows(page: Page, text: string): Promise<void> {
  await page
    .frameLocator(".playground__frame")
    .getByRole("status")
    .getByText(text, { exact: true })
    .waitFor({ timeout: 40_000 });
}

/** The files the example shows, as its buttons name them. */
const fileButtons = (page: Page) =>
  page.getByRole("group", { name: "Files of this example" }).getByRole("button");

test("every recipe of each release served as printed runs from its Run link, and its page shows what the recipe's test expects", async ({
  site,
}) => {
  assert.ok(served.length >= 4, `${served.length} recipes`);
  const all = releases.flatMap((release) => servedOf(release));
  assert.ok(all.length > served.length, "the older release's recipes run too");
  for (const recipe of all) {
    const id = recipeId(recipe.check.source, recipe.name);
    const docs = await site.open(pageOf(recipe.check.source));
    await docs
      .getByRole("link", { name: "Run this recipe in the playground" })
      .and(docs.locator(`[href$="#${id}"]`))
      .click();
    const page = docs;
    await page.waitForURL(new RegExp(`/playground/#${id}$`));
    await editorReady(page);
    const names = recipe.files.map((file) => file.path);
    const pageFirst = ["index.html", ...names.filter((name) => name !== "index.html")];
    // A page alone needs no choice of file.
    const shown = pageFirst.length > 1 ? pageFirst : [];
    assert.equal(await fileButtons(page).allTextContents(), shown, recipe.name);
    await run(page);
    await pageShows(page, expectedTracks(recipe));
    assert.is(await page.locator(".playground__line--error").count(), 0, recipe.name);
    assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] }, recipe.name);
    await page.context().close();
    // And, in a fresh page, on the reader's file: the one the recipe's own test picks.
    const own = await site.open(`${PLAYGROUND}#${id}`);
    await editorReady(own);
    await own.getByLabel("Choose file").setInputFiles(FIXTURE);
    await run(own);
    await pageShows(own, expectedTracks(recipe));
    await own.context().close();
  }
});

test("Choose file hands the reader's file to the page's file input: the module worker's page shows its tracks", async ({
  site,
}) => {
  const media = corpus().find((entry) => entry.file === "h264-aac.ts")!;
  const page = await site.open(`${PLAYGROUND}#recipe-module-worker`);
  await editorReady(page);
  await page.getByLabel("Choose file").setInputFiles(media.path);
  await run(page);
  await pageShows(page, media.tracks.join(", "));
  await page.getByText("1 created, 1 ready").waitFor();
});

test("an edit in a worker's file shows in the run, and a shared link keeps each file's edit", async ({
  site,
}) => {
  const page = await site.open(`${PLAYGROUND}#recipe-module-worker`);
  await editorReady(page);
  await fileButtons(page).getByText("worker.js", { exact: true }).click();
  assert.match((await editorOf(page).textContent()) ?? "", /mediaInfoFactory/);
  // The file buttons say which file is shown, and the page passes axe with them.
  assert.equal(
    await fileButtons(page).evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute("aria-pressed")),
    ),
    ["false", "false", "false", "true"],
  );
  assert.equal(await axeViolations(page), []);
  await editorOf(page).click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText('\nconsole.log("worker edit", 6 * 7);\n');
  // Another file and back: the edit stays.
  await fileButtons(page).getByText("main.js", { exact: true }).click();
  assert.match((await editorOf(page).textContent()) ?? "", /connect\(new Worker/);
  await fileButtons(page).getByText("worker.js", { exact: true }).click();
  assert.match((await editorOf(page).textContent()) ?? "", /worker edit/);
  await run(page);
  await consoleShows(page, "worker.js: worker edit 42");
  await pageShows(page, "General, Video, Audio");

  await page.getByRole("button", { name: "Copy link to this code" }).click();
  await page.waitForURL(/#code=/);
  const link = new URL(page.url());
  const reader = await site.open(link.pathname + link.hash);
  await editorReady(reader);
  await reader.getByText("Opened the code of a shared link").waitFor();
  assert.match((await editorOf(reader).textContent()) ?? "", /<!doctype html>/);
  await fileButtons(reader).getByText("worker.js", { exact: true }).click();
  assert.match((await editorOf(reader).textContent()) ?? "", /worker edit/);
  assert.equal(await consoleLines(reader), [], "nothing ran on opening");
});

test("a page that loads the library from a CDN runs with the release's own build, and one asking for another release is told", async ({
  site,
}) => {
  const fence = allFences().find(
    (item) => usesLibrary(item) && item.lang === "html" && isPlayable(item.lang, item.attrs),
  )!;
  const page = await site.open(
    `${PLAYGROUND}#${exampleId({ inputPath: fence.source, title: fence.attrs.title ?? null, code: fence.code })}`,
  );
  await editorReady(page);
  await run(page);
  await page.getByText("1 created, 1 ready").waitFor();
  const other = fence.code.replace(`mediainfo.js@${latest.version}/`, "mediainfo.js@0.0.1/");
  assert.is.not(other, fence.code);
  await replaceCode(page, other);
  await run(page);
  await consoleShows(page, "asks for mediainfo.js 0.0.1");
  const lines = await consoleLines(page);
  assert.ok(
    lines.some((line) => line.includes(`the playground runs ${latest.version}`)),
    lines.join("\n"),
  );
  await statusMatching(page, /^Loaded/);
});

test("the remote files recipe reads a sample over HTTP through the page: real Range requests, for the site's samples only", async ({
  site,
}) => {
  const docs = await site.open(pageOf(remote.check.source));
  // Every request the page makes for a sample, with its Range header and the status it got.
  const requests: { range: string | undefined; status: number; authorization?: string }[] = [];
  docs.on("response", (response) => {
    if (!response.url().includes("/samples/")) return;
    const { range, authorization } = response.request().headers();
    requests.push({ range, status: response.status(), authorization });
  });
  await docs
    .getByRole("link", { name: "Run this recipe in the playground" })
    .and(docs.locator('[href$="#recipe-remote-browser"]'))
    .click();
  const page = docs;
  await editorReady(page);
  // A file of the reader's has no address: the recipe offers the samples only, and says why.
  await page.getByText("This recipe reads its file over HTTP").waitFor();
  assert.is(await page.getByLabel("Choose file").count(), 0);
  await run(page);
  const tracks = expectedTracks(remote).replace(/[()]/g, "\\$&");
  await page
    .frameLocator(".playground__frame")
    .getByRole("status")
    .getByText(new RegExp(`^${tracks} \\(read \\d+ of \\d+ bytes\\)$`))
    .waitFor({ timeout: 40_000 });
  assert.ok(
    requests.some(({ range, status }) => /^bytes=\d+-\d+$/.test(range ?? "") && status === 206),
    JSON.stringify(requests),
  );
  assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });

  // The code may ask for a sample only, with GET or HEAD, and only its Range header is sent.
  const address = new URL(readManifest("demo").samples[0].url, site.origin).href;
  const probe = await site.open(PLAYGROUND);
  // The requests for the sample with a Range header (the run's own download of it has none).
  const probed: { range: string; authorization?: string }[] = [];
  probe.on("request", (request) => {
    const { range, authorization } = request.headers();
    if (request.url() === address && range) probed.push({ range, authorization });
  });
  await editorReady(probe);
  await replaceCode(
    probe,
    `for (const [method, headers] of [["POST", {}], ["GET", { Authorization: "Bearer secret", Range: "bytes=0-9" }]]) {
  try {
    const answer = await fetch(${JSON.stringify(address)}, { method, headers });
    console.log(method, answer.status, (await answer.arrayBuffer()).byteLength);
  } catch (error) {
    console.log(method, "refused:", error.message);
  }
}
console.log("probe done");
`,
  );
  await run(probe);
  const lines = await consoleShows(probe, "probe done");
  assert.ok(
    lines.some(
      (line) =>
        line.startsWith("POST refused: POST") &&
        line.includes("is not one of the site's sample files"),
    ),
    lines.join("\n"),
  );
  assert.ok(lines.includes("GET 206 10"), lines.join("\n"));
  assert.equal(
    probed,
    [{ range: "bytes=0-9", authorization: undefined }],
    "one request, its Range kept and the rest left out",
  );
});

test.run();
