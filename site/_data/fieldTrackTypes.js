// The track types the field index can be filtered by: every track type of the catalogue (each
// release's field index gets its own, site/api-fields.11tydata.js).
import { trackTypesOf } from "../../eleventy/field-index.js";
import fieldCatalogue from "./fieldCatalogue.js";

export default () => trackTypesOf(fieldCatalogue());
