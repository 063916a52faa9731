// The field index's entries: the catalogue with display forms (`X_String3`) under their base field.
import fieldCatalogue from "./fieldCatalogue.js";
import { groupDisplayForms } from "../../scripts/api/field-forms.js";

export default () => groupDisplayForms(fieldCatalogue());
