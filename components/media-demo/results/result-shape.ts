// Pure shaping of mediainfo.js results for the demo: result entries, their status (recognised,
// not recognised, failed, cancelled) and the name/value rows of each track.
import type { Outcome } from "../engine/analysis-runner";
import type { Job } from "../engine/queue";

/** One track as mediainfo.js returns it in the `object` format. */
export type Track = { "@type": string; [field: string]: unknown };
/** The parts of a mediainfo.js `object` result the demo relies on. */
export type AnalysisResult = { media?: { track?: Track[] } | null; [key: string]: unknown };

export type EntryStatus = "done" | "unrecognised" | "error" | "cancelled";

/** One analysed (or attempted) file, as listed and stored under `results`. */
export type ResultEntry = {
  id: string;
  name: string;
  size: number;
  status: EntryStatus;
  /** Wall-clock milliseconds the analysis took (0 when it never ran). */
  ms: number;
  /** Epoch milliseconds when the entry was made; newest first. */
  at: number;
  full: boolean;
  /** Set when the analysis asked for cover art or a chunk size of its own. */
  coverData?: boolean;
  chunkSize?: number;
  /** The mediainfo.js release that made it; missing on results saved before releases were recorded. */
  release?: string;
  collapsed: boolean;
  result?: AnalysisResult;
  message?: string;
};

/** One name/value row of a track; `under` names the object it came from (such as `extra`). */
export type Row = { name: string; value: string; under?: string };

/** A random 9-character base-36 id with a letter first, so JSON object key order stays insertion order. */
export function newId(random: () => number = Math.random): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let id = letters[Math.floor(random() * 26)];
  while (id.length < 9) id += Math.floor(random() * 36).toString(36);
  return id;
}

/** Name/value rows of a track: string and number fields, and each string/number entry of objects like `extra`. */
export function trackRows(track: Track): Row[] {
  const rows: Row[] = [];
  const isScalar = (value: unknown): value is string | number =>
    typeof value === "string" || typeof value === "number";
  for (const [name, value] of Object.entries(track)) {
    if (name === "@type") continue;
    if (isScalar(value)) rows.push({ name, value: String(value) });
    else if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) {
        if (isScalar(innerValue))
          rows.push({ name: inner, value: String(innerValue), under: name });
      }
    }
  }
  return rows;
}

/** The tracks of a result, or none when the result has no usable `media.track`. */
export function tracksOf(result: AnalysisResult | undefined): Track[] {
  const tracks = result?.media?.track;
  return Array.isArray(tracks) ? tracks.filter((track) => track && typeof track === "object") : [];
}

/** MediaInfoLib identified the file: some track has a `Format`, or there is a track besides General. */
export function isRecognised(result: AnalysisResult): boolean {
  const tracks = tracksOf(result);
  return tracks.some((track) => track.Format !== undefined || track["@type"] !== "General");
}

type EntryBase = Pick<
  ResultEntry,
  "id" | "name" | "size" | "full" | "at" | "coverData" | "chunkSize" | "release"
>;

/** The entry for a finished analysis: `done`, or `unrecognised` when MediaInfoLib knew nothing. */
export function entryFromResult(base: EntryBase, result: AnalysisResult, ms: number): ResultEntry {
  const status = isRecognised(result) ? "done" : "unrecognised";
  return { ...base, status, ms, collapsed: false, result };
}

/** The entry for an analysis that failed (`message` says why) or was cancelled. */
export function entryFromFailure(
  base: EntryBase,
  status: "error" | "cancelled",
  message: string,
  ms = 0,
): ResultEntry {
  return { ...base, status, ms, collapsed: false, message };
}

/** The entry for a finished analysis job, whatever its outcome. */
export function entryFromOutcome(job: Job, outcome: Outcome): ResultEntry {
  const { id, file, full, coverData, chunkSize, release } = job;
  const base: EntryBase = { id, name: file.name, size: file.size, full, at: Date.now() };
  if (coverData) base.coverData = true;
  if (release) base.release = release;
  if (chunkSize) base.chunkSize = chunkSize;
  if (outcome.kind === "done")
    return entryFromResult(base, outcome.result as AnalysisResult, outcome.ms);
  if (outcome.kind === "failed") return entryFromFailure(base, "error", outcome.message);
  return entryFromFailure(base, "cancelled", outcome.reason ?? "Cancelled");
}

/** What a visitor (and the live region) is told about an entry. */
export function describeEntry(entry: ResultEntry): string {
  switch (entry.status) {
    case "done": {
      const count = tracksOf(entry.result).length;
      return `${entry.name}: ${count} ${count === 1 ? "track" : "tracks"} found.`;
    }
    case "unrecognised":
      return `${entry.name}: the format was not recognised.`;
    case "cancelled":
      // "Cancelled" is a plain cancel; anything else says why the demo stopped it.
      return entry.message && entry.message !== "Cancelled"
        ? `${entry.name}: ${entry.message}`
        : `${entry.name}: analysis cancelled.`;
    default:
      return `${entry.name}: analysis failed. ${entry.message ?? ""}`.trim();
  }
}

/** Human-readable size in B, KB, MB or GB (1024-based, as file managers on most systems show). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** Analysis duration: milliseconds below one second, else seconds with two decimals. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
