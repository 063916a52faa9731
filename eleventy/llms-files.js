// Writes, after the pages, a Markdown twin beside every page of the sitemap, /llms.txt (the llms.txt
// proposal: title, summary, sections of links to the twins) and /llms-full.txt (the whole
// documentation in reading order, the API reference in its compact form).
import fs from "node:fs";
import path from "node:path";
import { sitemapEntries } from "./filters.js";
import { contentOf } from "./markdown-twins.js";
import { twinUrl } from "../contract/index.js";
import { walkSidebar } from "./navigation.js";
import { FIELD_INDEX_URL } from "../contract/routes.js";
import { allResults, twinOf } from "./build-results.js";
import { documentedReleases } from "./releases.js";
import { buildSidebars } from "./sidebars.js";
import { latestRoutes } from "./release-links.js";

/** @typedef {{ url: string, content: string, outputPath: string | false }} Result */
/** @typedef {{ type: string, href?: string | null, label?: string, items?: SidebarItem[] }} SidebarItem */

/** The two text files of the llms.txt proposal, at the site's root. */
export const LLMS_FILES = ["/llms.txt", "/llms-full.txt"];

const TRACK_PAGE = /^\/api\/interface\/\w*Track\/$/;
/** Derived pages: listed as optional in llms.txt and left out of llms-full.txt, which has their sources. */
const DERIVED_PAGES = [FIELD_INDEX_URL];

/** The characters an HTML attribute's value escapes, by name. */
const NAMED = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** An attribute value as text: every character reference decoded, once. @param {string} value */
export const decodeAttribute = (value) =>
  value.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (reference, name) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        Number(name[1] === "x" || name[1] === "X" ? `0${name.slice(1)}` : name.slice(1)),
      );
    return NAMED[/** @type {keyof typeof NAMED} */ (name.toLowerCase())] ?? reference;
  });

/** @param {string} html */
const metaDescription = (html) =>
  decodeAttribute(html.match(/<meta name="description" content="([^"]*)">/)?.[1] ?? "");
/** @param {string} html */
const headingOf = (html) => contentOf(html)?.querySelector("h1")?.textContent?.trim() ?? "";

/**
 * The llms.txt document of one release.
 * @param {{ title: string, tagline: string, url: string }} site
 * @param {{ title: string, url: string, description: string }[][]} sections docs, API, changelog, optional
 * @param {{ release: import("./releases.js").Release, releases: import("./releases.js").Release[] }} versions
 */
export function llmsTxt(site, sections, { release, releases }) {
  /** @param {{ title: string, url: string, description: string }} page */
  const line = (page) =>
    `- [${page.title}](${new URL(twinUrl(page.url), site.url).href})${page.description ? `: ${page.description}` : ""}`;
  const others = releases.filter((entry) => entry !== release);
  return [
    `# ${site.title}`,
    "",
    `> ${site.tagline} mediainfo.js ${release.version} wraps MediaInfoLib ${release.mediaInfoLib} compiled to WebAssembly: give it a file (or any source of byte chunks) and it returns the container's and every track's metadata, as an object, JSON, XML, HTML or text, in browsers and in Node.js.`,
    "",
    `This index documents mediainfo.js ${release.version}${release.isLatest ? ", the latest release" : ", an older release"}. Every link below is the Markdown twin of a page of ${site.url}/ (the page URL with \`index.html.md\` appended). The whole documentation of this release in one file: ${new URL(`${release.prefix}${LLMS_FILES[1]}`, site.url).href}.`,
    "",
    "## Versions",
    "",
    ...others.map(
      (entry) =>
        `- [mediainfo.js ${entry.version}${entry.isLatest ? " (latest)" : ""}](${new URL(`${entry.prefix}${LLMS_FILES[0]}`, site.url).href}): the same index for that release`,
    ),
    "",
    ...["Docs", "API reference", "Changelog", "Optional"].flatMap((title, i) => [
      `## ${title}`,
      "",
      ...sections[i].map(line),
      "",
    ]),
  ].join("\n");
}

/**
 * Writes the twins and both text files into `outputDir`; returns what it wrote, for the build log.
 * @param {Result[]} results Eleventy's rendered pages
 * @param {{ outputDir: string, site: any, sidebars: Record<string, SidebarItem[]> }} options
 */
