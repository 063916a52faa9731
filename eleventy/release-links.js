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

/** @param {any} eleventyConfig @param {{ site: any }} options */
export default function releaseLinksPlugin(eleventyConfig, { site }) {
  eleventyConfig.addTransform("release-links", function (/** @type {string} */ content) {
    const url = /** @type {any} */ (this).page?.url;
    if (typeof url !== "string" || !url.endsWith("/")) return content;
    const release = documentedReleases(site).find(
      (entry) => entry.prefix && url.startsWith(`${entry.prefix}/`),
    );
    return release ? linksInRelease(content, release.prefix) : content;
  });
}
