// Drives the demo's analysis worker from the page: one job at a time, progress callbacks, and a
// Cancel that terminates the worker outright (MediaInfoLib cannot be interrupted mid-chunk).
import type { FailureStage, FromWorker, ToWorker } from "./worker-protocol";
import type { Job } from "./queue";

export type Outcome =
  | { kind: "done"; result: unknown; ms: number }
  | { kind: "failed"; stage: FailureStage; message: string }
  | { kind: "cancelled"; reason?: string };

export type WorkerLike = Pick<Worker, "postMessage" | "terminate"> & {
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

type Running = {
  jobId: string;
  resolve: (outcome: Outcome) => void;
  onProgress: (position: number, size: number) => void;
};

export const WORKER_FAILED = "The analysis worker could not be started.";

/** Owns one worker at a time; a terminated or crashed worker is replaced on the next use. */
export class AnalysisRunner {
  private worker: WorkerLike | null = null;
  private running: Running | null = null;

  constructor(
    private readonly workerUrl: string,
    private readonly wasmUrl: string,
    /** Told when the engine fails to load while no job is waiting for it, and when it has loaded. */
    private readonly onEngineFailure: (message: string) => void,
    private readonly onEngineReady: () => void = () => {},
    private readonly createWorker: (url: string) => WorkerLike = (url) =>
      new Worker(url, { type: "module" }) as WorkerLike,
  ) {}

  /** Starts a worker and loads the engine now, so the first file does not wait for it. */
  warm(): void {
    this.send({ type: "warm", wasmUrl: this.wasmUrl });
  }

  /** Analyses `job` in the worker; always settles, with the result, a failure or `cancelled`. */
  run(job: Job, onProgress: Running["onProgress"]): Promise<Outcome> {
    this.settle({ kind: "cancelled" });
    return new Promise<Outcome>((resolve) => {
      this.running = { jobId: job.id, resolve, onProgress };
      this.send({
        type: "analyse",
        jobId: job.id,
        file: job.file,
        format: job.format,
        full: job.full,
        // Options left at the library's defaults are not sent.
        ...(job.coverData ? { coverData: true } : {}),
        ...(job.chunkSize ? { chunkSize: job.chunkSize } : {}),
        wasmUrl: this.wasmUrl,
      });
    });
  }

  /**
   * Stops job `jobId` by terminating the worker, then starts a fresh one; `reason` is what its
   * entry says (a plain cancel by default). A request for a job that is no longer running (a second click that arrives after the first ended it) does nothing.
   */
  cancel(jobId: string, reason?: string): void {
    if (this.running?.jobId !== jobId) return;
    this.stopWorker();
    this.settle(reason ? { kind: "cancelled", reason } : { kind: "cancelled" });
    this.warm();
  }

  /** Throws the worker away (after an engine failure) and starts again. */
  restart(): void {
    this.stopWorker();
    this.warm();
  }

  /** Ends everything (on unmount). */
  dispose(): void {
    this.stopWorker();
    this.settle({ kind: "cancelled" });
  }

  /** Handles one message from the worker; public so the protocol can be unit-tested. */
  receive(message: FromWorker): void {
    const running = this.running;
    if (message.type === "ready") {
      this.onEngineReady();
    } else if (message.type === "progress") {
      if (running?.jobId === message.jobId) running.onProgress(message.position, message.size);
    } else if (message.type === "done") {
      if (running?.jobId === message.jobId)
        this.settle({ kind: "done", result: message.result, ms: message.ms });
    } else if (message.type === "failed") {
      if (message.jobId !== null && running?.jobId === message.jobId) {
        // An engine that failed mid-analysis may have aborted; the next job gets a new worker.
        if (message.stage === "analyse") this.stopWorker();
        this.settle({ kind: "failed", stage: message.stage, message: message.message });
      } else if (message.jobId === null && !running) {
        this.onEngineFailure(message.message);
      }
    }
  }

  private send(message: ToWorker): void {
    if (!this.worker) {
      const worker = this.createWorker(this.workerUrl);
      worker.onmessage = (event) => this.receive(event.data);
      worker.onerror = (event) => {
        event.preventDefault?.();
        this.stopWorker();
        if (this.running) this.settle({ kind: "failed", stage: "load", message: WORKER_FAILED });
        else this.onEngineFailure(WORKER_FAILED);
      };
      this.worker = worker;
    }
    this.worker.postMessage(message);
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private settle(outcome: Outcome): void {
    const running = this.running;
    this.running = null;
    running?.resolve(outcome);
  }
}
