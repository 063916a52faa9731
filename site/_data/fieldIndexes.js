// One field index per documented release, which site/api-fields.njk pages over: the latest's at
// /api/fields/, an older release's at /<version>/api/fields/ (eleventy/field-index.js).
import { fieldIndexes } from "../../eleventy/field-index.js";

export default fieldIndexes;
