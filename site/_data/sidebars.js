// The site's sidebars for templates and page data (eleventy/sidebars.js builds them once a build).
import { buildSidebars } from "../../eleventy/sidebars.js";

/** @param {{ site: { docs: { path: string } } }} data the global data, with the checked config */
export default ({ site }) => buildSidebars(site.docs.path);
