// Search records for fields: each field of the catalogue becomes a record of its own in
// the Pagefind index, so a field name finds the field itself, not only the pages that mention it.
// Pagefind ranks whole pages; a short record holding the name (also split into its words, since
// the tokenizer keeps `FrameRate_Mode` whole) and the description ranks on its own merit, and the
// search box also asks for field records alone and puts a name match first.
import { nameWords } from "../field-names.js";
import { FIELD_INDEX_URL } from "../../../contract/routes.js";

/** The filter that marks field records, and its one value. */
export const FIELD_FILTER = { kind: ["field"] };

/**
 * One Pagefind record per field: linked to its entry on its track page when one track type has it,
 * else to its row on the field index.
 * @param {import("../../api-reference/build/field-catalogue.js").FieldRecord[]} catalogue
 */
export function fieldSearchRecords(catalogue) {
  return catalogue.map((field) => {
    const tracks = field.tracks.map((track) => track.track);
    const url =
      field.tracks.length === 1 ? field.tracks[0].href : `${FIELD_INDEX_URL}#${field.name}`;
    const description = field.descriptions.map((entry) => entry.text).join(" ");
    return {
      url,
      language: "en",
      content: [
        field.name,
        nameWords(field.name),
        description,
        `Field of ${tracks.join(", ")}.`,
      ].join(". "),
      meta: { title: field.name, tracks: tracks.join(", ") },
      filters: { ...FIELD_FILTER, scope: ["API"] },
    };
  });
}
