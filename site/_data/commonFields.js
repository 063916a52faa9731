// The common-fields table: each curated field with its type from the catalogue and an example
// value from the corpus (site/_data/fieldExamples.json), for the track type the row is about.
import fs from "node:fs";
import fieldCatalogue from "./fieldCatalogue.js";

const read = (file) => JSON.parse(fs.readFileSync(file, "utf8"));

export default function commonFields() {
  const { fields } = read("site/_data/fieldCommon.json");
  const examples = read("site/_data/fieldExamples.json");
  const types = new Map(fieldCatalogue().map((field) => [field.name, field.type]));
  return fields.map((row) => {
    if (!types.has(row.field)) throw new Error(`common field ${row.field} is not in the catalogue`);
    return { ...row, type: types.get(row.field), example: examples[row.track]?.[row.field] };
  });
}
