// Markdown Details blocks open and close with the sidebar's height animation (BEHAVIOUR §8).
import { animateDetails } from "./collapse-animation";

export function enhanceDetails(scope: ParentNode): () => void {
  return animateDetails(scope, "details.details, details.toc-mobile", () => {});
}
