// The web app manifest (eleventy/app-manifest.js builds it from the site config and tokens).
import { MANIFEST_PATH, appManifest } from "../eleventy/app-manifest.js";

export default class AppManifest {
  data() {
    return { permalink: MANIFEST_PATH, eleventyExcludeFromCollections: true };
  }

  render(/** @type {any} */ data) {
    return JSON.stringify(appManifest(data.site), null, 2);
  }
}
