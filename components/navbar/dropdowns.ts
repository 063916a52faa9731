// Dropdowns in the navbar and side panel (`details.menu-dropdown`): native
// <details> gives keyboard operation; this adds opening on the active page, closing on
// an outside click, when focus leaves or on Escape (focus back on the summary), and states the
// summary's expanded state as a menu button does.

const SELECTOR = "details.menu-dropdown";

/** Opens every dropdown under `scope` that holds a link to the current page. */
export function openActiveDropdowns(scope: ParentNode): void {
  for (const dropdown of scope.querySelectorAll<HTMLDetailsElement>(SELECTOR)) {
    if (dropdown.querySelector('[aria-current="page"]')) dropdown.open = true;
  }
}

/** Behaviour on one dropdown: it closes on a click outside it, when focus leaves it and on Escape. */
export function dropdown(details: HTMLElement, signal: AbortSignal): void {
  const summary = details.querySelector("summary");
  if (!(details instanceof HTMLDetailsElement) || !summary) return;
  const onToggle = () => summary.setAttribute("aria-expanded", String(details.open));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !details.open) return;
    event.stopPropagation(); // the innermost thing closes: the mobile panel around it stays open
    details.open = false;
    summary.focus();
  };
  onToggle();
  details.addEventListener("toggle", onToggle, { signal });
  details.addEventListener("keydown", onKeyDown, { signal });
  const onPointerDown = (event: Event) => {
    if (!details.contains(event.target as Node | null)) details.open = false;
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (details.open && next && !details.contains(next)) details.open = false;
  };
  document.addEventListener("pointerdown", onPointerDown, { signal });
  details.addEventListener("focusout", onFocusOut, { signal });
}
