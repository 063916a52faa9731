// The links that open a prefilled issue: decoded, they carry the page, the release, the answer and
// the reader's words, and nothing else.
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  FEEDBACK_PROMPT,
  newIssueUrl,
  pageFeedback,
  searchFeedback,
} from "../../../contract/feedback.js";

const REPO = "https://github.com/buzz/mediainfo.js";

/** The link's parts as GitHub reads them. */
function decode(href: string) {
  const url = new URL(href);
  assert.is(`${url.origin}${url.pathname}`, `${REPO}/issues/new`);
  assert.equal([...url.searchParams.keys()], ["title", "body"]);
  return { title: url.searchParams.get("title"), body: url.searchParams.get("body") };
}

test("a page's answer names the page, its release and the answer", () => {
  const issue = pageFeedback({
    pageUrl: "https://mediainfo.js.org/0.3.6/docs/intro/",
    release: "0.3.6",
    title: "Introduction",
    verdict: "no",
  });
  assert.equal(decode(newIssueUrl(REPO, issue)), {
    title: "Docs feedback (not helpful): Introduction",
    body: `Page: https://mediainfo.js.org/0.3.6/docs/intro/\nRelease: 0.3.6\nHelpful: no\n\n${FEEDBACK_PROMPT}`,
  });
});

test("the reader's words arrive as written, with characters a URL would otherwise cut", () => {
  const words = 'The & and # and ? and 100 % were unclear.\nSecond line: é, 日本, "quotes"';
  const issue = pageFeedback({
    pageUrl: "https://mediainfo.js.org/docs/intro/",
    release: "0.3.8",
    title: "A & B",
    verdict: "yes",
    words: `  ${words}  `,
  });
  const { title, body } = decode(newIssueUrl(`${REPO}/`, issue));
  assert.is(title, "Docs feedback (helpful): A & B");
  assert.ok(body!.endsWith(`\n\n${words}`), body!);
});

test("a search that found nothing names the query, the page and the release", () => {
  const issue = searchFeedback({
    pageUrl: "https://mediainfo.js.org/docs/intro/",
    release: "0.3.8",
    query: "dolby vision profile",
    words: "Which field says the profile?",
  });
  assert.equal(decode(newIssueUrl(REPO, issue)), {
    title: "Search found nothing: dolby vision profile",
    body: "Searched for: dolby vision profile\nPage: https://mediainfo.js.org/docs/intro/\nRelease: 0.3.8\n\nWhich field says the profile?",
  });
});

test.run();
