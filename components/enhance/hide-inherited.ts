// "Hide Inherited" on API interface and class pages: the checkbox in the Page Options box hides
// inherited member panels and their TOC entries. Off by default and never stored (BEHAVIOUR §16).
import { HIDE_INHERITED_ATTRIBUTE } from "../../contract/index.js";

export function enhanceHideInherited(scope: ParentNode): () => void {
  const box = scope.querySelector<HTMLInputElement>(`input[${HIDE_INHERITED_ATTRIBUTE}]`);
  const page = scope.querySelector<HTMLElement>(".doc-page");
  if (!box || !page) return () => {};
  box.checked = false;
  const apply = () => page.classList.toggle("doc-page--hide-inherited", box.checked);
  box.addEventListener("change", apply);
  apply();
  return () => box.removeEventListener("change", apply);
}
