// Behaviour on the page footer's "Was this page helpful?": with JavaScript an answer opens a box
// for the reader's words and the exact issue text before anything leaves the page. The box's code
// loads on the first answer, so pages carry only this listener.
export function enhanceFeedback(host: HTMLElement, signal: AbortSignal): void {
  host.addEventListener(
    "click",
    (event) => {
      const answer = (event.target as Element).closest<HTMLAnchorElement>(
        "[data-feedback-verdict]",
      );
      if (!answer) return;
      event.preventDefault();
      void import("./feedback-box").then(({ openFeedback }) => openFeedback(host, answer, signal));
    },
    { signal },
  );
}
