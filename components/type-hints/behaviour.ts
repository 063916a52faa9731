// The type hints' behaviour: tiny, in the main bundle. The popups' code is its own chunk, loaded
// at once where the page has hinted code, or on the first hover, focus or tap on a hint that
// arrives later (the demo's code panel); most pages have none and never load it. The last hover
// or focus before the code arrived is shown then, if the pointer or focus is still there.
import { hintAttribute } from "./names.js";

const HINT = `[${hintAttribute}]`;

export function typeHints(host: HTMLElement, signal: AbortSignal): void {
  let state: "waiting" | "loading" | "loaded" = "waiting";
  let early: Event | undefined;
  const load = () => {
    state = "loading";
    import("./type-hints").then(
      ({ enhanceTypeHints }) => {
        state = "loaded";
        if (signal.aborted) return;
        enhanceTypeHints(host, signal);
        const hint = (early?.target as Element | undefined)?.closest(HINT);
        if (hint?.matches(":hover, :focus"))
          hint.dispatchEvent(new Event(early!.type, { bubbles: true }));
      },
      // The code stays plain; the next hover or focus on a hint tries again.
      () => (state = "waiting"),
    );
  };
  const onUse = (event: Event) => {
    if (state === "loaded" || !(event.target as Element).closest?.(HINT)) return;
    early = event;
    if (state === "waiting") load();
  };
  for (const type of ["mouseover", "focusin"]) host.addEventListener(type, onUse, { signal });
  if (host.querySelector(HINT)) load();
}
