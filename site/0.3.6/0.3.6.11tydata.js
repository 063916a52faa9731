// The pages of mediainfo.js 0.3.6, an older release: its facts and sidebars in place of the latest's.
import { olderReleaseData } from "../../eleventy/older-release.js";

export default olderReleaseData(import.meta.url);
