// Loaded before every test file (`--import`): hands the checked site config to the modules that
// read the documented releases outside Eleventy's data, as .eleventy.js and the build scripts do.
import plainSite from "../../config/site.js";
import { validSiteConfig } from "../../config/check.js";
import { useCheckedSiteConfig } from "../../eleventy/releases.js";

useCheckedSiteConfig(validSiteConfig(plainSite));
