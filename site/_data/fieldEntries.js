// The field index's entries: the catalogue with display forms (`X_String3`) under their base field.
// A field worded differently per track type shows the wording most track types share and names
// the others, whose own wording is on their track pages: this keeps the index light.
import fieldCatalogue from "./fieldCatalogue.js";
import { groupDisplayForms } from "../../scripts/api/field-forms.js";

const byReach = (a, b) => b.tracks.length - a.tracks.length;

export default () =>
  groupDisplayForms(fieldCatalogue()).map((field) => {
    const [description, ...others] = [...field.descriptions].sort(byReach);
    const elsewhere = others.flatMap((other) => other.tracks).sort();
    return {
      ...field,
      description,
      elsewhere: elsewhere.map((track) => track.replace(/Track$/, "")),
    };
  });
