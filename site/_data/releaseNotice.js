// The notice about npm releases newer than the documented one (null when there are none), for the
// Installation page; the announcement bar gets the same notice through the site config.
import { installedReleaseNotice } from "../../eleventy/release-notice.js";

export default function releaseNotice() {
  return installedReleaseNotice();
}
