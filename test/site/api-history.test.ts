// The API history against facts the changelog states and against the installed 0.3.6 package, and
// how the built pages show it with JavaScript off: "Since …" notes on API members, options and
// fields, /api/changes/ with the documented release against each older one, and the removals on
// the Upgrading guide.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { apiSurface } from "../../components/api-reference/build/api-surface.js";
import { splitSurface } from "../../components/api-reference/build/history.js";
import { notesOf, stateAt, type History } from "../../contract/api-history.js";
import { builtPage, SITE_DIR } from "../helpers/built-site.ts";

const history: History = JSON.parse(fs.readFileSync("site/_data/apiHistory.json", "utf8"));
const changelog: { version: string; groups?: { items: { text: string }[] }[] }[] = JSON.parse(
  fs.readFileSync("site/_data/changelog.json", "utf8"),
).releases;
const saysIn = (version: string, words: RegExp) =>
  changelog
    .find((release) => release.version === version)
    ?.groups?.some((group) => group.items.some((item) => words.test(item.text)));
const appeared = (kind: "api" | "options" | "fields", name: string) => history[kind][name]?.[0][0];

test("the history covers the installed release exactly as its type definitions say", () => {
  const installed = JSON.parse(
    fs.readFileSync("node_modules/mediainfo.js/package.json", "utf8"),
  ).version;
  assert.is(history.documented, installed);
  assert.is(history.releases.at(-1), installed);
  const { api, options, fields } = splitSurface(
    apiSurface(path.resolve("node_modules/mediainfo.js")),
  );
  for (const [kind, items] of [
    ["api", api],
    ["options", options],
    ["fields", fields],
  ] as const) {
    assert.equal(
      Object.fromEntries(stateAt(history[kind], installed)),
      Object.fromEntries(items),
      kind,
    );
  }
  assert.ok(history.releases.length >= 10, `${history.releases.length} releases read`);
});

test("facts of the changelog hold in the history", () => {
  // 0.3.0: "Interfaces and detailed descriptions for every track type".
  assert.ok(saysIn("0.3.0", /interfaces .* every track type/i));
  for (const track of [
    "GeneralTrack",
    "VideoTrack",
    "AudioTrack",
    "TextTrack",
    "ImageTrack",
    "MenuTrack",
    "OtherTrack",
  ]) {
    assert.is(notesOf(history, "api", track)?.since, "0.3.0–0.3.2", track);
  }
  // 0.3.0: "The size argument also accepts a number": SizeArg replaced GetSizeFunc.
  assert.ok(saysIn("0.3.0", /size argument also accepts a number/i));
  assert.match(history.api.SizeArg[0][1]!, /\| number$/);
  assert.is(notesOf(history, "api", "GetSizeFunc")?.removed, "0.3.0–0.3.2");
  // 0.2.0: "Generated typings for the MediaInfo result": the first typed fields.
  assert.ok(saysIn("0.2.0", /generated typings/i));
  assert.is(appeared("api", "TrackType"), "0.2.1");
  assert.equal(
    [...new Set(Object.values(history.fields).map((events) => events[0][0]))].sort()[0],
    "0.2.1",
  );
  // The options interface was renamed in 0.2.0; the options themselves go back further.
  assert.is(notesOf(history, "api", "MediaInfoOptions")?.removed, "0.2.0–0.2.1");
  assert.is(appeared("options", "format"), history.releases[0]);
  assert.is(notesOf(history, "options", "full")?.since, "0.1.8");
  assert.is(notesOf(history, "api", "MediaInfo.reset")?.since, "0.3.6");
});

test("API pages, options and the field index say since when, with JavaScript off", () => {
  const note = (route: string, id: string) =>
    builtPage(route).document.getElementById(id)?.closest("section")?.querySelector(".api-history")
      ?.textContent;
  assert.is(note("/api/class/MediaInfo/", "reset"), "Since 0.3.6");
  assert.is(
    note("/api/class/MediaInfo/", "inform"),
    undefined,
    "nothing for what the first release read already had",
  );
  assert.is(note("/api/interface/MediaInfoFactoryOptions/", "full"), "Since 0.1.8");
  // A track page's field entry carries its note as the field index does.
  const entry = builtPage("/api/interface/GeneralTrack/").document.getElementById(
    "Encoded_Hardware",
  )!;
  assert.is(entry.querySelector(":scope > a.api-history")?.textContent, "Since 0.3.5");
  const row = builtPage("/api/fields/").document.getElementById("Encoded_Hardware")!;
  assert.is(row.querySelector("a.api-history")?.textContent, "Since 0.3.5");
  assert.is(row.querySelector("a.api-history")?.getAttribute("href"), "/api/changes/");
  assert.is(
    builtPage("/api/function/isTrackType/").document.querySelector(".doc-content .api-history")
      ?.textContent,
    "Since 0.3.0–0.3.2",
  );
  const twin = fs.readFileSync(path.join(SITE_DIR, "api/class/MediaInfo/index.html.md"), "utf8");
  assert.match(twin, "[Since 0.3.6](https://mediainfo.js.org/api/changes/)");
});

test("/api/changes/ lists the documented release against each older one, and Upgrading what went away", () => {
  const { document } = builtPage("/api/changes/");
  const sections = [...document.querySelectorAll(".doc-content > details")];
  assert.equal(
    sections.map((section) => section.querySelector("summary > h2")!.textContent!.trim()),
    history.releases
      .slice(0, -1)
      .reverse()
      .map((release) => `From ${release} to ${history.documented}`),
  );
  assert.equal(
    sections.map((section) => section.hasAttribute("open")),
    sections.map((_, index) => index === 0),
    "the newest pair open",
  );
  assert.match(sections[0].querySelector("summary")!.textContent!, /\(\d+ changes?\)/);
  // The pairs whose API changed have an API part; reset() came in 0.3.6, so the pair from the
  // release before it lists reset among what was added.
  const apiParts = [...document.querySelectorAll(".doc-content [id$='-api']")];
  assert.ok(apiParts.length >= 3, `${apiParts.length} pairs with API changes`);
  const beforeReset = history.releases[history.releases.indexOf("0.3.6") - 1];
  const resetPair = document.getElementById(`from-${beforeReset.replace(/\./g, "-")}-api`)!;
  assert.ok(resetPair, `the API changes from ${beforeReset}`);
  const added = resetPair.nextElementSibling!.nextElementSibling!;
  assert.ok(
    [...added.querySelectorAll("a")].some(
      (link) => link.getAttribute("href") === "/api/class/MediaInfo/#reset",
    ),
    "reset, linked",
  );
  assert.match(
    document.querySelector(".doc-content")!.textContent!,
    "0.1.3 typed a track as a record of anything",
  );
  const upgrading =
    builtPage("/docs/guides/upgrading/").document.querySelector(".doc-content")!.textContent!;
  assert.match(upgrading, /0\.3\.0–0\.3\.2: [^\n]*TrackType/);
  assert.match(upgrading, /0\.2\.0–0\.2\.1: [^\n]*MediaInfoOptions/);
});

test.run();
