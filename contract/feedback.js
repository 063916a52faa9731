// Feedback without tracking: a reader's feedback is a new issue on the site's repository, opened
// by the reader with a prefilled title and body. The site sends and stores nothing; the link is
// all there is. Shared by the page footer (built without JavaScript) and the search box.

/** What the body says when the reader has written nothing yet (they can still write on the issue). */
export const FEEDBACK_PROMPT = "(What worked, what was missing or wrong? Write it here.)";

/**
 * The issue about a page: `verdict` "yes" or "no" answers "Was this page helpful?".
 * @param {{ pageUrl: string, release: string, title: string, verdict: "yes" | "no", words?: string }} page
 * @returns {{ title: string, body: string }}
 */
export function pageFeedback({ pageUrl, release, title, verdict, words = "" }) {
  return {
    title: `Docs feedback (${verdict === "yes" ? "helpful" : "not helpful"}): ${title}`,
    body: [
      `Page: ${pageUrl}`,
      `Release: ${release}`,
      `Helpful: ${verdict}`,
      "",
      words.trim() || FEEDBACK_PROMPT,
    ].join("\n"),
  };
}

/**
 * The issue about a search that found nothing.
 * @param {{ pageUrl: string, release: string, query: string, words?: string }} search
 * @returns {{ title: string, body: string }}
 */
export function searchFeedback({ pageUrl, release, query, words = "" }) {
  return {
    title: `Search found nothing: ${query}`,
    body: [
      `Searched for: ${query}`,
      `Page: ${pageUrl}`,
      `Release: ${release}`,
      "",
      words.trim() || "(What were you looking for? Write it here.)",
    ].join("\n"),
  };
}

/**
 * The link that opens the new issue, prefilled, on the repository at `repoUrl`.
 * @param {string} repoUrl @param {{ title: string, body: string }} issue
 */
export function newIssueUrl(repoUrl, { title, body }) {
  return `${repoUrl.replace(/\/+$/, "")}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
