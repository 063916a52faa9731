// Where the route list with page sizes lives (eleventy/route-sizes.js writes it after the pages):
// the 404 page and the client script name it in data-routes, _headers sets its caching.
import { ROUTES_FILE } from "../../eleventy/route-sizes.js";

export default `/${ROUTES_FILE}`;
