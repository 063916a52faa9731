// @mixmark-io/domino ships a declaration for the module name "domino", not for its own package
// name; tsconfig maps the package here. Only what eleventy/markdown-twins.js uses.
declare const domino: {
  createDocument(html?: string, force?: boolean): Document;
};
export default domino;
