// Dropdowns in the navbar and side panel (`details.menu-dropdown`): native
// <details> gives keyboard operation; this adds opening on the active page and closing on
// an outside click or when focus leaves.

const SELECTOR = "details.menu-dropdown";

/** Opens every dropdown under `scope` that holds a link to the current page. */
export function openActiveDropdowns(scope: ParentNode): void {
  for (const dropdown of scope.querySelectorAll<HTMLDetailsElement>(SELECTOR)) {
    if (dropdown.querySelector('[aria-current="page"]')) dropdown.open = true;
  }
}

/** Behaviour on one dropdown: it closes on a click outside it and when focus leaves it. */
export function dropdown(details: HTMLElement, signal: AbortSignal): void {
  const onPointerDown = (event: Event) => {
    if (details instanceof HTMLDetailsElement && !details.contains(event.target as Node | null))
      details.open = false;
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (details instanceof HTMLDetailsElement && details.open && next && !details.contains(next))
      details.open = false;
  };
  document.addEventListener("pointerdown", onPointerDown, { signal });
  details.addEventListener("focusout", onFocusOut, { signal });
}
