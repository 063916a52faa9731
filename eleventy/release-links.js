// An older release's pages link within that release: their content was written for the site's
// routes (/docs/…, /api/…), so each link into a versioned section gets the release's prefix.
// Links of the version menu keep their target: they are how a reader leaves the release.
import { DOCS_VERSION_ATTRIBUTE } from "../contract/index.js";
import { documentedReleases } from "./releases.js";
import { inRelease } from "./route-data.js";

const LINK = /<a\s[^>]*>/g;
const HREF = /\shref="(\/[^"]*)"/;

/**
 * `html` with its links into versioned sections moved into the release at `prefix`.
 * @param {string} html @param {string} prefix
 */
export function linksInRelease(html, prefix) {
  return html.replace(LINK, (tag) => {
    if (tag.includes(` ${DOCS_VERSION_ATTRIBUTE}=`)) return tag;
    return tag.replace(HREF, (attribute, href) => ` href="${inRelease(href, prefix)}"`);
  });
}

/**
 * The routes of the latest release's pages and of the pages every release shares: the sitemap
 * lists only these, since an older release's pages are `noindex`.
 * @param {string[]} routes @param {import("./releases.js").Release[]} releases
 */
export const latestRoutes = (routes, releases) =>
  routes.filter(
    (url) => !releases.some((release) => release.prefix && url.startsWith(`${release.prefix}/`)),
  );

/** @param {any} eleventyConfig @param {{ site: any }} options */
export default function releaseLinksPlugin(eleventyConfig, { site }) {
  eleventyConfig.addFilter("latestRoutes", (/** @type {string[]} */ routes) =>
    latestRoutes(routes, documentedReleases(site)),
  );
  eleventyConfig.addTransform(
    "release-links",
    /** @this {any} @param {string} content */
    function (content) {
      const url = this.page?.url;
      if (typeof url !== "string" || !url.endsWith("/")) return content;
      const release = documentedReleases(site).find(
        (entry) => entry.prefix && url.startsWith(`${entry.prefix}/`),
      );
      return release ? linksInRelease(content, release.prefix) : content;
    },
  );
}
