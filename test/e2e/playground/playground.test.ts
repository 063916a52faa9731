// The playground in Chromium: every runnable browser example of each release, run on its sample
// and on the file the docs' executed-example test uses, shows what that test checks; its "Run"
// link opens it; an edit shows in the output; the release is the one of the docs the example
// comes from.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import {
  label,
  mediaFileOf,
  mismatch,
  releaseFences,
  usesLibrary,
} from "../../helpers/examples.ts";
import { corpus } from "../../helpers/corpus.ts";
import { problemsOf } from "../../helpers/site.ts";
import {
  PLAYGROUND,
  consoleShows,
  editorOf,
  editorReady,
  replaceCode,
  reportOf,
  run,
  statusMatching,
} from "../../helpers/playground.ts";
import { documentedReleases } from "../../../eleventy/releases.js";
import { validSiteConfig } from "../../../config/check.js";
import siteConfig from "../../../config/site.js";
import { exampleId, isPlayable } from "../../../components/playground/build/examples.js";
import { typeInfo } from "../../../components/type-hints/build/compile.js";

const test = browserSuite("playground");

const releases = documentedReleases(validSiteConfig(siteConfig));
/** The fences the playground offers for a release, as the examples test reads them. */
const playableOf = (release: (typeof releases)[number]) =>
  releaseFences(release).filter(
    (fence) => usesLibrary(fence) && isPlayable(fence.lang, fence.attrs),
  );
const playable = playableOf(releases.find((release) => release.isLatest)!);
/** The Usage example, analyse-file.js, and its playground id. */
const usage = playable.find((item) => item.attrs.title === "analyse-file.js")!;
const usageId = exampleId({ inputPath: usage.source, title: "analyse-file.js", code: usage.code });

test("every runnable browser example of each release runs on its sample and on the file its test uses, and shows what its test checks", async ({
  site,
}) => {
  const examples = releases.flatMap((release) => playableOf(release));
  assert.ok(playable.length >= 5, `${playable.length} playable examples`);
  assert.ok(examples.length > playable.length, "the older release's examples run too");
  for (const fence of examples) {
    const id = exampleId({
      inputPath: fence.source,
      title: fence.attrs.title ?? null,
      code: fence.code,
    });
    // First on the sample it opens with, then, in a fresh page, on the reader's file: the corpus
    // file the executed-example test runs it on.
    for (const file of [null, mediaFileOf(fence)]) {
      const page = await site.open(`${PLAYGROUND}#${id}`);
      await editorReady(page);
      if (file) await page.getByLabel("Choose file").setInputFiles(file);
      await page.getByRole("button", { name: "Run", exact: true }).click();
      await statusMatching(page, /^Finished|^Loaded|^Stopped/);
      // The Usage example logs once its input's change arrives, after the module has finished.
      if (fence.attrs.expect !== "instance") await consoleShows(page, "");
      else await page.getByText(/1 ready/).waitFor();
      const report = await reportOf(page);
      const what = `${label(fence)} on ${file ?? "its sample"}`;
      assert.is(mismatch(fence, report), null, what);
      assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] }, what);
      await page.context().close();
    }
  }
});

