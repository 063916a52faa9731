// The docs' executed browser examples in WebKitGTK, as the Chromium and Firefox lanes run them: each
// example's page, with the installed mediainfo.js answering its CDN and asset requests, must produce
// what its fence claims. Classic WebDriver cannot intercept requests, so the session sends its
// requests through a local proxy that answers them.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startWebKitSite, type WebKitSite } from "../../helpers/webkit.ts";
import { label, mismatch, runnableExamples } from "../../helpers/examples.ts";
import { runInWebKit, startExampleProxy } from "../../helpers/example-runners.ts";

type Context = { site: WebKitSite; proxy: Awaited<ReturnType<typeof startExampleProxy>> };
const webkit = suite<Context>("WebKit lane: browser examples");
webkit.before(async (context) => {
  context.proxy = await startExampleProxy();
  context.site = await startWebKitSite({ proxy: context.proxy.address });
});
webkit.after(async (context) => {
  await context.site?.close();
  await context.proxy?.close();
});

webkit(
  "the executed browser examples run in WebKit and produce what they claim",
  async ({ site, proxy }) => {
    const examples = runnableExamples().filter((example) => example.attrs.run === "browser");
    assert.ok(examples.length > 0);
    for (const example of examples) {
      proxy.serve(example);
      const report = await runInWebKit(site, example).catch((error: Error) => {
        throw new Error(`${label(example)}: ${error.message}`);
      });
      assert.is(mismatch(example, report), null, label(example));
    }
  },
);

webkit.run();
