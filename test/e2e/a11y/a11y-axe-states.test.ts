// axe with the WCAG 2.2 AA tags on the states the route gate never opens: the search dialog with
// results, the mobile panel, the page actions menu, the field filter in use and the demo with an
// analysed file, in both colour schemes.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { axeViolations } from "../../helpers/axe.ts";
import {
  demoWithResult,
  fieldFilterUsed,
  mobilePanelOpen,
  pageActionsOpen,
  searchWithResults,
} from "./a11y-states.ts";

const states = browserSuite("axe on open states");

for (const colorScheme of ["light", "dark"] as const) {
  states(`open states pass axe's WCAG 2.2 AA rules (${colorScheme})`, async ({ site }) => {
    const wide = { colorScheme };
    const narrow = { colorScheme, viewport: { width: 375, height: 740 } };
    const opened = {
      "search dialog": () => searchWithResults(site, "duration", wide),
      "search dialog at 375 px": () => searchWithResults(site, "duration", narrow),
      "mobile panel": () => mobilePanelOpen(site, "/docs/getting-started/usage/", narrow),
      "page actions": () => pageActionsOpen(site, "/docs/getting-started/usage/", wide),
      "field filter": () => fieldFilterUsed(site, "bitrate", wide),
      "demo with a result": () => demoWithResult(site, "subtitles-chapters-attachment.mkv", wide),
      "demo with a result at 375 px": () => demoWithResult(site, "tone.flac", narrow),
    };
    const failures: string[] = [];
    for (const [state, open] of Object.entries(opened)) {
      const page = await open();
      for (const violation of await axeViolations(page)) failures.push(`${state}: ${violation}`);
      await page.context().close();
    }
    assert.equal(failures, [], failures.join("\n"));
  });
}

states.run();
