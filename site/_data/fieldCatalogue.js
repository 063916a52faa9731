// The latest release's field catalogue, which the demo describes results with (see
// eleventy/field-index.js; each release's field index reads its own).
import { fieldCatalogueOf } from "../../eleventy/field-index.js";
import { apiReleases } from "../../components/api-reference/build/releases.js";

export default () => fieldCatalogueOf(apiReleases()[0]);
