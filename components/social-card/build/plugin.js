// The Eleventy half of the social cards: the `socialCard` filter names a page's card
// (/img/cards/<route>.png) and remembers what it shows; after the build every remembered card is
// written, from .cache/social-cards when the same card was drawn before (render.js).
import fs from "node:fs";
import path from "node:path";
import { cardSvg } from "./card-svg.js";
import { cachedCard } from "./render.js";

export const CARDS_PATH = "/img/cards/";

/** The card's file name for a page URL: `/docs/intro/` → `docs-intro.png`, `/` → `index.png`. */
export const cardName = (/** @type {string} */ url) =>
  `${url.replace(/^\/+|\/+$/g, "").replaceAll("/", "-") || "index"}.png`;

/**
 * What a card says above the title: the part of the site, then the page's sidebar ancestors.
 * @param {string} local the page's URL within its release @param {{ label: string, isCurrent: boolean }[]} crumbs
 */
export function cardSection(local, crumbs) {
  const area = local.startsWith("/api/") ? "API" : local.startsWith("/docs/") ? "Docs" : "";
  const ancestors = crumbs.filter((crumb) => !crumb.isCurrent).map((crumb) => crumb.label);
  return [area, ...ancestors]
    .filter((label, index, all) => label && all.indexOf(label) === index)
    .join(" › ");
}

/**
 * @param {any} eleventyConfig
 * @param {{ site: { title: string, tagline: string, url: string, logo: string } }} options
 */
export default function socialCardPlugin(eleventyConfig, { site }) {
  /** Card SVG by file name, for the pages of this build. */
  const cards = new Map();
  eleventyConfig.on("eleventy.before", () => cards.clear());
  eleventyConfig.addFilter(
    "socialCard",
    /**
     * @param {string} url @param {string | undefined} title
     * @param {{ label: string, isCurrent: boolean }[] | undefined} crumbs
     * @param {{ label: string, local: string } | undefined} release
     */
    (url, title, crumbs, release) => {
      const name = cardName(url);
      const logoSvg = fs.readFileSync(path.join("site", site.logo), "utf8");
      cards.set(
        name,
        cardSvg({
          title: title || site.tagline,
          section: cardSection(release?.local ?? url, crumbs ?? []) || site.title,
          siteName: site.title,
          address: new URL(site.url).host,
          release: release ? `${site.title} ${release.label}` : "",
          logoSvg,
        }),
      );
      return `${CARDS_PATH}${name}`;
    },
  );
  eleventyConfig.on(
    "eleventy.after",
    (/** @type {{ directories: { output: string } }} */ { directories }) => {
      const started = performance.now();
      const out = path.join(directories.output, CARDS_PATH);
      fs.mkdirSync(out, { recursive: true });
      let drawn = 0;
      for (const [name, svg] of cards) {
        const card = cachedCard(svg);
        if (card.drawn) drawn += 1;
        fs.writeFileSync(path.join(out, name), card.png);
      }
      const ms = Math.round(performance.now() - started);
      console.log(`social cards: ${cards.size} written, ${drawn} drawn, in ${ms} ms`);
    },
  );
}
