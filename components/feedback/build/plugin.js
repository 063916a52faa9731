// The Eleventy half of page feedback: the `pageFeedbackUrl` filter gives the footer's links,
// which open a prefilled issue without JavaScript.
import { newIssueUrl, pageFeedback } from "../../../contract/feedback.js";

/** @param {any} eleventyConfig @param {{ site: { url: string, repoUrl: string } }} options */
export default function feedbackPlugin(eleventyConfig, { site }) {
  eleventyConfig.addFilter(
    "pageFeedbackUrl",
    (
      /** @type {string} */ url,
      /** @type {string} */ title,
      /** @type {string} */ release,
      /** @type {"yes" | "no"} */ verdict,
    ) =>
      newIssueUrl(
        site.repoUrl,
        pageFeedback({ pageUrl: new URL(url, site.url).href, release, title, verdict }),
      ),
  );
}
