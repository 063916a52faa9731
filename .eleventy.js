// Eleventy composition: checks the site config once, hands it to templates and page data as the
// `site` global, then adds one plugin per file in eleventy/.
import { checkSite } from "./config/check.js";
import { buildSidebars, docIdsOf, forgetSidebars } from "./eleventy/sidebars.js";
import markdownPlugin from "./eleventy/markdown.js";
import islandPlugin from "./eleventy/island.js";
import filtersPlugin from "./eleventy/filters.js";
import assetsPlugin from "./eleventy/assets.js";
import routeSizesPlugin from "./eleventy/route-sizes.js";
import llmsFilesPlugin from "./eleventy/llms-files.js";
import pageDataPlugin from "./eleventy/page-data.js";
import partNamesPlugin from "./eleventy/part-names.js";
import Nunjucks from "nunjucks";

export default async function (eleventyConfig) {
  // Imported afresh on each load of this config: Node keeps the first copy of a module for good,
  // and a save of config/site.js in `npm run dev` reloads the config (the watch target below).
  const { default: siteConfig } = await import(`./config/site.js?loaded=${Date.now()}`);
  eleventyConfig.addWatchTarget("config/", { resetConfig: true });
  const site = checkSite(siteConfig, ({ docs }) => {
    const sidebars = buildSidebars(docs.path);
    return { sidebars, docIds: docIdsOf(sidebars.docsSidebar) };
  });
  eleventyConfig.addGlobalData("site", site);
  eleventyConfig.addPlugin(pageDataPlugin, { site });

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
  eleventyConfig.setQuietMode(true);
  // The generated API pages are git-ignored but are content all the same.
  eleventyConfig.setUseGitIgnore(false);
  eleventyConfig.ignores.add("node_modules/**");
  eleventyConfig.ignores.add("site/api/sidebar.json");
  eleventyConfig.ignores.add("site/api/fields.json");
  // Examples that build-api.js adds to the generated API pages, not pages of their own.
  eleventyConfig.ignores.add("site/_api-examples/**");
}

export const config = {
  dir: { input: "site", output: "_site", includes: "_includes", data: "_data" },
  markdownTemplateEngine: "njk",
  htmlTemplateEngine: "njk",
  templateFormats: ["md", "njk", "11ty.js"],
};
