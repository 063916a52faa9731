// Template filters: titles, descriptions, absolute URLs, TOC and structured data.
import { buildToc } from "./toc.js";
import { isExternal } from "./navigation.js";
import { isRoute } from "../contract/index.js";
import { readableDate } from "./git-dates.js";
import { derivedNote } from "./changelog-feed.js";

/** `{Page} | mediainfo.js`; just the site title when the page title is empty or the same. */
export function pageTitle(title, siteTitle, section) {
  // The section is left out on its own overview page ("API | mediainfo.js").
  const parts = [title, section !== title && section].filter((part) => part && part !== siteTitle);
  if (title === siteTitle && section) parts.unshift(title);
  return [...parts, siteTitle].join(" | ");
}

/** The text of the first paragraph of rendered HTML, for a meta description fallback. */
export function firstParagraph(html) {
  const match = String(html ?? "").match(/<p>([\s\S]*?)<\/p>/);
  if (!match) return "";
  return match[1]
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Joins the site URL and a path. */
export function absoluteUrl(path, siteUrl) {
  return new URL(path, siteUrl).href;
}

/** JSON-LD BreadcrumbList for the crumbs that have a page (item URLs without trailing slash). */
export function breadcrumbJsonLd(crumbs, siteUrl) {
  const items = crumbs.map((crumb, index) => {
    const entry = { "@type": "ListItem", position: index + 1, name: crumb.label };
    if (crumb.href) entry.item = new URL(crumb.href, siteUrl).href.replace(/\/$/, "");
    return entry;
  });
  return JSON.stringify({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items,
  }).replace(/</g, "\\u003c");
}

/** Site routes for the sitemap: HTML pages with a permalink, 404 left out, home last. */
export function sitemapEntries(pages) {
  const urls = pages
    .map((page) => page.url)
    .filter(isRoute)
    .sort();
  return [...urls.filter((url) => url !== "/"), ...urls.filter((url) => url === "/")];
}

export default function filtersPlugin(eleventyConfig) {
  eleventyConfig.addFilter("pageTitle", pageTitle);
  eleventyConfig.addFilter("readableDate", readableDate);
  eleventyConfig.addFilter("derivedReleaseNote", derivedNote);
  eleventyConfig.addFilter("firstParagraph", firstParagraph);
  eleventyConfig.addFilter("absoluteUrl", absoluteUrl);
  eleventyConfig.addFilter("breadcrumbJsonLd", breadcrumbJsonLd);
  eleventyConfig.addFilter("toc", (html, levels) => buildToc(html, levels));
  eleventyConfig.addFilter("isExternalUrl", (href) => isExternal(String(href ?? "")));
  eleventyConfig.addFilter("sitemapEntries", sitemapEntries);
  eleventyConfig.addFilter("json", (value) => JSON.stringify(value));
}
