// The playground in Chromium: every runnable browser example opens from its "Run" link and, run on
// its sample, shows what the docs' executed-example test checks; an edit shows in the output; the
// release is the one of the docs the example comes from.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { allFences, label, mismatch, usesLibrary } from "../../helpers/examples.ts";
import { problemsOf } from "../../helpers/site.ts";
import {
  PLAYGROUND,
  consoleShows,
  editorReady,
  reportOf,
  statusMatching,
} from "./playground-helpers.ts";
import { exampleId, isPlayable } from "../../../components/playground/build/examples.js";

const test = browserSuite("playground");

// The fences the playground offers for the latest release, as the examples test reads them.
const playable = allFences().filter(
  (fence) => usesLibrary(fence) && isPlayable(fence.lang, fence.attrs),
);

test("every runnable browser example runs from its Run link and shows what its test checks", async ({
  site,
}) => {
  assert.ok(playable.length >= 5, `${playable.length} playable examples`);
  for (const fence of playable) {
    const id = exampleId({
      inputPath: fence.source,
      title: fence.attrs.title ?? null,
      code: fence.code,
    });
    const page = await site.open(`${PLAYGROUND}#${id}`);
    await editorReady(page);
    await page.getByRole("button", { name: "Run", exact: true }).click();
    await statusMatching(page, /^Finished|^Stopped/);
    // The Usage example logs once its input's change arrives, after the module has finished.
    if (fence.attrs.expect !== "instance") await consoleShows(page, "");
    else await page.getByText(/1 ready/).waitFor();
    const report = await reportOf(page);
    assert.is(mismatch(fence, report), null, label(fence));
    assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] }, label(fence));
    await page.context().close();
  }
});

test.run();
