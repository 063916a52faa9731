// Every hashed JSON asset, for site/json-assets.11ty.js to write.
import fieldDescriptions from "./fieldDescriptions.js";
import apiHistoryAsset from "./apiHistoryAsset.js";
import demoSnippetHints from "./demoSnippetHints.js";

export default async () => [fieldDescriptions(), apiHistoryAsset(), await demoSnippetHints()];
