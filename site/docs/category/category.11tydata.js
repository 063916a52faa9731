// One generated index page per docs category that has its own link, with a card per item, for
// every documented release (site/_data/docsCategories.js).
export default {
  pagination: {
    data: "docsCategories",
    size: 1,
    alias: "category",
    addAllPagesToCollections: true,
  },
};
