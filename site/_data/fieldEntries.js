// The field index's entries: the catalogue with display forms (`X_String3`) under their base field.
// A field worded differently per track type shows the wording most track types share, and any
// wording we corrected, and names the other track types, whose wording is on their track pages:
// this keeps the index light.
import fieldCatalogue from "./fieldCatalogue.js";
import { groupDisplayForms } from "../../scripts/api/field-forms.js";

const byReach = (a, b) => b.tracks.length - a.tracks.length;

export default () =>
  groupDisplayForms(fieldCatalogue()).map((field) => {
    const [main, ...others] = [...field.descriptions].sort(byReach);
    const shown = main ? [main, ...others.filter((other) => other.upstream)] : [];
    const elsewhere = others.filter((other) => !other.upstream).flatMap((other) => other.tracks);
    return {
      ...field,
      shown,
      elsewhere: elsewhere.sort().map((track) => track.replace(/Track$/, "")),
    };
  });
