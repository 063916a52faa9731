// Every page of the site as last rendered. In the dev loop's incremental rebuilds Eleventy hands
// `eleventy.after` only the pages it rendered again; the files written from every page (the
// Markdown twins, llms-full.txt, the route sizes) take the others from the builds before, and
// a page's twin is converted again only when the page changed.
import { pageToMarkdown } from "./markdown-twins.js";

/** @typedef {import("./llms-files.js").Result} Result */

/** @type {Map<string, Result>} */
const latest = new Map();

/**
 * @param {{ results: Result[], incremental?: boolean }} build Eleventy's `eleventy.after` argument
 * @returns {Result[]}
 */
export function allResults({ results, incremental }) {
  if (!incremental) latest.clear();
  for (const result of results) latest.set(result.outputPath || result.url, result);
  return [...latest.values()];
}

/** @type {Map<string, { html: string, forms: { twin: string, compact: string } }>} */
const twins = new Map();

/**
 * A page's Markdown forms (see pageToMarkdown), converted again only when its HTML changed.
 * @param {string} url @param {string} html @param {string} siteUrl
 */
export function twinOf(url, html, siteUrl) {
  const known = twins.get(url);
  if (known?.html === html) return { forms: known.forms, unchanged: true };
  const forms = pageToMarkdown(html, new URL(url, siteUrl).href);
  twins.set(url, { html, forms });
  return { forms, unchanged: false };
}
