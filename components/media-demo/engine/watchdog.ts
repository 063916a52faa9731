// The analysis watchdog: it tells the page when an analysis has gone silent for the window
// (watchdog-window.js says why that long). An analysis makes progress when the engine asks for a
// chunk or answers; one that goes silent is either waiting for a read that never completes (a
// network drive that stopped answering) or inside MediaInfoLib, looping without asking for data
// (some MXF files did that). Nothing in the library can interrupt either, but terminating the
// worker always does.
import { WATCHDOG_MS } from "./watchdog-window.js";

export { WATCHDOG_MS };

/** Calls `onSilence` once `ms` pass without `poke`; `stop` ends the watch. */
export function watchdog(onSilence: () => void, ms = WATCHDOG_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    poke() {
      clearTimeout(timer);
      timer = setTimeout(onSilence, ms);
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
