// Back-to-top button on docs and API pages: shown when scrolling up past 300 px, hidden when
// scrolling down, near the top or after a hash jump (the rule is in scroll-rules.ts).
import { prefersReducedMotion } from "../runtime/collapse-animation";
import { backToTopShown } from "./scroll-rules";

/** Behaviour on the docs page: the button is appended to it. */
export function enhanceBackToTop(page: HTMLElement, signal: AbortSignal): () => void {
  const button = Object.assign(document.createElement("button"), {
    type: "button",
    className: "back-to-top",
  });
  button.setAttribute("aria-label", "Scroll back to top");
  button.innerHTML =
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d="M7.4 15.4 12 10.8l4.6 4.6L18 14l-6-6-6 6z"/></svg>';
  page.append(button);
  // Set by the first scroll: reading the position at load would force a layout of the whole page.
  let previous: number | null = null;
  let shown = false;
  let hashJump = false;
  const show = (next: boolean) => {
    shown = next;
    button.classList.toggle("back-to-top--shown", next);
  };
  const onScroll = () => {
    const scrollY = window.scrollY;
    const isAtBottom = scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    show(
      backToTopShown({
        scrollY,
        previousScrollY: previous,
        isHashJump: hashJump,
        isAtBottom,
        isShown: shown,
      }),
    );
    previous = scrollY;
    hashJump = false;
  };
  const onHash = () => {
    hashJump = true;
    show(false);
  };
  button.addEventListener("click", () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  });
  window.addEventListener("scroll", onScroll, { passive: true, signal });
  window.addEventListener("hashchange", onHash, { signal });
  return () => button.remove();
}
