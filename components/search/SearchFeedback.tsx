// "Tell us what you looked for" under a search that found nothing: the reader's words and the
// exact issue text, and a link that opens it prefilled on the site's repository. Nothing is sent
// until the reader follows that link.
import { useState } from "react";
import { RELEASE_ATTRIBUTE } from "../../contract/index.js";
import { newIssueUrl, searchFeedback } from "../../contract/feedback.js";

type Props = { query: string; repoUrl: string };

export function SearchFeedback({ query, repoUrl }: Props) {
  const [words, setWords] = useState("");
  const issue = searchFeedback({
    pageUrl: location.href,
    release: document.documentElement.getAttribute(RELEASE_ATTRIBUTE) ?? "",
    query,
    words,
  });
  return (
    <details className="search__feedback">
      <summary>Tell us what you looked for</summary>
      <label className="search__feedback-label" htmlFor="search-feedback-words">
        Your words (optional)
      </label>
      <textarea
        id="search-feedback-words"
        className="search__feedback-words"
        rows={3}
        value={words}
        onInput={(event) => setWords((event.target as HTMLTextAreaElement).value)}
      />
      <p className="search__feedback-label" id="search-feedback-preview">
        The issue you would open reads:
      </p>
      <pre
        className="search__feedback-preview"
        aria-labelledby="search-feedback-preview"
        tabIndex={0}
      >
        {`${issue.title}\n\n${issue.body}`}
      </pre>
      <a className="search__feedback-open" href={newIssueUrl(repoUrl, issue)}>
        Open this issue on GitHub
      </a>
      <p className="search__feedback-label">This site sends and stores nothing.</p>
    </details>
  );
}
