// Writes the demo's field descriptions (site/_data/fieldDescriptions.js) at their hashed address.
export default class FieldDescriptions {
  data() {
    return { permalink: (/** @type {any} */ data) => data.fieldDescriptions.url, eleventyExcludeFromCollections: true };
  }

  render(/** @type {any} */ data) {
    return data.fieldDescriptions.json;
  }
}
