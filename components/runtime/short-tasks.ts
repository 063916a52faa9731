// Work that must finish soon but need not finish in one go: steps run back to back until a few
// milliseconds have passed, then the main thread is given back (a tap or a frame can go first)
// before the next steps. The first page's enhancement uses it so that its start-up is a row of
// short tasks rather than one long one, which a slow phone feels as a frozen page.

// A step that starts within the slice may overrun it; this leaves room for that under the 50 ms of
// a long task on a CPU four times slower than a desktop's.
export const SLICE_MS = 5;

/** Runs `steps` in order (taking them from the array), a slice at a time, each slice in a timer
 * task of its own (the first too: the caller's task, often a script's whole evaluation, is long
 * enough already), then calls `done`. A step is never cut. Steps handle their own failures (a
 * behaviour or an island that throws leaves the others working). */
export function runInShortTasks(steps: Array<() => void>, done: () => void): void {
  setTimeout(() => {
    const sliceEnd = performance.now() + SLICE_MS;
    do steps.shift()?.();
    while (steps.length > 0 && performance.now() < sliceEnd);
    if (steps.length > 0) runInShortTasks(steps, done);
    else done();
  });
}
