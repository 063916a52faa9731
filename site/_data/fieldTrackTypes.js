// The track types the field index can be filtered by: every track type of the catalogue.
import fieldCatalogue from "./fieldCatalogue.js";

export default () =>
  [
    ...new Set(
      fieldCatalogue().flatMap((field) =>
        field.tracks.map(({ track }) => track.replace(/Track$/, "")),
      ),
    ),
  ].sort();
