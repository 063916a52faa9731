// The `island` paired shortcode: a placeholder that a client component mounts onto, whose body
// is the fallback everyone sees before (and without) JavaScript (STYLE.md §4).
import { BOUNDARY_ATTRIBUTE, ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from "../contract/attributes.js";

const BOUNDARIES = new Set(["small", "content", "layout"]);

const NAME_PATTERN = /^[a-z][a-z0-9-]*$/;

function escapeAttribute(value) {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/**
 * Renders an island host element.
 * @param {string} fallback inner HTML shown until the component mounts
 * @param {string} name island name, kebab-case
 * @param {Record<string, unknown>} [props] plain JSON data for the component
 * @param {{ tag?: string, class?: string, id?: string, boundary?: string }} [options] `boundary`: the crash display (small unless said)
 * @param {string} [where] the page being rendered, for error messages
 */
export function renderIsland(fallback, name, props = {}, options = {}, where = "a template") {
  if (typeof name !== "string" || !NAME_PATTERN.test(name)) {
    throw new Error(`${where}: island name must be kebab-case, got ${JSON.stringify(name)}`);
  }
  const boundary = options.boundary ?? "small";
  if (!BOUNDARIES.has(boundary))
    throw new Error(
      `${where}: island "${name}" has boundary "${boundary}" (use small, content or layout)`,
    );
  const json = JSON.stringify(props ?? {});
  if (json === undefined) throw new Error(`${where}: island "${name}" props must be plain data`);
  const tag = options.tag ?? "div";
  const attributes = [
    options.id ? ` id="${escapeAttribute(options.id)}"` : "",
    options.class ? ` class="${escapeAttribute(options.class)}"` : "",
    ` ${ISLAND_ATTRIBUTE}="${name}"`,
    json === "{}" ? "" : ` ${PROPS_ATTRIBUTE}="${escapeAttribute(json)}"`,
    boundary === "small" ? "" : ` ${BOUNDARY_ATTRIBUTE}="${boundary}"`,
  ].join("");
  return `<${tag}${attributes}>${fallback}</${tag}>`;
}

/** Eleventy plugin registering `{% island name, props, options %}…{% endisland %}`. */
export default function islandPlugin(eleventyConfig) {
  eleventyConfig.addPairedShortcode(
    "island",
    /** @this {{ page?: { inputPath?: string } }} */ function (fallback, name, props, options) {
      return renderIsland(fallback, name, props, options, this.page?.inputPath);
    },
  );
}
