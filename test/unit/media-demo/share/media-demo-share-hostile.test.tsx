// What a shared or kept result from someone else can put on the page, rendered in happy-dom:
// field names that are Object.prototype's keys, names with bidirectional controls, a result
// larger than MediaInfo's, and a link opened again after its result was kept.
import fs from "node:fs";
import zlib from "node:zlib";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { register, reset, unregister } from "../../../helpers/dom.ts";
import { fire, render, settle } from "../../../helpers/render.ts";
import SharedResultView from "../../../../components/media-demo/share/SharedResultView.tsx";
import { TrackTable } from "../../../../components/media-demo/results/TrackTable.tsx";
import { FieldHelp } from "../../../../components/media-demo/results/field-help.tsx";
import { PrivacyChoices } from "../../../../components/media-demo/share/PrivacyChoices.tsx";
import {
  findIdentifying,
  identifyingGroup,
} from "../../../../components/media-demo/share/identifying-fields.ts";
import { SHARE_PREFIX } from "../../../../components/media-demo/share/share-link.ts";
import { MAX_TRACKS } from "../../../../components/media-demo/share/result-bounds.ts";
import { trackRows } from "../../../../components/media-demo/results/result-shape.ts";
import type { ResultEntry, Track } from "../../../../components/media-demo/results/result-shape.ts";

/** One track's table as the demo lays it out when no filter is typed. */
const TrackTableOf = ({ track, index }: { track: Track; index: number }) => (
  <TrackTable track={track} index={index} rows={trackRows(track)} isFiltering={false} />
);
const test = suite("hostile shared and kept results");
test.before(() => register("http://localhost/demo/"));
test.after(() => unregister());
test.before.each(() => reset());

const noop = () => {};
const hashOf = (json: string) => SHARE_PREFIX + zlib.deflateRawSync(json).toString("base64url");
const payload = {
  format: 1,
  name: "cafe.mp3",
  size: 709,
  version: "0.3.6",
  full: false,
  omitted: [],
  result: { media: { track: [{ "@type": "General", Format: "MPEG Audio" }] } },
};
async function open(
  hash: string,
  kept: ResultEntry[] = [],
  onKeep: (e: ResultEntry) => void = noop,
) {
  const { container } = render(
    <SharedResultView hash={hash} kept={kept} onKeep={onKeep} onClose={noop} />,
  );
  for (let i = 0; i < 20 && !container.querySelector("h2, [role=alert]"); i++) await settle();
  return container;
}
const button = (container: Element, name: RegExp) =>
  [...container.querySelectorAll("button")].find((b) => name.test(b.textContent!))!;

test("fields named after Object.prototype's keys are looked up as the file's own, nothing else", () => {
  const before = Object.getOwnPropertyNames(Object.prototype).sort();
  // As JSON.parse reads a link or storage: `__proto__` is a field like any other.
  const track = JSON.parse(
    '{"@type":"General","Format":"MP3","__proto__":"x","constructor":"y","toString":"z","hasOwnProperty":"w"}',
  ) as Track;
  const descriptions = { General: { Format: "The container." } };
  const { container } = render(
    <FieldHelp.Provider value={{ descriptions, failed: false }}>
      <TrackTableOf track={track} index={0} />
      <TrackTableOf track={JSON.parse('{"@type":"constructor","name":"n"}')} index={1} />
      <TrackTableOf track={JSON.parse('{"@type":"__proto__","Format":"f"}')} index={2} />
    </FieldHelp.Provider>,
  );
  fire(button(container, /Expand constructor/), "click");
  fire(button(container, /Expand __proto__/), "click");
  assert.equal(Object.getOwnPropertyNames(Object.prototype).sort(), before, "prototype untouched");
  const links = [...container.querySelectorAll("a")].map((a) => a.getAttribute("href"));
  assert.equal(links, ["/api/interface/GeneralTrack/#Format"], "links only to real entries");
  const untyped = [...container.querySelectorAll("tbody th")]
    .filter((th) => /not in the type definitions/.test(th.textContent!))
    .map((th) => th.querySelector("bdi")!.textContent);
  assert.equal(untyped, [
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "name",
    "Format",
  ]);
  assert.is(container.querySelectorAll("[role=tooltip]").length, 1);
});

