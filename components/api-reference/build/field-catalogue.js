// The field catalogue: every field of every track type from the TypeDoc project of a release's
// type definitions, one record per field name. scripts/build-api.js writes it beside that
// release's API pages (site/api/fields.json, site/<version>/api/fields.json); the field index
// pages render it.
import { ReflectionKind } from "typedoc";
import { summaryText } from "./summary.js";
import { isTrackType, siteUrl } from "./urls.js";
import { UPSTREAM_LABEL, correctionFor } from "./unit-corrections.js";

/**
 * @typedef {{ track: string, href: string }} FieldTrack
 * @typedef {{ text: string, upstream?: string, tracks: string[] }} FieldDescription
 *   `upstream`: MediaInfoLib's text, where ours corrects its unit
 * @typedef {{ name: string, type: string, tracks: FieldTrack[], descriptions: FieldDescription[] }} FieldRecord
 */

/**
 * Every field name with the track types that have it (each linking to its entry on that track's
 * page), its type, and its description; a field described differently by two track types keeps
 * each description with the track types that give it.
 * @param {import("typedoc").ProjectReflection} project @returns {FieldRecord[]}
 */
export function buildFieldCatalogue(project) {
  const fields = /** @type {Map<string, FieldRecord>} */ (new Map());
  const tracks = project
    .getReflectionsByKind(ReflectionKind.Interface)
    .filter(isTrackType)
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  for (const track of tracks) {
    for (const property of /** @type {import("typedoc").DeclarationReflection} */ (track)
      .children ?? []) {
      if (property.kind !== ReflectionKind.Property) continue;
      const type = String(property.type ?? "unknown");
      const record = fields.get(property.name) ?? {
        name: property.name,
        type,
        tracks: [],
        descriptions: [],
      };
      // A field typed differently by two track types (`@type` names each one's own) shows the union.
      if (!record.type.split(" | ").includes(type)) record.type += ` | ${type}`;
      record.tracks.push({ track: track.name, href: siteUrl(property) });
      const upstream = summaryText(property.comment);
      // A corrected unit: our text, with MediaInfoLib's kept beside it.
      const correction = correctionFor(track.name, property.name);
      const text = correction?.description ?? upstream;
      const same = record.descriptions.find((description) => description.text === text);
      if (same) same.tracks.push(track.name);
      else if (correction) record.descriptions.push({ text, upstream, tracks: [track.name] });
      else if (text) record.descriptions.push({ text, tracks: [track.name] });
      fields.set(property.name, record);
    }
  }
  return [...fields.values()].sort(
    (a, b) =>
      a.name.localeCompare(b.name, "en", { sensitivity: "base" }) ||
      a.name.localeCompare(b.name, "en"),
  );
}

/**
 * What the demo needs to explain a result: for each track type as results name it (`Video`,
 * `General`, …), each field's description ("" when the definitions give none; a corrected one
 * ends with MediaInfoLib's text, marked).
 * @param {FieldRecord[]} catalogue @returns {Record<string, Record<string, string>>}
 */
export function descriptionsByTrack(catalogue) {
  const byTrack = /** @type {Record<string, Record<string, string>>} */ ({});
  for (const field of catalogue) {
    for (const { track } of field.tracks) {
      const type = track.replace(/Track$/, "");
      const description = field.descriptions.find((candidate) => candidate.tracks.includes(track));
      (byTrack[type] ??= {})[field.name] = description?.upstream
        ? `${description.text} (${UPSTREAM_LABEL} ${description.upstream})`
        : (description?.text ?? "");
    }
  }
  return byTrack;
}
