// The track types the field index can be filtered by: every track type of the catalogue (an older
// release's field index gets its own, site/api-fields.11tydata.js).
import fieldCatalogue from "./fieldCatalogue.js";

/** @param {ReturnType<typeof fieldCatalogue>} catalogue */
export const trackTypesOf = (catalogue) =>
  [
    ...new Set(
      catalogue.flatMap((field) => field.tracks.map(({ track }) => track.replace(/Track$/, ""))),
    ),
  ].sort();

export default () => trackTypesOf(fieldCatalogue());
