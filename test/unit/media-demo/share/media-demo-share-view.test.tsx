// The shared-result view and the comparison table rendered in happy-dom: a checked payload shows
// as text (markup included), a broken one as an alert with nothing of it, and the identical
// fields of a comparison fold behind a button that says how many.
import zlib from "node:zlib";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { register, reset, unregister } from "../../../helpers/dom.ts";
import { fire, render, settle } from "../../../helpers/render.ts";
import SharedResultView from "../../../../components/media-demo/share/SharedResultView.tsx";
import { CompareTable } from "../../../../components/media-demo/compare/CompareTable.tsx";
import { compareTracks } from "../../../../components/media-demo/compare/compare.ts";
import { SHARE_PREFIX } from "../../../../components/media-demo/share/share-link.ts";
import { Engines } from "../../../../components/media-demo/engine/releases.ts";
import ComparePanel from "../../../../components/media-demo/compare/ComparePanel.tsx";
import type { ResultEntry } from "../../../../components/media-demo/results/result-shape.ts";

const test = suite("shared result view and comparison table");
test.before(() => register("http://localhost/demo/"));
test.after(() => unregister());
test.before.each(() => reset());

const MARKUP = '<img src="x" onerror="window.injected = 1">';
const hashOf = (value: unknown) =>
  SHARE_PREFIX + zlib.deflateRawSync(JSON.stringify(value)).toString("base64url");
const payload = {
  format: 1,
  name: MARKUP,
  size: 2048,
  version: "0.3.6",
  full: true,
  omitted: ["Title"],
  result: { media: { track: [{ "@type": "General", Format: MARKUP }] } },
};
const noop = () => {};

test("a shared result shows its name, size, version and fields as text", async () => {
  const { container } = render(
    <SharedResultView hash={hashOf(payload)} onKeep={noop} onClose={noop} />,
  );
  for (let i = 0; i < 20 && !container.querySelector("h2"); i++) await settle();
  assert.is(container.querySelector("h2")?.textContent, "Shared result");
  const text = container.textContent!;
  for (const part of [
    MARKUP,
    "2.0 KB",
    "analysed by mediainfo.js 0.3.6",
    "full",
    "They left out: Title.",
  ])
    assert.match(text, part);
  assert.is(container.querySelector("img"), null);
  assert.is(container.querySelector("td")?.textContent, MARKUP);
});

test("a broken fragment is an alert and renders nothing from it", async () => {
  const broken = hashOf({ ...payload, result: { media: { track: [MARKUP] } } });
  const { container } = render(<SharedResultView hash={broken} onKeep={noop} onClose={noop} />);
  for (let i = 0; i < 20 && !container.querySelector("[role=alert]"); i++) await settle();
  const alert = container.querySelector("[role=alert]")!;
  assert.match(alert.textContent!, "not a result this demo can show");
  assert.not.match(container.innerHTML, "onerror");
});

test("a track only one result has says which one lacks it", () => {
  const right = { "@type": "Video", Format: "AVC" };
  const pair = { type: "Video", number: 1, right };
  const rows = compareTracks(undefined, right);
  const { container } = render(<CompareTable pair={pair} rows={rows} names={["a.mp3", "b.mp4"]} />);
  assert.match(container.querySelector("caption")!.textContent!, "a.mp3 has no such track");
  assert.equal(
    [...container.querySelectorAll("tbody td")].map((td) => td.textContent),
    ["(absent)", "AVC"],
  );
});

test("identical fields fold behind a disclosure naming their count", () => {
  const left = { "@type": "Audio", Format: "AAC", Channels: 2, SamplingRate: 48000 };
  const right = { "@type": "Audio", Format: "Opus", Channels: 2, SamplingRate: 48000 };
  const rows = compareTracks(left, right);
  const pair = { type: "Audio", number: 1, left, right };
  const { container } = render(
    <CompareTable pair={pair} rows={rows} names={["a.mp4", "b.webm"]} />,
  );
  assert.match(container.querySelector("caption")!.textContent!, "Audio #1 · 1 differing");
  const headers = [...container.querySelectorAll("thead th")].map((th) => th.textContent);
  assert.equal(headers, ["Field", "A: a.mp4", "B: b.webm"]);
  assert.equal(
    [...container.querySelectorAll("tbody th")].map((th) => th.textContent),
    ["Format differs"],
  );
  const fold = container.querySelector("button")!;
  assert.is(fold.getAttribute("aria-expanded"), "false");
  assert.match(fold.textContent!, "2 identical fields");
  fire(fold, "click");
  assert.is(fold.getAttribute("aria-expanded"), "true");
  assert.equal(
    [...container.querySelectorAll("tbody th")].map((th) => th.textContent),
    ["Format differs", "Channels", "SamplingRate"],
  );
});

