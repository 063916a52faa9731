// The demo's generated code with type hints as one hashed asset: its address for the demo island,
// whose code panel fetches it when opened.
import { jsonAsset } from "../../eleventy/json-asset.js";
import { demoSnippetHints } from "../../eleventy/demo-snippet-hints.js";

export default async () => jsonAsset("demo-snippet-hints", await demoSnippetHints());
