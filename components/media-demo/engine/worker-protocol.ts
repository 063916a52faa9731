// Messages between the demo page and its analysis worker (components/media-demo/media-worker.ts).
import type { OutputFormat } from "./queue";

/** Page → worker: load the engine ahead of time, or analyse one file. */
export type ToWorker =
  | { type: "warm"; wasmUrl: string }
  | {
      type: "analyse";
      jobId: string;
      file: File;
      format: OutputFormat;
      full: boolean;
      coverData?: boolean;
      chunkSize?: number;
      wasmUrl: string;
    };

/** Where an analysis failed: loading the WASM engine, reading the file, or inside MediaInfoLib. */
export type FailureStage = "load" | "read" | "analyse";

/** Worker → page. `position` is the furthest byte read so far. */
export type FromWorker =
  | { type: "ready" }
  | { type: "progress"; jobId: string; position: number; size: number }
  | { type: "done"; jobId: string; result: unknown; ms: number }
  | { type: "failed"; jobId: string | null; stage: FailureStage; message: string };
