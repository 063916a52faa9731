// Writes each hashed JSON asset (site/_data/jsonAssets.js) at its address.
export default class JsonAssets {
  data() {
    return {
      pagination: { data: "jsonAssets", size: 1, alias: "asset" },
      permalink: (/** @type {any} */ data) => data.asset.url,
      eleventyExcludeFromCollections: true,
    };
  }

  render(/** @type {any} */ data) {
    return data.asset.json;
  }
}