test("the Run link under the Usage example opens it in the playground, and an edit shows in the output", async ({
  site,
}) => {
  const page = await site.open("/docs/getting-started/usage/");
  await page.getByRole("link", { name: "Run this example in the playground" }).first().click();
  await page.waitForURL(/\/playground\/#analyse-file-js-/);
  await editorReady(page);
  assert.is(await editorOf(page).textContent(), usage.code.replace(/\n/g, ""));
  // The reader's own edit: one more line logged after the result.
  await editorOf(page).click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText('\nconsole.log("edited: " + typeof mediainfo.analyzeData);\n');
  await run(page);
  const lines = await consoleShows(page, "edited: ");
  assert.ok(lines.includes("edited: function"), lines.join("\n"));
  await consoleShows(page, '"@type": "General"');
});

test("Choose file runs an example on the reader's own file: a corpus file's tracks are logged", async ({
  site,
}) => {
  const media = corpus().find((entry) => entry.file === "h264-aac.ts")!;
  const page = await site.open(`${PLAYGROUND}#${usageId}`);
  await editorReady(page);
  await page.getByLabel("Choose file").setInputFiles(media.path);
  assert.is(
    await page
      .getByRole("combobox", { name: /^File/ })
      .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
    `Your file: ${media.file}`,
  );
  await run(page);
  const lines = await consoleShows(page, '"@type": "Menu"');
  const tracks = JSON.parse(lines.find((line) => line.includes('"@type"'))!);
  assert.equal(
    tracks.map((track: { "@type": string }) => track["@type"]),
    media.tracks,
  );
});

test("a sample that cannot be downloaded is named in the status, nothing runs, and Run tries again", async ({
  site,
}) => {
  const page = await site.open(`${PLAYGROUND}#${usageId}`);
  await editorReady(page);
  const sample = await page
    .getByRole("combobox", { name: /^File/ })
    .evaluate((select: HTMLSelectElement) => select.value);
  const samples = "**/assets/demo/samples/**";
  const press = () => page.getByRole("button", { name: "Run", exact: true }).click();
  const refused = (reason: string) =>
    `Nothing ran: the sample ${sample} could not be downloaded (${reason}). Run again, or choose a file of yours.`;
  // The server answers with an error, then the connection fails.
  await page.route(samples, (route) => route.fulfill({ status: 503, body: "busy" }));
  await press();
  await page.getByRole("status").getByText(refused("HTTP 503"), { exact: true }).waitFor();
  await page.unroute(samples);
  await page.route(samples, (route) => route.abort("internetdisconnected"));
  await press();
  await page.getByRole("status").getByText(refused("no connection"), { exact: true }).waitFor();
  assert.is(await page.locator(".playground__frame").count(), 0, "no sandbox was started");
  // Once the sample arrives again, the same Run runs.
  await page.unroute(samples);
  await run(page);
  await consoleShows(page, '"@type": "General"');
});

test("hovering a library name in the editor shows the type its code block shows in the docs", async ({
  site,
}) => {
  const page = await site.open(`${PLAYGROUND}#${usageId}`);
  await editorReady(page);
  const signature = typeInfo(usage.code.trim(), "js")
    .hovers.find((hover) => hover.text.includes("function mediaInfoFactory"))!
    .text.split("\n")[0];
  await editorOf(page).getByText("mediaInfoFactory", { exact: true }).last().hover();
  const tooltip = page.getByRole("tooltip");
  await tooltip.waitFor();
  assert.ok((await tooltip.textContent())?.startsWith(signature), signature);
});

test("a shared link reopens the edited code, which runs only when Run is pressed", async ({
  site,
}) => {
  const page = await site.open(PLAYGROUND);
  await editorReady(page);
  await replaceCode(page, 'console.log("shared edit", 6 * 7);\n');
  await page.getByRole("button", { name: "Copy link to this code" }).click();
  await page.waitForURL(/#code=/);
  const link = page.url();
  const reader = await site.open(new URL(link).pathname + new URL(link).hash);
  await editorReady(reader);
  await reader.getByText("Opened the code of a shared link").waitFor();
  assert.is(await editorOf(reader).textContent(), 'console.log("shared edit", 6 * 7);');
  assert.is(await reader.locator(".playground__line").count(), 0, "nothing ran on opening");
  await run(reader);
  await consoleShows(reader, "shared edit 42");
  // A damaged link is refused with a reason, and the page keeps working.
  const damaged = await site.open(`${PLAYGROUND}#code=AAAA${"_".repeat(20)}`);
  await editorReady(damaged);
  await damaged.getByText(/This link's code cannot be opened: /).waitFor();
  // So is one that is not even valid percent-encoding, which once took the playground down.
  const garbled = await site.open(`${PLAYGROUND}#code=%%%garbage`);
  await editorReady(garbled);
  await garbled.getByText(/This link's code cannot be opened: /).waitFor();
  assert.equal(problemsOf(garbled), { consoleErrors: [], cspViolations: [] });
});

test("an example of the older docs runs with the older release", async ({ site }) => {
  for (const release of releases) {
    const fence = playable.find((item) => item.attrs.title === "after" && item.lang === "js")!;
    const id = exampleId({
      inputPath: `site${release.prefix}/docs/guides/upgrading.md`,
      title: "after",
      code: fence.code,
    });
    const page = await site.open(`${PLAYGROUND}#${id}`);
    await editorReady(page);
    await run(page);
    const lines = await consoleShows(page, "creatingLibrary");
    const result = JSON.parse(lines.find((line) => line.includes("creatingLibrary"))!);
    assert.is(result.creatingLibrary.version, release.mediaInfoLib, release.version);
    assert.match(
      (await page.locator(".playground__release").textContent()) ?? "",
      `mediainfo.js ${release.version}.`,
    );
  }
});

test("without JavaScript the playground says so and shows each example's plain code", async ({
  site,
}) => {
  const fence = playable[0];
  const id = exampleId({
    inputPath: fence.source,
    title: fence.attrs.title ?? null,
    code: fence.code,
  });
  const page = await site.open(`${PLAYGROUND}#${id}`, { javaScriptEnabled: false });
  await page.getByText("The playground runs code in your browser and needs JavaScript").waitFor();
  assert.is((await page.locator(`[id="${id}"] pre`).textContent())?.trim(), fence.code.trim());
  assert.is(await page.getByRole("button", { name: "Run", exact: true }).count(), 0);
});

test.run();
