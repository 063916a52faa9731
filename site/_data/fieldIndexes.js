// One field index per documented release (site/api-fields.njk pages over these): the latest's at
// /api/fields/, an older release's at /<version>/api/fields/, each from its own catalogue, examples
// and history. An entry is a field with its display forms (`X_String3`) under it; a field worded
// differently per track type shows the wording most track types share, and any wording we
// corrected, and names the other track types, whose wording is on their track pages: this keeps
// the index light. The common-fields table takes each curated field's type from the catalogue and
// its example from the corpus, for the track type its row is about.
import { FIELD_INDEX_URL } from "../../contract/routes.js";
import { groupDisplayForms } from "../../scripts/api/field-forms.js";
import { apiReleases, releaseFacts } from "../../scripts/api/releases.js";
import { fieldCatalogueOf } from "./fieldCatalogue.js";
import { trackTypesOf } from "./fieldTrackTypes.js";

/** @typedef {ReturnType<typeof fieldCatalogueOf>} Catalogue */

const byReach = (a, b) => b.tracks.length - a.tracks.length;

/** @param {Catalogue} catalogue */
export const fieldEntriesOf = (catalogue) =>
  groupDisplayForms(catalogue).map((field) => {
    const [main, ...others] = [...field.descriptions].sort(byReach);
    const shown = main ? [main, ...others.filter((other) => other.upstream)] : [];
    const elsewhere = others.filter((other) => !other.upstream).flatMap((other) => other.tracks);
    return {
      ...field,
      shown,
      elsewhere: elsewhere.sort().map((track) => track.replace(/Track$/, "")),
    };
  });

/**
 * @param {import("../../scripts/api/releases.js").ApiRelease} release
 * @param {Catalogue} catalogue the release's
 */
export function commonFieldsOf(release, catalogue) {
  const { common, examples } = releaseFacts(release);
  const types = new Map(catalogue.map((field) => [field.name, field.type]));
  return common.fields.map((row) => {
    if (!types.has(row.field))
      throw new Error(`common field ${row.field} is not in the ${release.version} catalogue`);
    return { ...row, type: types.get(row.field), example: examples[row.track]?.[row.field] };
  });
}

export default () =>
  apiReleases().map((release) => {
    const catalogue = fieldCatalogueOf(release);
    return {
      version: release.version,
      url: `${release.prefix}${FIELD_INDEX_URL}`,
      count: catalogue.length,
      entries: fieldEntriesOf(catalogue),
      common: commonFieldsOf(release, catalogue),
      trackTypes: trackTypesOf(catalogue),
    };
  });
