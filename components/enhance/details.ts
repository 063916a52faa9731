// Markdown Details blocks open and close with the sidebar's height animation (BEHAVIOUR §8).
import { animateDetails } from "./collapse-animation";

/** Behaviour on a content container: its Details blocks (and the mobile TOC) animate. */
export function enhanceDetails(scope: HTMLElement, signal: AbortSignal): void {
  animateDetails(scope, "details.details, details.toc-mobile", () => {}, signal);
}
