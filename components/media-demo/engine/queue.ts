// The demo's analysis queue as pure state transitions: files wait in order, one runs at a time,
// and a failed engine pauses the queue (the job goes back to the front) until the visitor retries.

export type OutputFormat = "object" | "JSON" | "text" | "XML" | "HTML";

/**
 * One requested analysis; `target` names the entry a re-analysis in another format belongs to.
 * `coverData` and `chunkSize` left out mean the library's defaults.
 */
export type Job = {
  id: string;
  file: File;
  format: OutputFormat;
  full: boolean;
  coverData?: boolean;
  chunkSize?: number;
  target?: string;
  /** The release that ran it, set when it starts. */
  release?: string;
};

export type QueueState = { pending: Job[]; current: Job | null; paused: boolean };

export const EMPTY_QUEUE: QueueState = { pending: [], current: null, paused: false };

/** Adds jobs at the back, in the order given. */
export function enqueue(state: QueueState, jobs: Job[]): QueueState {
  return { ...state, pending: [...state.pending, ...jobs] };
}

/** Starts the next job if nothing runs and the queue is not paused; `started` is null otherwise. */
export function startNext(state: QueueState): { state: QueueState; started: Job | null } {
  if (state.current || state.paused || state.pending.length === 0) return { state, started: null };
  const [next, ...rest] = state.pending;
  return { state: { ...state, pending: rest, current: next }, started: next };
}

/** The running job ended (finished, failed or cancelled). */
export function finishCurrent(state: QueueState): QueueState {
  return { ...state, current: null };
}

/** The engine failed before the job could run: keep it first in line and wait for a retry. */
export function pauseWithCurrent(state: QueueState): QueueState {
  const pending = state.current ? [state.current, ...state.pending] : state.pending;
  return { pending, current: null, paused: true };
}

/** The engine was replaced mid-job (another release was chosen): the job runs again, first. */
export function requeueCurrent(state: QueueState): QueueState {
  const pending = state.current ? [state.current, ...state.pending] : state.pending;
  return { ...state, pending, current: null };
}

/** The visitor asked to retry: the queue runs again. */
export function resume(state: QueueState): QueueState {
  return { ...state, paused: false };
}
