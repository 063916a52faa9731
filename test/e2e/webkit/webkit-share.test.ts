// Sharing a demo result in WebKitGTK, with the real WebAssembly: a link made from a result opens
// as a reader who follows it sees it (the same fields, the file and the release named), and Keep
// puts it among the reader's own results, once.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startWebKitSite, type WebKitSite } from "../../helpers/webkit.ts";
import { corpus } from "../../helpers/corpus.ts";
import {
  allExpanded,
  expandTracks,
  LIBRARY_VERSION,
  payloadOf,
  trackRows,
} from "../../helpers/demo-share.ts";
import { analyse, entries, openDemo, waitForEntries } from "./webkit-demo.ts";
import { STORAGE_KEYS } from "../../../contract/index.js";

const webkit = suite<{ site: WebKitSite }>("WebKit lane: share");
webkit.before(async (context) => {
  context.site = await startWebKitSite();
});
webkit.after(async (context) => {
  await context.site?.close();
});

/** The newest result: entries are listed newest first, after the list's own controls. */
const FIRST_ENTRY = ".media-demo__entry:first-of-type";

/** Every track of the tables under `scope` expanded, as "Type#n Name=Value" lines. */
async function rowsUnder(site: WebKitSite, scope: string): Promise<string[]> {
  await site.evaluate(expandTracks, scope);
  await site.waitFor(allExpanded, scope);
  return site.evaluate(trackRows, scope);
}

webkit(
  "a link made from a result opens with the same fields, and Keep keeps it once",
  async ({ site }) => {
    const media = corpus().find((entry) => entry.file === "vp9-opus.webm")!;
    await openDemo(site);
    await analyse(site, [media.path]);
    const original = await rowsUnder(site, FIRST_ENTRY);
    assert.ok(original.length > 10);

    await (await site.byRole(".media-demo__entry button", "button", "Share as link")).click();
    // Every field goes into the link, so the opened result can be compared field for field.
    await site.byRole("button", "button", "Copy link");
    await site.evaluate(() => {
      for (const box of document.querySelectorAll<HTMLInputElement>(
        ".media-demo__share input[type=checkbox]",
      ))
        if (box.checked) box.click();
    });
    await (await site.byRole("button", "button", "Copy link")).click();
    // The clipboard may be refused under WebDriver: the link is shown either way.
    await site.waitFor(() => document.querySelector(".media-demo__share-link input"));
    const link: string = await site.evaluate(
      () => (document.querySelector(".media-demo__share-link input") as HTMLInputElement).value,
    );
    assert.is(payloadOf(link).version, LIBRARY_VERSION);

    // Followed by another reader: one whose demo holds no results (this one holds the original,
    // which the link would find as kept already).
    await site.open("/docs/intro/");
    await site.evaluate((key: string) => localStorage.removeItem(key), STORAGE_KEYS.demoResults);
    const url = new URL(link);
    const before = await openDemo(site, url.pathname + url.hash);
    await site.waitFor(() => document.querySelector(".media-demo__shared table"));
    const meta: string = await site.evaluate(
      () => document.querySelector(".media-demo__shared-meta")!.textContent,
    );
    assert.match(meta, media.file);
    assert.match(meta, `mediainfo.js ${LIBRARY_VERSION}`);
    assert.equal(await rowsUnder(site, ".media-demo__shared"), original);

    const keep = await site.byRole(".media-demo__shared button", "button", "Keep in my results");
    await keep.click();
    await waitForEntries(site, before + 1, "keeping the shared result");
    assert.is(await keep.getText(), "Kept in your results");
    assert.equal(await rowsUnder(site, FIRST_ENTRY), original);

    // Opened again, it says it is kept already and offers no second Keep.
    await site.open("/docs/intro/");
    await openDemo(site, url.pathname + url.hash);
    await site.byRole(".media-demo__shared button", "button", "Already in your results");
    assert.is(await entries(site), before + 1);
    assert.equal(await site.problems(), { consoleErrors: [], cspViolations: [] });
  },
);

webkit.run();
