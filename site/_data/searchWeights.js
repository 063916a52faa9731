// The index weights search gives parts of pages (contract/search.js), for templates.
export { INDEX_WEIGHTS as default } from "../../contract/search.js";
