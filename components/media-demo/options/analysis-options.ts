// The options the demo analyses with (`full`, `coverData`, `chunkSize`, and the mediainfo.js
// release): their defaults, the chunk sizes offered, and the jobs they make (saved-options.ts
// remembers the reader's choice).
import type { Job } from "../engine/queue";

/** `release` left out means the latest documented release, whichever that is when the page loads. */
export type AnalysisOptions = {
  full: boolean;
  coverData: boolean;
  chunkSize: number;
  release?: string;
};

/** The library's own defaults (its DEFAULT_OPTIONS), so a snippet can leave them out. */
export const LIBRARY_DEFAULTS: AnalysisOptions = {
  full: false,
  coverData: false,
  chunkSize: 256 * 1024,
};

/** The chunk sizes offered, in bytes: from 64 KiB to 4 MiB, the default among them. */
export const CHUNK_SIZES = [64 * 1024, 256 * 1024, 1024 * 1024, 4 * 1024 * 1024];

export const isChunkSize = (value: unknown): value is number =>
  CHUNK_SIZES.includes(value as number);

/** A byte count as the chunk size menu shows it: "256 KiB", "1 MiB". */
export const chunkLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`;

/** One object-format job per picked file, with the options chosen (the library's defaults if left out). */
export const jobsFor = (
  picked: File[],
  { full = false, coverData, chunkSize }: Partial<AnalysisOptions>,
  newId: () => string,
): Job[] =>
  picked.map((file) => ({ id: newId(), file, format: "object", full, coverData, chunkSize }));
