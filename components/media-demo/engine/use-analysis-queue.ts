// React glue between the demo UI, the pure queue and the worker runner: runs queued jobs one after
// another with the chosen release's engine, reports progress, pauses on an engine failure and
// resumes on Retry. Choosing another release replaces the worker; the queue is kept.
import { useCallback, useEffect, useRef, useState } from "react";
import { AnalysisRunner, type Outcome } from "./analysis-runner";
import type { Engine } from "./releases";
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

export type Progress = { jobId: string; name: string; position: number; size: number };

export type AnalysisQueue = {
  queue: QueueState;
  progress: Progress | null;
  engineError: string | null;
  add(jobs: Job[]): void;
  /** Cancels job `jobId` if it is still the one running. */
  cancel(jobId: string): void;
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
    setProgress({
      jobId: started.id,
      name: started.file.name,
      position: 0,
      size: started.file.size,
    });
    instance
      .run(job, (position, size) =>
        setProgress({ jobId: started.id, name: started.file.name, position, size }),
      )
      .then((outcome) => {
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
  const cancel = useCallback((jobId: string) => runner.current?.cancel(jobId), []);
  const retry = useCallback(() => {
    setEngineError(null);
    runner.current?.restart();
    setQueue(resume);
  }, []);

  return { queue, progress, engineError, add, cancel, retry };
}
