// The browsers and versions the site's test lanes run in (eleventy/facts/tested-browsers.js). Read
// once per process: starting two browsers on every rebuild of the dev loop costs half a second.
import { testedBrowsers } from "../../eleventy/facts/tested-browsers.js";

let lanes;
export default function () {
  return (lanes ??= testedBrowsers());
}
