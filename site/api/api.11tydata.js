// Every page under api/ is part of the `api` sidebar and of the API search scope.
export default {
  layout: "layouts/doc.njk",
  sidebar: "api",
  pageKind: "api",
  searchScope: "API",
};
