// Field look-up over a release's packed fields: exact names first (any case), then a display form
// (`Duration_String3`) under its field; an unknown name answers with the nearest real names.
import { UserError } from "./docs.js";

const compact = (/** @type {string} */ name) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The field `name` of `fields`, optionally on one track type.
 * @param {any[]} fields @param {string} name @param {string} [track]
 */
export function findField(fields, name, track) {
  const wanted = compact(name);
  if (wanted === "") throw new UserError("Give a field name, such as FrameRate");
  const field =
    fields.find((entry) => entry.name === name) ??
    fields.find((entry) => compact(entry.name) === wanted);
  if (!field) {
    const near = fields
      .filter(
        (entry) => compact(entry.name).includes(wanted) || wanted.includes(compact(entry.name)),
      )
      .sort((a, b) => a.name.length - b.name.length)
      .slice(0, 5)
      .map((entry) => entry.name);
    throw new UserError(
      `No field ${name}${near.length ? `; did you mean ${near.join(", ")}?` : ""} (search_docs finds fields by what they mean)`,
    );
  }
  if (track) {
    const type = track.replace(/Track$/i, "").toLowerCase();
    const on = field.tracks.find((/** @type {string} */ entry) => entry.toLowerCase() === type);
    if (!on)
      throw new UserError(
        `${field.name} is not a field of ${track} tracks (it is on ${field.tracks.join(", ")})`,
      );
    return {
      ...field,
      tracks: [on],
      units: field.units[on] ? { [on]: field.units[on] } : {},
      descriptions: field.descriptions.filter((/** @type {any} */ entry) =>
        entry.tracks.includes(on),
      ),
    };
  }
  return field;
}
