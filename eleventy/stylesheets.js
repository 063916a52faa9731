// The stylesheet's files in cascade order, and the check that every sheet on disk is listed.
import fs from "node:fs";
import path from "node:path";

/**
 * The stylesheet in cascade order: the site-wide sheets of `site/css/` (tokens, base, Markdown
 * content), each part's own sheet from its folder in `components/`, then the API pages and print,
 * which override parts. One list, so the order is written once.
 */
export const STYLESHEETS = [
  "site/css/00-tokens.css",
  "site/css/10-base.css",
  "site/css/15-utilities.css",
  "components/navbar/navbar.css",
  "components/navbar/mobile-panel.css",
  "components/star-count/star-count.css",
  "components/theme-toggle/theme-toggle.css",
  "site/css/30-layout.css",
  "site/css/35-shell.css",
  "site/css/36-doc-nav.css",
  "components/sidebar/sidebar.css",
  "components/toc/toc.css",
  "site/css/40-markdown.css",
  "site/css/45-content.css",
  "site/css/47-home.css",
  "components/details/details.css",
  "components/tabs/tabs.css",
  "site/css/50-api.css",
  "components/field-filter/field-filter.css",
  "components/api-changes/api-changes.css",
  "components/hide-inherited/hide-inherited.css",
  "components/back-to-top/back-to-top.css",
  "components/code-block/code-block.css",
  "components/type-hints/type-hints.css",
  "components/runtime/error-boundary.css",
  "components/announcement-bar/announcement-bar.css",
  "components/release-banner/release-banner.css",
  "components/page-actions/page-actions.css",
  "components/feedback/feedback.css",
  "components/media-demo/field-help.css",
  "components/search/search.css",
  "components/search/search-results.css",
  "components/router/router.css",
  "components/offline/offline.css",
  "components/media-demo/media-demo.css",
  "components/media-demo/result-list.css",
  "components/media-demo/share-compare.css",
  "components/media-demo/loading.css",
  "components/media-demo/workbench.css",
  "site/css/90-print.css",
];
/** Every `.css` file of `site/css/` and of the parts' folders, listed or not. */
function sheetsOnDisk(root) {
  const inSiteCss = fs.readdirSync(path.join(root, "site/css")).map((name) => `site/css/${name}`);
  const inParts = fs
    .readdirSync(path.join(root, "components"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(root, "components", dir.name))
        .map((n) => `components/${dir.name}/${n}`),
    );
  return [...inSiteCss, ...inParts].filter((file) => file.endsWith(".css"));
}

/**
 * The stylesheet's files, in cascade order. A listed file that is missing, or a sheet on disk that
 * is not listed (it would never reach the page), fails the build.
 */
export function cssFiles(root = ".") {
  const unlisted = sheetsOnDisk(root).filter((file) => !STYLESHEETS.includes(file));
  if (unlisted.length > 0)
    throw new Error(`eleventy/stylesheets.js: add ${unlisted.join(", ")} to STYLESHEETS`);
  return STYLESHEETS.map((file) => {
    const full = path.join(root, file);
    if (!fs.existsSync(full))
      throw new Error(`eleventy/stylesheets.js: stylesheet ${file} is missing`);
    return full;
  });
}
