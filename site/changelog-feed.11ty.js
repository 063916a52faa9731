// /api/changelog/feed.atom: the release history as an Atom feed (eleventy/changelog-feed.js). Not a
// page: outside collections, so it is in neither the sitemap nor the route list; Pagefind reads HTML only.
import { atomFeed } from "../eleventy/changelog-feed.js";

export const data = {
  permalink: (/** @type {any} */ data) => data.site.changelogFeed.path,
  eleventyExcludeFromCollections: true,
};

/** @param {any} data */
export function render({ changelog, site }) {
  return atomFeed(changelog, {
    siteUrl: site.url,
    feedPath: site.changelogFeed.path,
    pagePath: "/api/changelog/",
    title: site.changelogFeed.title,
    author: site.changelogFeed.author,
  });
}
