// Dropdowns in the navbar and side panel (`details.menu-dropdown`, BEHAVIOUR §12): native
// <details> gives keyboard operation; this adds opening on the active page and closing on
// an outside click or when focus leaves.
import { useEffect } from "react";

const SELECTOR = "details.menu-dropdown";

/** Opens every dropdown under `scope` that holds a link to the current page. */
export function openActiveDropdowns(scope: ParentNode): void {
  for (const dropdown of scope.querySelectorAll<HTMLDetailsElement>(SELECTOR)) {
    if (dropdown.querySelector('[aria-current="page"]')) dropdown.open = true;
  }
}

/** Closes open dropdowns that `target` is not inside. */
export function closeDropdownsOutside(target: Node | null, scope: ParentNode = document): void {
  for (const dropdown of scope.querySelectorAll<HTMLDetailsElement>(`${SELECTOR}[open]`)) {
    if (!target || !dropdown.contains(target)) dropdown.open = false;
  }
}

/** Wires outside-click and focus-loss closing for the whole page. */
export function useDropdownClosing(): void {
  useEffect(() => {
    const onPointerDown = (event: Event) => closeDropdownsOutside(event.target as Node | null);
    const onFocusOut = (event: FocusEvent) => {
      const dropdown = (event.target as Element | null)?.closest?.(SELECTOR) as HTMLDetailsElement | null;
      const next = event.relatedTarget as Node | null;
      if (dropdown?.open && next && !dropdown.contains(next)) dropdown.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, []);
}
