// React glue between the demo UI, the pure queue and the worker runner: runs queued jobs one after
// another with the chosen release's engine, reports progress, pauses on an engine failure and
// resumes on Retry. Choosing another release replaces the worker; the queue is kept.
import { useCallback, useEffect, useRef, useState } from "react";
import { AnalysisRunner, type Outcome } from "./analysis-runner";
import type { Engine } from "./releases";
import { watchdog } from "./watchdog";
import {
  EMPTY_QUEUE,
  enqueue,
  finishCurrent,
  pauseWithCurrent,
  requeueCurrent,
  resume,
  startNext,
  type Job,
  type QueueState,
} from "./queue";

/**
 * The running job: `started` once its engine is ready and reading, `stalled` while the engine has
 * gone silent for longer than the watchdog's window.
 */
export type Progress = {
  jobId: string;
  name: string;
  position: number;
  size: number;
  started: boolean;
  stalled: boolean;
};

export type AnalysisQueue = {
  queue: QueueState;
  progress: Progress | null;
  engineError: string | null;
  add(jobs: Job[]): void;
  /** Cancels job `jobId` if it is still the one running; `reason` is what its entry then says. */
  cancel(jobId: string, reason?: string): void;
  retry(): void;
};

/**
 * Runs jobs in `engine`'s worker; `onOutcome` gets each job's end, with the release that ran it
 * (engine failures excepted: they pause the queue).
 */
export function useAnalysisQueue(
  engine: Engine,
  onOutcome: (job: Job, outcome: Outcome) => void,
): AnalysisQueue {
  const [queue, setQueue] = useState<QueueState>(EMPTY_QUEUE);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [engineError, setEngineError] = useState<string | null>(null);
  const runner = useRef<AnalysisRunner | null>(null);
  const release = useRef(engine.version);
  const outcomeHandler = useRef(onOutcome);
  outcomeHandler.current = onOutcome;

  useEffect(() => {
    const instance = new AnalysisRunner(
      engine.workerUrl,
      engine.wasmUrl,
      (message) => setEngineError(message),
      () => setEngineError(null),
    );
    runner.current = instance;
    release.current = engine.version;
    // A failure belonged to the engine replaced; a queue it paused runs on the new one.
    setEngineError(null);
    setQueue((state) => (state.paused ? resume(state) : state));
    instance.warm();
    return () => instance.dispose();
  }, [engine.workerUrl, engine.wasmUrl, engine.version]);

  useEffect(() => {
    const { state, started } = startNext(queue);
    const instance = runner.current;
    if (!started || !instance) return;
    const job = { ...started, release: release.current };
    setQueue(state);
    const shown = { jobId: started.id, name: started.file.name, started: false, stalled: false };
    setProgress({ ...shown, position: 0, size: started.file.size });
    const watch = watchdog(() =>
      setProgress((current) =>
        current?.jobId === started.id ? { ...current, stalled: true } : current,
      ),
    );
    instance
      .run(job, (position, size) => {
        watch.poke();
        setProgress({ ...shown, position, size, started: true });
      })
      .then((outcome) => {
        watch.stop();
        setProgress(null);
        // Its worker was ended because another release was chosen: it runs again on that one.
        if (runner.current !== instance) return setQueue(requeueCurrent);
        if (outcome.kind === "failed" && outcome.stage === "load") {
          setEngineError(outcome.message);
          setQueue(pauseWithCurrent);
          return;
        }
        // A job that got past loading proves the engine works: a banner from an earlier failure goes.
        setEngineError(null);
        setQueue(finishCurrent);
        outcomeHandler.current(job, outcome);
      });
  }, [queue]);

  const add = useCallback((jobs: Job[]) => setQueue((state) => enqueue(state, jobs)), []);
  const cancel = useCallback(
    (jobId: string, reason?: string) => runner.current?.cancel(jobId, reason),
    [],
  );
  const retry = useCallback(() => {
    setEngineError(null);
    runner.current?.restart();
    setQueue(resume);
  }, []);

  return { queue, progress, engineError, add, cancel, retry };
}
