// The index weights search gives parts of pages (components/search/ranking-data.js), for templates.
export { INDEX_WEIGHTS as default } from "../../components/search/ranking-data.js";
