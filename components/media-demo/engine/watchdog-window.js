// How long an analysis may go without a read or a result before the demo says so and offers Stop,
// in one plain module: the watchdog uses it, and the demo page's words state it.
//
// 10 s: a read of the largest chunk the options offer (4 MiB) from a local disk, and MediaInfoLib's
// parse of it, take a small fraction of that, so a silence that long is not a slow file. It is
// still short enough that a reader waits for it instead of reloading the page (which would lose
// the queue). Past it the demo only warns: the analysis goes on until the reader stops it, so a
// slow source costs a message, never a result.

/** Milliseconds without a read or a result before the demo offers Stop. */
export const WATCHDOG_MS = 10_000;
