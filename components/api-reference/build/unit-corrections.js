// Field descriptions with a corrected unit (site/_data/fieldUnitCorrections.json, an older
// release's in site/<version>/facts/): MediaInfoLib's
// text says "in ms" where the library's results are in seconds. The field index, the track pages
// and the demo show our text, with MediaInfoLib's kept beside it and marked as theirs.
import fs from "node:fs";
import { Comment, ReflectionKind } from "typedoc";
import { summaryText } from "./summary.js";
import { generating } from "./releases.js";

/**
 * @typedef {{ field: string, tracks: string[], upstreamSays: string, unit: string,
 *   description: string, reason: string }} UnitCorrection
 */

const DATA = new URL("../../../site/_data/fieldUnitCorrections.json", import.meta.url);
const data = JSON.parse(fs.readFileSync(DATA, "utf8"));
/** Marks MediaInfoLib's own text wherever a corrected description shows it. */
export const UPSTREAM_LABEL = /** @type {string} */ (data.upstreamLabel);

/**
 * The corrections of the release being generated: each release's were measured with it (an older
 * release's are frozen in its facts folder, components/api-reference/build/releases.js).
 * @returns {UnitCorrection[]}
 */
const currentCorrections = () => generating().facts.corrections;

/**
 * The correction for `field` of the track interface `trackName` ("AudioTrack"), if any.
 * @param {string | undefined} trackName @param {string} field
 */
export function correctionFor(trackName, field, table = currentCorrections()) {
  const track = trackName?.replace(/Track$/, "");
  return table.find((item) => item.field === field && item.tracks.includes(track ?? ""));
}

/**
 * What makes a correction stale: its field is gone from a track type it names, or MediaInfoLib's
 * text there no longer says the wrong unit. One line per item, naming it.
 * @param {import("typedoc").ProjectReflection} project @returns {string[]}
 */
export function staleCorrections(project, table = currentCorrections()) {
  return table.flatMap((item) =>
    item.tracks.flatMap((track) => {
      const name = `unit correction ${item.field} (${track})`;
      const owner = project.getChildByName(`${track}Track`);
      const property = /** @type {import("typedoc").DeclarationReflection | undefined} */ (
        owner
      )?.children?.find(
        (child) => child.kind === ReflectionKind.Property && child.name === item.field,
      );
      if (!property) return [`${name}: ${track}Track has no field ${item.field}`];
      const upstream = summaryText(property.comment);
      return upstream.includes(item.upstreamSays)
        ? []
        : [`${name}: MediaInfoLib's text no longer says "${item.upstreamSays}": "${upstream}"`];
    }),
  );
}

/**
 * A property's description as Markdown for its track page: the corrected text, then MediaInfoLib's
 * marked as theirs; unchanged when nothing corrects it.
 * @param {import("typedoc").DeclarationReflection} property
 * @param {(comment: Comment) => string} render the theme's comment partial
 */
export function propertyComment(property, render) {
  const comment = /** @type {Comment} */ (property.comment);
  const correction = correctionFor(property.parent?.name, property.name);
  if (!correction) return render(comment);
  const ours = render(new Comment([{ kind: "text", text: correction.description }]));
  return `${ours}\n\n<p class="field-upstream">${UPSTREAM_LABEL} ${escapeHtml(summaryText(comment))}</p>`;
}

/** Text placed inside HTML. @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
