// Closes an open menu when a click or the focus lands outside it.
import { useEffect, type RefObject } from "react";

/** While `open`, a pointer down or focus outside `button`'s parent calls `close`. */
export function useOutsideClose(open: boolean, button: RefObject<HTMLElement>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!(event.target instanceof Node) || !button.current?.parentElement?.contains(event.target))
        close();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [open]);
}
