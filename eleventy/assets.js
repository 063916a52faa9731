// Static files: images and fonts are copied as they are; CSS is concatenated into one
// content-hashed stylesheet so hosts can cache it forever.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const CSS_DIR = "site/css";

/** The site CSS files in cascade order (their names start with a number). */
export function cssFiles(root = ".") {
  const dir = path.join(root, CSS_DIR);
  return fs.readdirSync(dir).filter((name) => name.endsWith(".css")).sort().map((name) => path.join(dir, name));
}

/** The concatenated stylesheet and its hashed file name. */
export function buildStylesheet(root = ".") {
  const css = cssFiles(root).map((file) => fs.readFileSync(file, "utf8")).join("\n");
  const hash = crypto.createHash("sha256").update(css).digest("hex").slice(0, 10);
  return { css, href: `/assets/site.${hash}.css` };
}

export default function assetsPlugin(eleventyConfig) {
  eleventyConfig.addPassthroughCopy({ "site/img": "img" });
  eleventyConfig.addPassthroughCopy({ "site/static": "/" });
  eleventyConfig.addWatchTarget(CSS_DIR);
  eleventyConfig.addGlobalData("stylesheet", () => buildStylesheet().href);
  eleventyConfig.on("eleventy.after", ({ dir }) => {
    const { css, href } = buildStylesheet();
    const out = path.join(dir.output, href);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, css);
  });
}
