// The box an answer to "Was this page helpful?" opens (loaded on the first answer, feedback.ts):
// the reader's words, the exact issue text as it will be filed, and the link that files it.
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

/** Opens the box for `verdict` under the footer at `host` (built on the first answer). */
export function openFeedback(
  host: HTMLElement,
  answer: HTMLAnchorElement,
  signal: AbortSignal,
): void {
  const {
    feedbackRepo = "",
    feedbackPage = "",
    feedbackRelease = "",
    feedbackTitle = "",
  } = host.dataset;
  for (const other of host.querySelectorAll("[data-feedback-verdict]")) {
    if (other === answer) other.setAttribute("aria-current", "true");
    else other.removeAttribute("aria-current");
  }
  const parts = BOXES.get(host) ?? feedbackBox(host);
  if (!BOXES.has(host)) {
    BOXES.set(host, parts);
    signal.addEventListener("abort", () => parts.box.remove());
  }
  const update = () => {
    const issue = pageFeedback({
      pageUrl: feedbackPage,
      release: feedbackRelease,
      title: feedbackTitle,
      verdict: answer.dataset.feedbackVerdict as Verdict,
      words: parts.words.value,
    });
    parts.preview.textContent = `${issue.title}\n\n${issue.body}`;
    parts.open.href = newIssueUrl(feedbackRepo, issue);
  };
  parts.words.oninput = update;
  update();
  parts.words.focus();
}

const BOXES = new WeakMap<HTMLElement, ReturnType<typeof feedbackBox>>();
