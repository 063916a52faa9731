// Every page under docs/ is a doc in the `docsSidebar`, with an "Edit this page" link and the date
// of the last commit that changed its source.
import { lastUpdatedOf } from "../../eleventy/git-dates.js";

export default {
  layout: "layouts/doc.njk",
  sidebar: "docsSidebar",
  pageKind: "doc",
  searchScope: "Guides",
  eleventyComputed: {
    editPath: (data) =>
      data.categoryIndex ? null : data.page.inputPath.replace(/^\.\/site\//, ""),
    lastUpdated: (data) => (data.categoryIndex ? null : lastUpdatedOf(data.page.inputPath)),
    docId: (data) => data.page.inputPath.replace(/^\.\/site\/docs\//, "").replace(/\.md$/, ""),
  },
};
