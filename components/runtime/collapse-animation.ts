// Opens and closes a <details> with a height animation whose length follows the content height
// (collapse-duration.ts). Shared by sidebar categories and Markdown Details blocks.
import { collapseDuration } from "./collapse-duration";

const running = new WeakMap<HTMLDetailsElement, Animation>();
/** The state a running animation heads for (while closing, `open` is still set). */
const heading = new WeakMap<HTMLDetailsElement, boolean>();

/** Records the state the user asked for (an animation may still be running towards it). */
export function markShown(details: HTMLDetailsElement, shown: boolean): void {
  details.dataset.collapsed = String(!shown);
}

/** Whether `details` is open or opening, as the user last asked. */
export function isShown(details: HTMLDetailsElement): boolean {
  const state = details.dataset.collapsed;
  return heading.get(details) ?? (state ? state === "false" : details.open);
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** The part of a <details> that grows and shrinks: everything but the summary. */
function bodyOf(details: HTMLDetailsElement): HTMLElement | null {
  const last = details.lastElementChild as HTMLElement | null;
  return last && last.tagName !== "SUMMARY" ? last : null;
}

/**
 * Opens (`open` true) or closes `details`, animated; `open` is removed only after the close
 * animation. Calls `onChange` at once with the new state so labels follow the click.
 */
export function toggleAnimated(
  details: HTMLDetailsElement,
  open: boolean,
  onChange: (open: boolean) => void,
): void {
  running.get(details)?.cancel();
  const body = bodyOf(details);
  onChange(open);
  if (open) details.open = true;
  if (!body || typeof body.animate !== "function") {
    heading.delete(details);
    details.open = open;
    return;
  }
  const height = body.scrollHeight;
  const from = open ? 0 : body.getBoundingClientRect().height;
  body.style.overflow = "hidden";
  const animation = body.animate(
    [{ height: `${from}px` }, { height: open ? `${height}px` : "0px" }],
    {
      duration: collapseDuration(height, prefersReducedMotion()),
      easing: "ease-in-out",
    },
  );
  running.set(details, animation);
  heading.set(details, open);
  const finish = () => {
    if (running.get(details) !== animation) return;
    running.delete(details);
    heading.delete(details);
    body.style.overflow = "";
    if (!open) details.open = false;
  };
  animation.onfinish = finish;
}

/**
 * Takes over summary clicks of `details` matching `selector`, animating instead of the instant
 * native toggle; `sync` keeps labels and ARIA in step, until `signal` aborts.
 */
export function animateDetails(
  scope: HTMLElement,
  selector: string,
  sync: (details: HTMLDetailsElement, open: boolean) => void,
  signal: AbortSignal,
): void {
  const onClick = (event: Event) => {
    const summary = (event.target as Element).closest?.("summary");
    const details = summary?.parentElement;
    if (!(details instanceof HTMLDetailsElement) || !details.matches(selector)) return;
    event.preventDefault();
    toggleAnimated(details, !isShown(details), (open) => {
      markShown(details, open);
      sync(details, open);
    });
  };
  for (const details of scope.querySelectorAll<HTMLDetailsElement>(selector)) {
    markShown(details, details.open);
    sync(details, details.open);
  }
  // Opened or closed some other way (find in page, a script): record the new state.
  const onToggle = (event: Event) => {
    const details = event.target;
    if (
      !(details instanceof HTMLDetailsElement) ||
      !details.matches(selector) ||
      heading.has(details)
    )
      return;
    markShown(details, details.open);
    sync(details, details.open);
  };
  scope.addEventListener("click", onClick, { capture: true, signal });
  scope.addEventListener("toggle", onToggle, { capture: true, signal });
}
