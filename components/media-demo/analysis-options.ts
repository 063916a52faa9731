// The options the demo analyses with (`full`, `coverData`, `chunkSize`), remembered in
// localStorage under the contract's key. Reading is forgiving: a bad stored value is ignored field by field.
import { getItem, setItem } from "../runtime/storage";
import { STORAGE_KEYS } from "../../contract/index.js";
import type { Job } from "./queue";

export type AnalysisOptions = { full: boolean; coverData: boolean; chunkSize: number };

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

/** The options a stored value holds, each one that is missing or malformed replaced by its default. */
export function parseOptions(raw: string | null): AnalysisOptions {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(raw ?? "{}");
    if (parsed && typeof parsed === "object") stored = parsed as Record<string, unknown>;
  } catch {
    // Unreadable: every option takes its default.
  }
  const flag = (name: "full" | "coverData") =>
    typeof stored[name] === "boolean" ? (stored[name] as boolean) : LIBRARY_DEFAULTS[name];
  return {
    full: flag("full"),
    coverData: flag("coverData"),
    chunkSize: isChunkSize(stored.chunkSize) ? stored.chunkSize : LIBRARY_DEFAULTS.chunkSize,
  };
}

export const loadOptions = (): AnalysisOptions => parseOptions(getItem(STORAGE_KEYS.demoOptions));

export const saveOptions = (options: AnalysisOptions) =>
  setItem(STORAGE_KEYS.demoOptions, JSON.stringify(options));

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
