// Every page under api/ is part of the `api` sidebar.
export default {
  layout: "layouts/doc.njk",
  sidebar: "api",
  pageKind: "api",
};
