// Behaviour on the page footer's "Was this page helpful?": an answer opens a box for the reader's
// words, the exact issue text as it will be filed, and the link that files it. Nothing leaves the
// page until the reader follows that link.
import { newIssueUrl, pageFeedback } from "../../contract/feedback.js";

type Verdict = "yes" | "no";

/** Builds the box once, under the answers; returns its parts. */
function feedbackBox(host: HTMLElement) {
  const box = document.createElement("div");
  box.className = "feedback__box";
  const label = document.createElement("label");
  label.htmlFor = "feedback-words";
  label.textContent = "Your words (optional)";
  const words = document.createElement("textarea");
  words.id = "feedback-words";
  words.className = "feedback__words";
  words.rows = 3;
  const heading = document.createElement("p");
  heading.className = "feedback__preview-label";
  heading.id = "feedback-preview-label";
  heading.textContent = "The issue you would open reads:";
  const preview = document.createElement("pre");
  preview.className = "feedback__preview";
  preview.setAttribute("aria-labelledby", heading.id);
  preview.tabIndex = 0;
  const open = document.createElement("a");
  open.className = "feedback__open";
  open.textContent = "Open this issue on GitHub";
  box.append(label, words, heading, preview, open);
  host.querySelector(".feedback__answers")!.after(box);
  return { box, words, preview, open };
}

export function enhanceFeedback(host: HTMLElement, signal: AbortSignal): () => void {
  const {
    feedbackRepo = "",
    feedbackPage = "",
    feedbackRelease = "",
    feedbackTitle = "",
  } = host.dataset;
  let parts: ReturnType<typeof feedbackBox> | null = null;
  let verdict: Verdict = "yes";
  const update = () => {
    if (!parts) return;
    const issue = pageFeedback({
      pageUrl: feedbackPage,
      release: feedbackRelease,
      title: feedbackTitle,
      verdict,
      words: parts.words.value,
    });
    parts.preview.textContent = `${issue.title}\n\n${issue.body}`;
    parts.open.href = newIssueUrl(feedbackRepo, issue);
  };
  for (const answer of host.querySelectorAll<HTMLAnchorElement>("[data-feedback-verdict]")) {
    answer.addEventListener(
      "click",
      (event) => {
        event.preventDefault();
        verdict = answer.dataset.feedbackVerdict as Verdict;
        for (const other of host.querySelectorAll("[data-feedback-verdict]")) {
          if (other === answer) other.setAttribute("aria-current", "true");
          else other.removeAttribute("aria-current");
        }
        if (!parts) {
          parts = feedbackBox(host);
          parts.words.addEventListener("input", update, { signal });
        }
        update();
        parts.words.focus();
      },
      { signal },
    );
  }
  return () => parts?.box.remove();
}
