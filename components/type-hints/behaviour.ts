// The type hints' behaviour: tiny, in the main bundle. The popups' code is its own chunk, loaded
// at once where the page has hinted code, or on the first hover, focus or tap on a hint that
// arrives later (the demo's code panel); most pages have none and never load it. A hover or focus
// that came before the code is shown when it arrives, if the pointer or focus is still there.
import { hintAttribute } from "./names.js";

const HINT = `[${hintAttribute}]`;

export function typeHints(host: HTMLElement, signal: AbortSignal): void {
  let loading = false;
  let early: Event | undefined;
  const load = () => {
    loading = true;
    void import("./type-hints").then(({ enhanceTypeHints }) => {
      if (signal.aborted) return;
      enhanceTypeHints(host, signal);
      const hint = (early?.target as Element | undefined)?.closest(HINT);
      if (hint?.matches(":hover, :focus"))
        hint.dispatchEvent(new Event(early!.type, { bubbles: true }));
    });
  };
  const onFirstUse = (event: Event) => {
    if (!(event.target as Element).closest?.(HINT)) return;
    early ??= event;
    if (!loading) load();
  };
  for (const type of ["mouseover", "focusin"]) host.addEventListener(type, onFirstUse, { signal });
  if (host.querySelector(HINT)) load();
}
