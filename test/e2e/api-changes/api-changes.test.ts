// The release picker of /api/changes/ in Chromium: it loads the history asset, counts the changes
// between the two chosen releases in its status line and lists them, for any pair.
import * as assert from "uvu/assert";
import { browserSuite } from "../../helpers/browser-suite.ts";
import { problemsOf } from "../../helpers/site.ts";
import apiHistory from "../../../site/_data/apiHistory.json" with { type: "json" };

const releases: string[] = (apiHistory as { releases: string[] }).releases;
const [previous, documented] = releases.slice(-2);
const escaped = (version: string) => version.replace(/\./g, "\\.");

const picker = browserSuite("API changes picker");

picker(
  "any two releases: the status counts the changes and the lists name them",
  async ({ site }) => {
    const page = await site.open("/api/changes/");
    const region = page.getByRole("region", { name: "Compare any two releases" });
    const status = region.getByRole("status");
    // It opens on the documented release against the one before it.
    const opening = new RegExp(
      `(changes? from|No changes from) ${escaped(previous)} to ${escaped(documented)}\\.$`,
    );
    await status.filter({ hasText: opening }).waitFor();
    await region.getByLabel("From").selectOption("0.3.5");
    await region.getByLabel("To").selectOption("0.3.6");
    await status.filter({ hasText: /changes? from 0\.3\.5 to 0\.3\.6\.$/ }).waitFor();
    assert.match((await region.textContent()) ?? "", "reset");
    await region.getByLabel("From").selectOption("0.2.2");
    await region.getByLabel("To").selectOption("0.3.2");
    await status.filter({ hasText: /^\d+ changes from 0\.2\.2 to 0\.3\.2\.$/ }).waitFor();
    const lists = await region.locator("ul").allTextContents();
    assert.ok(
      lists.some((list) => list.includes("VideoTrack")),
      "VideoTrack added",
    );
    assert.ok(
      lists.some((list) => list.includes("TrackType")),
      "TrackType removed",
    );
    await region.getByLabel("From").selectOption("0.3.2");
    await status.filter({ hasText: "Choose two different releases." }).waitFor();
    assert.equal(problemsOf(page), { consoleErrors: [], cspViolations: [] });
  },
);

picker.run();