/** Two releases as the page's data would list them (made-up numbers: the rules, not the facts). */
const ENGINES = [
  { version: "9.9.1", mediaInfoLib: "30.01", workerUrl: "/w", wasmUrl: "/m", isLatest: true },
  { version: "9.8.0", mediaInfoLib: "29.02", workerUrl: "/o/w", wasmUrl: "/o/m", isLatest: false },
];
const withEngines = (element: preact.ComponentChild) => (
  <Engines.Provider value={ENGINES}>{element}</Engines.Provider>
);
async function openShared(value: unknown, onKeep: (entry: ResultEntry) => void = noop) {
  const { container } = render(
    withEngines(<SharedResultView hash={hashOf(value)} onKeep={onKeep} onClose={noop} />),
  );
  for (let i = 0; i < 20 && !container.querySelector("h2, [role=alert]"); i++) await settle();
  return container;
}
const plain = {
  ...payload,
  name: "cafe.mp3",
  result: { media: { track: [{ "@type": "General", Format: "MPEG Audio" }] } },
};

test("a link made with the older release opens, says so, and is kept with its release", async () => {
  const kept: ResultEntry[] = [];
  const container = await openShared({ ...plain, version: "9.8.0" }, (entry) => kept.push(entry));
  const meta = container.querySelector(".media-demo__shared-meta")!.textContent!;
  assert.match(meta, "analysed by mediainfo.js 9.8.0 · MediaInfoLib 29.02");
  assert.match(
    container.querySelector(".media-demo__release-note")!.textContent!,
    "made with mediainfo.js 9.8.0, an older release than this demo's default (9.9.1)",
  );
  fire(
    [...container.querySelectorAll("button")].find((b) => /Keep/.test(b.textContent!))!,
    "click",
  );
  assert.is(kept[0].release, "9.8.0");
});

test("a link made with the latest release needs no note; the result's own MediaInfoLib wins", async () => {
  const result = { creatingLibrary: { version: "30.02" }, media: plain.result.media };
  const container = await openShared({ ...plain, version: "9.9.1", result });
  assert.match(
    container.querySelector(".media-demo__shared-meta")!.textContent!,
    "analysed by mediainfo.js 9.9.1 · MediaInfoLib 30.02",
  );
  assert.is(container.querySelector(".media-demo__release-note"), null);
});

test("a link naming a release the page no longer offers is shown with a clear message", async () => {
  const container = await openShared({ ...plain, version: "0.2.1" });
  assert.match(
    container.querySelector(".media-demo__shared-meta")!.textContent!,
    /analysed by mediainfo\.js 0\.2\.1 ·/,
  );
  assert.match(
    container.querySelector(".media-demo__release-note")!.textContent!,
    "made with mediainfo.js 0.2.1, a release this demo no longer offers (it offers 9.9.1 and 9.8.0)",
  );
  assert.ok(container.querySelector(".media-demo__shared td"), "its fields are shown");
});

test("a link without a release (made before releases were recorded) says release unknown", async () => {
  const { version: _, ...unversioned } = plain;
  const kept: ResultEntry[] = [];
  const container = await openShared(unversioned, (entry) => kept.push(entry));
  assert.match(
    container.querySelector(".media-demo__shared-meta")!.textContent!,
    "analysed by mediainfo.js release unknown",
  );
  fire(
    [...container.querySelectorAll("button")].find((b) => /Keep/.test(b.textContent!))!,
    "click",
  );
  assert.is("release" in kept[0], false);
});

test("a comparison across releases names each side's release in its heads", async () => {
  const entry = (id: string, release: string | undefined, title: string): ResultEntry => ({
    id,
    name: "cafe.mp3",
    size: 709,
    status: "done",
    ms: 1,
    at: 1,
    full: false,
    collapsed: false,
    ...(release ? { release } : {}),
    result: { media: { track: [{ "@type": "General", Title: title }] } },
  });
  const { container } = render(
    withEngines(
      <ComparePanel
        entries={[entry("a", "9.9.1", "Café"), entry("b", "9.8.0", "Caf\ufffd")]}
        filter=""
      />,
    ),
  );
  assert.equal(
    [...container.querySelectorAll("thead th")].map((th) => th.textContent),
    [
      "Field",
      "A: cafe.mp3 (mediainfo.js 9.9.1 · MediaInfoLib 30.01)",
      "B: cafe.mp3 (mediainfo.js 9.8.0 · MediaInfoLib 29.02)",
    ],
  );
  assert.match(
    container.textContent!,
    "A: mediainfo.js 9.9.1 · MediaInfoLib 30.01; B: mediainfo.js 9.8.0 · MediaInfoLib 29.02: the differences include what changed between the two releases.",
  );
  assert.equal(
    [...container.querySelectorAll("option")].map((option) => option.textContent),
    [
      "1. cafe.mp3 · mediainfo.js 9.9.1",
      "2. cafe.mp3 · mediainfo.js 9.8.0",
      "1. cafe.mp3 · mediainfo.js 9.9.1",
      "2. cafe.mp3 · mediainfo.js 9.8.0",
    ],
  );
  assert.equal(
    [...container.querySelectorAll("tbody tr")].map((row) => row.textContent),
    ["Title differsCaféCaf\ufffd"],
  );
});

test.run();
