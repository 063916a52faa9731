// Static files. Images (other than the favicon and social card, whose URLs must stay stable)
// and the concatenated CSS get content-hashed names under /assets/, so hosts can cache them
// forever; a transform rewrites references in the HTML, so templates keep writing /img/x.svg.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { MEDIA } from "../contract/index.js";
import { expandDarkPalette } from "./dark-palette.js";
import { cssFiles, stylesheets } from "./stylesheets.js";

const IMG_DIR = "site/img";
/** Files that keep their plain name: crawlers and browsers ask for them by fixed URL. */
export const STABLE_IMAGES = new Set(["favicon.ico", "mediainfo-social-card.jpg"]);

const shortHash = (content) =>
  crypto.createHash("sha256").update(content).digest("hex").slice(0, 10);

/** Replaces `@media (--mobile)` / `(--desktop)` with the contract's queries (browsers lack
 * `@custom-media`); an unknown `--name` fails rather than never applying. @param {string} css */
export function withMediaQueries(css) {
  return css.replace(/@media \(--([a-z-]+)\)/g, (whole, name) => {
    if (!Object.hasOwn(MEDIA, name)) throw new Error(`site CSS: unknown media query ${whole}`);
    return `@media ${MEDIA[/** @type {keyof typeof MEDIA} */ (name)]}`;
  });
}

/** The concatenated stylesheet and its hashed file name. */
export function buildStylesheet(root = ".") {
  const css = withMediaQueries(
    expandDarkPalette(
      cssFiles(root)
        .map((file) => fs.readFileSync(file, "utf8"))
        .join("\n"),
    ),
  );
  return { css, href: `/assets/site.${shortHash(css)}.css` };
}

/** `/img/logo.svg` → `/assets/img/logo.{hash}.svg` for every image that may be renamed. */
export function hashedImages(root = ".") {
  const map = {};
  for (const name of fs.readdirSync(path.join(root, IMG_DIR))) {
    if (STABLE_IMAGES.has(name)) continue;
    const { name: base, ext } = path.parse(name);
    map[`/img/${name}`] =
      `/assets/img/${base}.${shortHash(fs.readFileSync(path.join(root, IMG_DIR, name)))}${ext}`;
  }
  return map;
}

/** Replaces quoted references to renamed images in HTML. */
export function rewriteImageUrls(html, map) {
  return html.replace(/(["'])(\/img\/[^"']+)\1/g, (whole, quote, url) =>
    map[url] ? `${quote}${map[url]}${quote}` : whole,
  );
}

export default function assetsPlugin(eleventyConfig) {
  const images = hashedImages();
  for (const name of STABLE_IMAGES)
    eleventyConfig.addPassthroughCopy({ [`${IMG_DIR}/${name}`]: `img/${name}` });
  for (const [url, hashed] of Object.entries(images))
    eleventyConfig.addPassthroughCopy({ [`site${url}`]: hashed.slice(1) });
  eleventyConfig.addPassthroughCopy({ "site/static": "/" });
  for (const file of stylesheets()) eleventyConfig.addWatchTarget(file);
  eleventyConfig.addGlobalData("stylesheet", () => buildStylesheet().href);
  eleventyConfig.addTransform(
    "hashed-images",
    /** @this {{ page: { outputPath?: string | false } }} @param {string} content */ function (
      content,
    ) {
      const output = this.page.outputPath;
      return typeof output === "string" && output.endsWith(".html")
        ? rewriteImageUrls(content, images)
        : content;
    },
  );
  // `directories` is the output in use (`dir` keeps the config file's, even when `npm run dev` moves it).
  eleventyConfig.on("eleventy.after", ({ directories }) => {
    const { css, href } = buildStylesheet();
    const out = path.join(directories.output, href);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, css);
  });
}
