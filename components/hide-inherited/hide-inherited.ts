// "Hide Inherited" on API interface and class pages: the checkbox in the Page Options box hides
// inherited member panels and their TOC entries. Off by default and never stored.

/** Behaviour on the checkbox. */
export function enhanceHideInherited(box: HTMLElement, signal: AbortSignal): void {
  const page = box.closest<HTMLElement>(".doc-page");
  if (!(box instanceof HTMLInputElement) || !page) return;
  box.checked = false;
  const apply = () => page.classList.toggle("doc-page--hide-inherited", box.checked);
  box.addEventListener("change", apply, { signal });
  apply();
}
