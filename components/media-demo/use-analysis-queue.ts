// React glue between the demo UI, the pure queue and the worker runner: runs queued jobs one after
// another, reports progress, pauses on an engine failure and resumes on Retry.
import { useCallback, useEffect, useRef, useState } from "react";
import { AnalysisRunner, type Outcome } from "./analysis-runner";
import {
  EMPTY_QUEUE,
  enqueue,
  finishCurrent,
  pauseWithCurrent,
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

/** Runs jobs in the worker; `onOutcome` gets each job's end (engine failures excepted: they pause the queue). */
export function useAnalysisQueue(
  workerUrl: string,
  wasmUrl: string,
  onOutcome: (job: Job, outcome: Outcome) => void,
): AnalysisQueue {
  const [queue, setQueue] = useState<QueueState>(EMPTY_QUEUE);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [engineError, setEngineError] = useState<string | null>(null);
  const runner = useRef<AnalysisRunner | null>(null);
  const outcomeHandler = useRef(onOutcome);
  outcomeHandler.current = onOutcome;

  useEffect(() => {
    const instance = new AnalysisRunner(
      workerUrl,
      wasmUrl,
      (message) => setEngineError(message),
      () => setEngineError(null),
    );
    runner.current = instance;
    instance.warm();
    return () => instance.dispose();
  }, [workerUrl, wasmUrl]);

  useEffect(() => {
    const { state, started } = startNext(queue);
    if (!started || !runner.current) return;
    setQueue(state);
    setProgress({
      jobId: started.id,
      name: started.file.name,
      position: 0,
      size: started.file.size,
    });
    runner.current
      .run(started, (position, size) =>
        setProgress({ jobId: started.id, name: started.file.name, position, size }),
      )
      .then((outcome) => {
        setProgress(null);
        if (outcome.kind === "failed" && outcome.stage === "load") {
          setEngineError(outcome.message);
          setQueue(pauseWithCurrent);
          return;
        }
        // A job that got past loading proves the engine works: a banner from an earlier failure goes.
        setEngineError(null);
        setQueue(finishCurrent);
        outcomeHandler.current(started, outcome);
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
