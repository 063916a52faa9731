// Markdown Details blocks open and close with the sidebar categories' height animation.
import { animateDetails } from "../runtime/collapse-animation";
import { detailsClass } from "./names.js";

/** Behaviour on a content container: its Details blocks animate. */
export function enhanceDetails(scope: HTMLElement, signal: AbortSignal): void {
  animateDetails(scope, `details.${detailsClass}`, () => {}, signal);
}
