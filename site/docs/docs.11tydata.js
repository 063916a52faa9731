// Every page under docs/ is a doc page; its sidebar, kind, search scope, edit link, last-updated
// date and doc id come from its section (eleventy/sections.js).
export default { layout: "layouts/doc.njk" };
