// The analysis watchdog. An analysis makes progress when the engine asks for a chunk or answers;
// one that goes silent is either waiting for a read that never completes (a network drive that
// stopped answering) or inside MediaInfoLib, looping without asking for data (some MXF files did
// that). Nothing in the library can interrupt either, but terminating the worker always does.
//
// The window is 10 s: a read of the largest chunk the options offer (4 MiB) from a local disk, and
// MediaInfoLib's parse of it, take a small fraction of that, so a silence that long is not a slow
// file. It is still short enough that a reader waits for it instead of reloading the page (which
// would lose the queue). Past it the demo only says so and offers Stop: a slow source costs a
// message, never a result.

/** How long an analysis may go without a read or a result before the demo offers Stop. */
export const WATCHDOG_MS = 10_000;

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
