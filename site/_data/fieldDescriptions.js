// The demo's field descriptions as one hashed asset (cached for good by hosts, like the bundles):
// its address for the demo island, and its content for site/field-descriptions.11ty.js.
import crypto from "node:crypto";
import { descriptionsByTrack } from "../../eleventy/field-catalogue.js";
import fieldCatalogue from "./fieldCatalogue.js";

export default function fieldDescriptions() {
  const json = JSON.stringify(descriptionsByTrack(fieldCatalogue()));
  const hash = crypto.createHash("sha256").update(json).digest("hex").slice(0, 10);
  return { url: `/assets/field-descriptions.${hash}.json`, json };
}
