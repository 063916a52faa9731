// The demo's field descriptions as one hashed asset: its address for the demo island.
import { jsonAsset } from "../../eleventy/json-asset.js";
import { descriptionsByTrack } from "../../components/api-reference/build/field-catalogue.js";
import fieldCatalogue from "./fieldCatalogue.js";

export default () => jsonAsset("field-descriptions", descriptionsByTrack(fieldCatalogue()));
