// Every page under api/ is a doc page; its sidebar, kind and search scope come from its section
// (eleventy/sections.js).
export default { layout: "layouts/doc.njk" };
