// The unit corrections of field descriptions: applied to the field catalogue (field index and demo)
// and the track pages with MediaInfoLib's text kept and marked, and a stale item (its field gone,
// or MediaInfoLib's text no longer saying the wrong unit) is named as a build problem.
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { Application, TSConfigReader, TypeDocReader } from "typedoc";
import {
  buildFieldCatalogue,
  descriptionsByTrack,
} from "../../../components/api-reference/build/field-catalogue.js";
import {
  UPSTREAM_LABEL,
  propertyComment,
  staleCorrections,
} from "../../../components/api-reference/build/unit-corrections.js";

const app = await Application.bootstrapWithPlugins({ options: "typedoc.json", logLevel: "Error" }, [
  new TypeDocReader(),
  new TSConfigReader(),
]);
const project = (await app.convert())!;
const table = JSON.parse(fs.readFileSync("site/_data/fieldUnitCorrections.json", "utf8"));
const item = (changes: object) => ({ ...table.corrections[0], ...changes });

test("every committed correction names a field whose MediaInfoLib text says the wrong unit", () => {
  assert.ok(table.corrections.length > 0);
  assert.equal(staleCorrections(project), []);
});

test("a correction for a field that is gone, or for a text that changed, is named", () => {
  assert.equal(staleCorrections(project, [item({ field: "Delay_Gone", tracks: ["Audio"] })]), [
    "unit correction Delay_Gone (Audio): AudioTrack has no field Delay_Gone",
  ]);
  const [problem] = staleCorrections(project, [item({ upstreamSays: "in minutes" })]);
  assert.match(
    problem,
    /^unit correction Delay \(Audio\): MediaInfoLib's text no longer says "in minutes"/,
  );
});

test("the catalogue and the demo give our text with MediaInfoLib's marked; other tracks keep theirs", () => {
  const catalogue = buildFieldCatalogue(project);
  const delay = catalogue.find((field) => field.name === "Delay")!;
  const corrected = delay.descriptions.find((description) => description.upstream)!;
  assert.equal(corrected, {
    text: "Delay fixed in the stream (relative), in seconds",
    upstream: "Delay fixed in the stream (relative), in ms",
    tracks: ["AudioTrack", "MenuTrack", "TextTrack", "VideoTrack"],
  });
  const demo = descriptionsByTrack(catalogue);
  assert.is(demo.Audio.Delay, `${corrected.text} (${UPSTREAM_LABEL} ${corrected.upstream})`);
  assert.is(demo.General.Duration, "Play time of the content, in s (ms for text output)");
});

test("a track page shows the corrected text, then MediaInfoLib's marked as theirs", () => {
  const audio = project.getChildByName("AudioTrack") as any;
  const delay = audio.children.find((child: any) => child.name === "Delay");
  const rendered = propertyComment(delay, (comment) => comment.summary[0].text);
  assert.is(
    rendered,
    `Delay fixed in the stream (relative), in seconds\n\n<p class="field-upstream">${UPSTREAM_LABEL} Delay fixed in the stream (relative), in ms</p>`,
  );
  const bitRate = audio.children.find((child: any) => child.name === "BitRate");
  assert.is(
    propertyComment(bitRate, () => "as is"),
    "as is",
  );
});

test.run();
