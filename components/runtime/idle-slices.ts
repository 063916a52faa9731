// Work over many elements without a long task: a few milliseconds at a time while the main thread
// is idle, so a slow phone can still take input while a long page is being enhanced.

type Deadline = { timeRemaining(): number };

// Short enough that a slice stays well under the 50 ms of a long task on a CPU four times slower.
const SLICE_MS = 8;

const whenIdle: (run: (deadline: Deadline) => void) => void =
  typeof requestIdleCallback === "function"
    ? (run) => requestIdleCallback(run, { timeout: 500 })
    : (run) => setTimeout(() => run({ timeRemaining: () => SLICE_MS }), 1);

/** Calls `work` on each item in order, a slice at a time in idle time, until done or `signal` aborts. */
export function inIdleSlices<T>(items: T[], work: (item: T) => void, signal: AbortSignal): void {
  let next = 0;
  const slice = (deadline: Deadline) => {
    const end = performance.now() + Math.min(SLICE_MS, deadline.timeRemaining());
    while (next < items.length && !signal.aborted) {
      work(items[next++]);
      if (performance.now() >= end) break;
    }
    if (next < items.length && !signal.aborted) whenIdle(slice);
  };
  whenIdle(slice);
}
