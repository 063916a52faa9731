// The API history (apiHistory.json, without its note) as one hashed asset, for the release picker
// of /api/changes/, which computes any pair of releases in the browser.
import { jsonAsset } from "../../eleventy/json-asset.js";
import apiHistory from "./apiHistory.json" with { type: "json" };

const history = Object.fromEntries(Object.entries(apiHistory).filter(([key]) => key !== "//"));
export default () => jsonAsset("api-history", history);
