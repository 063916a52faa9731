// Keeps demo results in localStorage under `results` (a JSON map id → entry, BEHAVIOUR §15):
// reading never throws (unreadable entries are dropped one by one and counted), writing reports
// quota errors and missing storage instead of throwing.
import { isRecognised, tracksOf, type AnalysisResult, type EntryStatus, type ResultEntry } from "./result-shape";
import { STORAGE_KEYS } from "../../contract/index.js";

export const STORAGE_KEY = STORAGE_KEYS.demoResults;
const STATUSES: EntryStatus[] = ["done", "unrecognised", "error", "cancelled"];

/**
 * What was read: the entries that could be read, how many stored entries could not (`"all"` when
 * the stored value itself is unreadable), and whether storage can be used at all.
 */
export type LoadOutcome = { entries: ResultEntry[]; unreadable: number | "all"; available: boolean };
export type SaveOutcome = "saved" | "quota" | "unavailable";
type StorageLike = Pick<Storage, "getItem" | "setItem">;

function isEntry(value: unknown): value is ResultEntry {
  if (!value || typeof value !== "object") return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.name === "string" &&
    typeof entry.collapsed === "boolean" &&
    STATUSES.includes(entry.status as EntryStatus) &&
    typeof entry.size === "number" &&
    typeof entry.at === "number" &&
    (entry.status !== "done" || (typeof entry.result === "object" && entry.result !== null))
  );
}

/** An entry saved by the previous demo (`{...result, name, collapsed}`), so earlier results survive the upgrade. */
function fromLegacy(value: unknown, index: number): ResultEntry | null {
  if (!value || typeof value !== "object") return null;
  const { name, collapsed, status, ...result } = value as Record<string, unknown>;
  if (typeof name !== "string" || typeof collapsed !== "boolean" || status !== undefined) return null;
  const fileSize = Number(tracksOf(result as AnalysisResult)[0]?.FileSize);
  const recognised = isRecognised(result as AnalysisResult);
  const size = Number.isFinite(fileSize) ? fileSize : 0;
  return { id: "", name, collapsed, size, status: recognised ? "done" : "unrecognised", ms: 0, at: -index, full: false, result };
}

/** Reads stored entries, newest first: a bad entry is dropped alone and counted; reading never throws. */
export function loadResults(storage: StorageLike | null): LoadOutcome {
  let raw: string | null;
  try {
    if (!storage) return { entries: [], unreadable: 0, available: false };
    raw = storage.getItem(STORAGE_KEY);
  } catch {
    return { entries: [], unreadable: 0, available: false };
  }
  if (raw === null) return { entries: [], unreadable: 0, available: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { entries: [], unreadable: "all", available: true };
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return { entries: [], unreadable: "all", available: true };
  const entries: ResultEntry[] = [];
  let unreadable = 0;
  for (const [index, [id, value]] of Object.entries(parsed as Record<string, unknown>).entries()) {
    const entry = isEntry(value) ? value : fromLegacy(value, index);
    if (entry) entries.push({ ...entry, id });
    else unreadable += 1;
  }
  return { entries: entries.sort((a, b) => b.at - a.at), unreadable, available: true };
}

/** Writes `entries` as the id → entry map; a full quota or missing storage is reported, not thrown. */
export function saveResults(storage: StorageLike | null, entries: ResultEntry[]): SaveOutcome {
  if (!storage) return "unavailable";
  const map: Record<string, ResultEntry> = {};
  for (const entry of entries) map[entry.id] = entry;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(map));
    return "saved";
  } catch (error) {
    const name = (error as { name?: string })?.name ?? "";
    return /quota/i.test(name) || /quota/i.test(String(error)) ? "quota" : "unavailable";
  }
}

/** `window.localStorage`, or null where reading it throws (privacy modes, sandboxed frames). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
