// The browsers and versions the site's test lanes run in (eleventy/tested-browsers.js).
import { testedBrowsers } from "../../scripts/facts/tested-browsers.js";

export default function () {
  return testedBrowsers();
}
