// Every page under docs/ is a doc in the `docsSidebar`, with an "Edit this page" link.
export default {
  layout: "layouts/doc.njk",
  sidebar: "docsSidebar",
  pageKind: "doc",
  eleventyComputed: {
    editPath: (data) => (data.categoryIndex ? null : data.page.inputPath.replace(/^\.\/site\//, "")),
    docId: (data) => data.page.inputPath.replace(/^\.\/site\/docs\//, "").replace(/\.md$/, ""),
  },
};
