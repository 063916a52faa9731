// Keeps demo results in localStorage under `results` (a JSON map id → entry),
// through the site's one storage guard (runtime/storage.ts): reading never throws (unreadable
// entries are dropped one by one and counted), writing says whether storage was full or missing.
import {
  isRecognised,
  tracksOf,
  type AnalysisResult,
  type EntryStatus,
  type ResultEntry,
} from "./result-shape";
import { isVersion } from "../engine/releases";
import { boundsProblem, type BoundsProblem } from "../share/result-bounds";
import { getItem, isStorageAvailable, setItem, type WriteOutcome } from "../../runtime/storage";
import { STORAGE_KEYS } from "../../../contract/index.js";

const STATUSES: EntryStatus[] = ["done", "unrecognised", "error", "cancelled"];

/**
 * What was read: the entries that could be read, how many stored entries could not (`"all"` when
 * the stored value itself is unreadable), and whether storage can be used at all; `oversized`,
 * when some were, says which entries were dropped for being larger than any MediaInfo result
 * (kept from a link before links were measured) and why.
 */
export type LoadOutcome = {
  entries: ResultEntry[];
  unreadable: number | "all";
  available: boolean;
  oversized?: { name: string; problem: BoundsProblem }[];
};

/** A byte count a real file can have: a whole number from 0 up to what a double holds exactly. */
const isFileSize = (size: unknown): size is number =>
  Number.isSafeInteger(size) && (size as number) >= 0;

/** A result the demo can show: `media.track` is a list of tracks, each an object with a `@type`. */
function isShowableResult(result: unknown): result is AnalysisResult {
  const tracks = (result as AnalysisResult | null)?.media?.track;
  return (
    Array.isArray(tracks) &&
    tracks.length > 0 &&
    tracks.every(
      (track) => track !== null && typeof track === "object" && typeof track["@type"] === "string",
    )
  );
}

export function isEntry(value: unknown): value is ResultEntry {
  if (!value || typeof value !== "object") return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.name === "string" &&
    typeof entry.collapsed === "boolean" &&
    STATUSES.includes(entry.status as EntryStatus) &&
    isFileSize(entry.size) &&
    Number.isFinite(entry.at) &&
    Number.isFinite(entry.ms) &&
    (entry.ms as number) >= 0 &&
    (entry.coverData === undefined || typeof entry.coverData === "boolean") &&
    (entry.chunkSize === undefined || (isFileSize(entry.chunkSize) && entry.chunkSize > 0)) &&
    (entry.release === undefined || isVersion(entry.release)) &&
    // A "done" entry shows its tracks: one without a recognisable result cannot be shown as done.
    (entry.status !== "done" || (isShowableResult(entry.result) && isRecognised(entry.result)))
  );
}

/** An entry saved by the previous demo (`{...result, name, collapsed}`), so earlier results survive the upgrade. */
function fromLegacy(value: unknown, index: number): ResultEntry | null {
  if (!value || typeof value !== "object") return null;
  const { name, collapsed, status, ...result } = value as Record<string, unknown>;
  if (typeof name !== "string" || typeof collapsed !== "boolean" || status !== undefined)
    return null;
  if (!isShowableResult(result)) return null;
  const fileSize = Number(tracksOf(result)[0]?.FileSize);
  const recognised = isRecognised(result);
  const size = isFileSize(fileSize) ? fileSize : 0;
  return {
    id: "",
    name,
    collapsed,
    size,
    status: recognised ? "done" : "unrecognised",
    ms: 0,
    at: -index,
    full: false,
    result,
  };
}

/** Entries from a stored value, newest first: a bad entry is dropped alone and counted. */
export function parseResults(raw: string | null): Omit<LoadOutcome, "available"> {
  if (raw === null) return { entries: [], unreadable: 0 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { entries: [], unreadable: "all" };
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    return { entries: [], unreadable: "all" };
  const entries: ResultEntry[] = [];
  const oversized: NonNullable<LoadOutcome["oversized"]> = [];
  let unreadable = 0;
  for (const [index, [id, value]] of Object.entries(parsed as Record<string, unknown>).entries()) {
    const entry = isEntry(value) ? value : fromLegacy(value, index);
    const problem = entry && boundsProblem(entry.result);
    if (!entry) unreadable += 1;
    else if (problem) oversized.push({ name: entry.name, problem });
    else entries.push({ ...entry, id });
  }
  entries.sort((a, b) => b.at - a.at);
  return oversized[0] ? { entries, unreadable, oversized } : { entries, unreadable };
}

/** The stored entries, and whether storage can be used at all. */
export function loadResults(): LoadOutcome {
  if (!isStorageAvailable()) return { entries: [], unreadable: 0, available: false };
  return { ...parseResults(getItem(STORAGE_KEYS.demoResults)), available: true };
}

/** Writes `entries` as the id → entry map; a full quota or missing storage is reported, not thrown. */
export function saveResults(entries: ResultEntry[]): WriteOutcome {
  return setItem(
    STORAGE_KEYS.demoResults,
    JSON.stringify(Object.fromEntries(entries.map((entry) => [entry.id, entry]))),
  );
}
