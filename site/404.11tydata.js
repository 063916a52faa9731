// The 404 page's address and kind come from the contract: hosts, the router and the headers file
// all name the same page.
import { NOT_FOUND_PAGE_KIND, NOT_FOUND_PATH } from "../contract/index.js";

export default { permalink: NOT_FOUND_PATH, pageKind: NOT_FOUND_PAGE_KIND };
