// The shared-result view and the comparison table rendered in happy-dom: a checked payload shows
// as text (markup included), a broken one as an alert with nothing of it, and the identical
// fields of a comparison fold behind a button that says how many.
import zlib from "node:zlib";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { register, reset, unregister } from "../helpers/dom.ts";
import { fire, render, settle } from "../helpers/render.ts";
import SharedResultView from "../../components/media-demo/SharedResultView.tsx";
import { CompareTable } from "../../components/media-demo/CompareTable.tsx";
import { compareTracks } from "../../components/media-demo/compare.ts";
import { SHARE_PREFIX } from "../../components/media-demo/share-link.ts";

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

test.run();
