// Eleventy composition: checks the site config once, hands it to templates and page data as the
// `site` global, then adds one plugin per file in eleventy/.
import fs from "node:fs";
import { checkSite } from "./config/check.js";
import { installedReleaseNotice, releaseAnnouncement } from "./eleventy/release-notice.js";
import { buildSidebars, docIdsOf, forgetSidebars } from "./eleventy/sidebars.js";
import markdownPlugin from "./eleventy/markdown.js";
import islandPlugin from "./eleventy/island.js";
import filtersPlugin from "./eleventy/filters.js";
import assetsPlugin from "./eleventy/assets.js";
import routeSizesPlugin from "./eleventy/route-sizes.js";
import llmsFilesPlugin from "./eleventy/llms-files.js";
import pageDataPlugin from "./eleventy/page-data.js";
import releaseLinksPlugin from "./eleventy/release-links.js";
import { releaseProblems, useCheckedSiteConfig } from "./eleventy/releases.js";
import partNamesPlugin from "./eleventy/part-names.js";
import agentsPlugin from "./components/agents/build/plugin.js";
import feedbackPlugin from "./components/feedback/build/plugin.js";
import socialCardPlugin from "./components/social-card/build/plugin.js";
import { agentReleases } from "./eleventy/agents-data.js";
import Nunjucks from "nunjucks";

/**
 * The site config, checked. Imported with its modification time in the URL: Node keeps the first
 * copy of a module, so a plain import would never see a save.
 */
async function loadSite() {
  const file = new URL("./config/site.js", import.meta.url);
  const { default: plain } = await import(`${file.href}?saved=${fs.statSync(file).mtimeMs}`);
  const site = checkSite(plain, ({ docs }) => {
    const sidebars = buildSidebars(docs.path);
    return { sidebars, docIds: docIdsOf(sidebars.docsSidebar) };
  });
  const problems = releaseProblems(site);
  if (problems.length > 0)
    throw new Error(
      `config/site.js has ${problems.length} problem(s) with its releases:\n  - ${problems.join("\n  - ")}`,
    );
  // With no bar of its own, the bar says when npm has newer releases than the documented one.
  const notice = installedReleaseNotice();
  if (!site.announcementBar && notice) site.announcementBar = releaseAnnouncement(notice);
  return site;
}

export default async function (eleventyConfig) {
  const site = await loadSite();
  // Parts that read the releases outside the data cascade (type hints, the field index) take it here.
  useCheckedSiteConfig(site);
  eleventyConfig.addGlobalData("site", () => site);
  // A save of the site config in `npm run dev` rebuilds with the new values: the one checked object
  // that templates, page data and the llms files hold is refilled in place.
  eleventyConfig.addWatchTarget("config/site.js");
  eleventyConfig.on("eleventy.beforeWatch", async (/** @type {string[]} */ changed) => {
    // The release data decides the bar too (see loadSite).
    const reloads = ["config/site.js", "site/_data/newerReleases.json"];
    if (!changed.some((file) => reloads.some((name) => file.endsWith(name)))) return;
    const fresh = await loadSite();
    for (const key of Object.keys(site)) delete site[key];
    Object.assign(site, fresh);
  });
  eleventyConfig.addPlugin(pageDataPlugin, { site });
  eleventyConfig.addPlugin(releaseLinksPlugin, { site });
  eleventyConfig.addPlugin(feedbackPlugin, { site });
  eleventyConfig.addPlugin(socialCardPlugin, { site });

  // A part's partial lives beside its CSS and code (`{% include "search/search.njk" %}`); shell
  // partials and layouts stay in site/_includes. The project root stays last, as in Eleventy's own.
  const partials = new Nunjucks.FileSystemLoader(["site/_includes", "components", "."]);
  eleventyConfig.setLibrary("njk", new Nunjucks.Environment(partials, { dev: true }));
  eleventyConfig.addWatchTarget("components/**/*.{njk,css}");
  await eleventyConfig.addPlugin(partNamesPlugin);
  eleventyConfig.addPlugin(markdownPlugin);
  eleventyConfig.addPlugin(islandPlugin);
  eleventyConfig.addPlugin(filtersPlugin);
  eleventyConfig.addPlugin(assetsPlugin);
  eleventyConfig.addPlugin(routeSizesPlugin);
  // The dev loop adds and removes docs: a rebuild reads the sidebars again.
  eleventyConfig.on("eleventy.beforeWatch", forgetSidebars);
  eleventyConfig.addPlugin(llmsFilesPlugin, {
    site,
    sidebars: () => buildSidebars(site.docs.path),
  });
  eleventyConfig.addPlugin(agentsPlugin, { site, releases: () => agentReleases(site) });
  eleventyConfig.setQuietMode(true);
  // The generated API pages are git-ignored but are content all the same.
  eleventyConfig.setUseGitIgnore(false);
  eleventyConfig.ignores.add("node_modules/**");
  eleventyConfig.ignores.add("site/api/sidebar.json");
  eleventyConfig.ignores.add("site/api/fields.json");
  eleventyConfig.ignores.add("site/api/coverage.json");
  // An older release's reference (site/<version>/api) likewise; its field facts are data, not pages.
  eleventyConfig.ignores.add("site/*/api/sidebar.json");
  eleventyConfig.ignores.add("site/*/api/fields.json");
  eleventyConfig.ignores.add("site/*/api/coverage.json");
  eleventyConfig.ignores.add("site/*/facts/**");
  // Examples that build-api.js adds to the generated API pages, not pages of their own.
  eleventyConfig.ignores.add("site/_api-examples/**");
}

export const config = {
  dir: { input: "site", output: "_site", includes: "_includes", data: "_data" },
  markdownTemplateEngine: "njk",
  htmlTemplateEngine: "njk",
  templateFormats: ["md", "njk", "11ty.js"],
};
