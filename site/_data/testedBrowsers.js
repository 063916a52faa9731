// The browsers and versions the site's test lanes run in (scripts/facts/tested-browsers.js).
import { testedBrowsers } from "../../scripts/facts/tested-browsers.js";

export default function () {
  return testedBrowsers();
}
