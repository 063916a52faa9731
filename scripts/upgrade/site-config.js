// The documented releases in config/site.js, read and edited as text: `docs.versions` is data a
// person also edits by hand (with comments), so the upgrade rewrites only the values it moves and
// leaves every other character of the file as it was. acorn finds the values' exact places.
import * as acorn from "acorn";

/**
 * @typedef {{ start: number, end: number, value: string }} Spot a string literal's place and value
 * @typedef {{ start: number, end: number, name?: Spot, label?: Spot, mediaInfoLib?: Spot, isLast: boolean }} VersionEntry
 */

/** @param {acorn.Node} node @returns {string | undefined} */
const keyOf = (node) => {
  const key = /** @type {any} */ (node).key;
  return key?.type === "Identifier" ? key.name : key?.value;
};

/**
 * The object literal's properties by name.
 * @param {any} object an ObjectExpression
 * @returns {Map<string, any>}
 */
const propertiesOf = (object) =>
  new Map(
    object.properties
      .filter((/** @type {any} */ property) => property.type === "Property")
      .map((/** @type {any} */ property) => [keyOf(property), property.value]),
  );

/** @param {any} value @returns {Spot | undefined} */
const spotOf = (value) =>
  value?.type === "Literal" && typeof value.value === "string"
    ? { start: value.start, end: value.end, value: value.value }
    : undefined;

/**
 * Every entry of `docs.versions` in the default export of config/site.js, and the legacy
 * top-level `libraryVersion` when the file still has one.
 * @param {string} text
 * @returns {{ versions: VersionEntry[], libraryVersion?: Spot }}
 */
export function readSiteConfig(text) {
  const program = acorn.parse(text, { ecmaVersion: "latest", sourceType: "module" });
  const exported = /** @type {any} */ (
    program.body.find((node) => node.type === "ExportDefaultDeclaration")
  )?.declaration;
  if (exported?.type !== "ObjectExpression")
    throw new Error("config/site.js: the default export is not an object literal");
  const top = propertiesOf(exported);
  const docs = top.get("docs");
  const versions = docs?.type === "ObjectExpression" ? propertiesOf(docs).get("versions") : null;
  if (versions?.type !== "ArrayExpression")
    throw new Error("config/site.js: docs.versions is not an array literal");
  return {
    versions: versions.elements
      .filter((/** @type {any} */ element) => element?.type === "ObjectExpression")
      .map((/** @type {any} */ element) => {
        const properties = propertiesOf(element);
        return {
          start: element.start,
          end: element.end,
          name: spotOf(properties.get("name")),
          label: spotOf(properties.get("label")),
          mediaInfoLib: spotOf(properties.get("mediaInfoLib")),
          isLast: properties.get("isLast")?.value === true,
        };
      }),
    libraryVersion: spotOf(top.get("libraryVersion")),
  };
}

/**
 * `text` with each spot's string literal replaced by a new value (quoted as the file quotes it).
 * @param {string} text @param {[Spot, string][]} replacements
 */
export function replaceSpots(text, replacements) {
  let result = text;
  for (const [spot, value] of [...replacements].sort(([a], [b]) => b.start - a.start)) {
    const quote = text[spot.start];
    result = result.slice(0, spot.start) + quote + value + quote + result.slice(spot.end);
  }
  return result;
}