test("the privacy list knows no prototype key, and walks an object named __proto__ as the file's", () => {
  for (const name of ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"])
    assert.is(identifyingGroup(name), undefined, name);
  const result = JSON.parse(
    '{"media":{"track":[{"@type":"General","Format":"MP3","__proto__":{"Comment":"call me"},"constructor":"c"}]}}',
  );
  assert.equal(findIdentifying(result), [{ name: "Comment", track: "General", value: "call me" }]);
  assert.is(({} as any).Comment, undefined);
});

test("names with bidirectional controls are isolated from the words around them", async () => {
  const spoofed = "\u202Egnp.exe"; // shows as "exe.png" when not isolated
  const value = { ...payload, name: spoofed, omitted: ["Title", "\u202Eeltit"] };
  const container = await open(hashOf(JSON.stringify(value)));
  const meta = container.querySelector(".media-demo__shared-meta")!;
  assert.is(meta.querySelector("bdi")!.textContent, spoofed);
  const left = [...container.querySelectorAll("p bdi")].map((bdi) => bdi.textContent);
  assert.equal(left.slice(-2), ["Title", "\u202Eeltit"]);

  // The file name's element isolates it in the demo's style sheet, wherever the name is shown.
  const css = fs.readFileSync("components/media-demo/media-demo.css", "utf8");
  assert.match(css, /\.media-demo__file-name \{[^}]*unicode-bidi: isolate;/);

  const track = { "@type": "\u202EoediV", Format: "MP3", Performer: "\u202Bمغني\u202C" } as Track;
  const table = render(
    <FieldHelp.Provider value={{ descriptions: {}, failed: false }}>
      <TrackTableOf track={track} index={0} />
    </FieldHelp.Provider>,
  ).container;
  assert.is(table.querySelector(".media-demo__track-toggle bdi")!.textContent, track["@type"]);
  assert.equal(
    [...table.querySelectorAll("tbody th bdi")].map((bdi) => bdi.textContent),
    ["Format", "Performer"],
  );
  const choices = render(
    <PrivacyChoices
      found={findIdentifying({ media: { track: [track] } })}
      leftOut={new Set()}
      onToggle={noop}
    />,
  ).container;
  assert.equal(
    [...choices.querySelectorAll("label")[0].querySelectorAll("bdi")].map((b) => b.textContent),
    ["Performer", track.Performer, track["@type"]],
  );
});

test("a result with more tracks than MediaInfo reports is refused with the limit, and cannot be kept", async () => {
  const tracks = Array.from({ length: MAX_TRACKS + 500 }, () => ({ "@type": "Audio" }));
  const value = { ...payload, result: { media: { track: tracks } } };
  const kept: ResultEntry[] = [];
  const container = await open(hashOf(JSON.stringify(value)), [], (entry) => kept.push(entry));
  const alert = container.querySelector("[role=alert]")!;
  assert.match(
    alert.textContent!,
    `its result is larger than any MediaInfo result (it has ${MAX_TRACKS + 500} tracks, and MediaInfo reports at most ${MAX_TRACKS} for a file)`,
  );
  assert.is(button(container, /Keep/), undefined);
  assert.is(container.querySelectorAll("table").length, 0);
});

test("a link opened again after its result was kept says so instead of offering Keep", async () => {
  const hash = hashOf(JSON.stringify(payload));
  const kept: ResultEntry[] = [];
  const first = await open(hash, kept, (entry) => kept.push(entry));
  fire(button(first, /Keep in my results/), "click");
  assert.is(kept.length, 1);
  assert.is(button(first, /Kept in your results/).disabled, true);

  // The same link later, with the result among the reader's (read back from storage).
  const stored = JSON.parse(JSON.stringify(kept));
  const again = await open(hash, stored, (entry) => kept.push(entry));
  const already = button(again, /in your results/);
  assert.is(already.textContent, "Already in your results");
  assert.is(already.disabled, true);
  assert.match(again.textContent!, "You kept this result before");
  fire(already, "click");
  assert.is(kept.length, 1, "not kept twice");

  // Another result of a file with the same name is still offered.
  const other = {
    ...payload,
    result: { media: { track: [{ "@type": "General", Format: "FLAC" }] } },
  };
  const different = await open(hashOf(JSON.stringify(other)), stored);
  assert.is(button(different, /Keep in my results/).disabled, false);
});

test.run();
