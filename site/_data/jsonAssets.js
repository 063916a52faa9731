// Every hashed JSON asset, for site/json-assets.11ty.js to write.
import fieldDescriptions from "./fieldDescriptions.js";
import apiHistoryAsset from "./apiHistoryAsset.js";

export default () => [fieldDescriptions(), apiHistoryAsset()];