export function writeTwins(results, { outputDir, site, sidebars }) {
  const pages = new Map(
    results
      .filter((result) => typeof result.url === "string")
      .map((result) => [result.url, result.content]),
  );
  const routes = sitemapEntries(results);
  const markdown = /** @type {Map<string, { twin: string, compact: string }>} */ (new Map());
  for (const url of routes) {
    const { forms, unchanged } = twinOf(url, /** @type {string} */ (pages.get(url)), site.url);
    markdown.set(url, forms);
    const file = path.join(outputDir, twinUrl(url));
    if (unchanged && fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, forms.twin);
  }

  const releases = documentedReleases(site);
  for (const release of releases) {
    const own = release.prefix
      ? routes.filter((url) => url.startsWith(`${release.prefix}/`))
      : latestRoutes(routes, releases);
    const trees = release.prefix ? buildSidebars(site.docs.path, release.prefix) : sidebars;
    writeLlmsFiles({
      outputDir,
      site,
      pages,
      markdown,
      routes: own,
      sidebars: trees,
      release,
      releases,
    });
  }
  return { twins: routes.length };
}

/**
 * Writes one release's llms.txt and llms-full.txt (the latest's at the root, an older release's
 * under its prefix), from its own pages in its sidebars' reading order.
 * @param {{ outputDir: string, site: any, pages: Map<string, string>, markdown: Map<string, { twin: string, compact: string }>,
 *   routes: string[], sidebars: Record<string, SidebarItem[]>, release: import("./releases.js").Release,
 *   releases: import("./releases.js").Release[] }} options
 */
function writeLlmsFiles({ outputDir, site, pages, markdown, routes, sidebars, release, releases }) {
  const local = (/** @type {string} */ url) => url.slice(release.prefix.length);
  /** The routes a sidebar tree links to, in reading order. @param {SidebarItem[]} tree */
  const routesOf = (/** @type {any} */ tree) =>
    [...new Set([...walkSidebar(tree)].map(({ item }) => item.href ?? ""))].filter((url) =>
      routes.includes(url),
    );
  const docOrder = routesOf(sidebars.docsSidebar ?? []);
  const apiOrder = routesOf(sidebars.api ?? []);
  const inOrder = [...docOrder, ...apiOrder];
  const home = release.prefix ? null : "/";
  const others = routes.filter((url) => !inOrder.includes(url) && url !== home);
  /** @param {string} url */
  const entry = (url) => ({
    url,
    title: headingOf(pages.get(url) ?? ""),
    description: metaDescription(pages.get(url) ?? ""),
  });
  const isDerived = (/** @type {string} */ url) => DERIVED_PAGES.includes(local(url));
  const isTrackPage = (/** @type {string} */ url) => TRACK_PAGE.test(local(url));
  /** @type {string[]} */
  const changelogUrls = apiOrder.filter((url) => url === "/api/changelog/");
  const apiUrls = apiOrder.filter(
    (url) => !changelogUrls.includes(url) && !isTrackPage(url) && !isDerived(url),
  );
  const optionalUrls = [...apiOrder.filter((url) => isTrackPage(url) || isDerived(url)), ...others];
  fs.writeFileSync(
    path.join(outputDir, release.prefix, LLMS_FILES[0]),
    llmsTxt(
      site,
      [docOrder, apiUrls, changelogUrls, optionalUrls].map((urls) => urls.map(entry)),
      { release, releases },
    ),
  );

  // Reading order: home, the docs, the API reference (compact), then the remaining pages.
  const full = [...(home ? [home] : []), ...docOrder, ...apiOrder, ...others]
    .filter((url) => !isDerived(url))
    .map((url) => {
      const isApi = local(url).startsWith("/api/") && url !== "/api/changelog/";
      const forms = /** @type {{ twin: string, compact: string }} */ (markdown.get(url));
      return `<!-- ${new URL(url, site.url).href} -->\n\n${isApi ? forms.compact : forms.twin}`;
    });
  fs.writeFileSync(path.join(outputDir, release.prefix, LLMS_FILES[1]), full.join("\n---\n\n"));
}

/**
 * @param {any} eleventyConfig
 * @param {{ site: any, sidebars: () => Record<string, SidebarItem[]> }} options
 */
export default function llmsFilesPlugin(eleventyConfig, { site, sidebars }) {
  eleventyConfig.addFilter("twinUrl", twinUrl);
  // Every release's pair: the latest's at the root, an older release's under its prefix.
  eleventyConfig.addGlobalData("llmsFiles", () =>
    documentedReleases(site).flatMap((release) => LLMS_FILES.map((file) => release.prefix + file)),
  );
  // `directories` is the output folder in effect (the dev loop writes elsewhere than _site).
  const after = (/** @type {any} */ build) =>
    writeTwins(allResults(build), {
      outputDir: build.directories.output,
      site,
      sidebars: sidebars(),
    });
  eleventyConfig.on("eleventy.after", after);
}
