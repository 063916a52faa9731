// The analysis options remembered in localStorage under the contract's key. Reading is forgiving
// (a bad stored value is ignored field by field) and says what it could not use, so the demo can
// tell the reader; the words for that load only when needed (options-notice.ts).
import { useEffect, useState } from "react";
import { getItem, setItem } from "../runtime/storage";
import { STORAGE_KEYS } from "../../contract/index.js";
import { isChunkSize, LIBRARY_DEFAULTS, type AnalysisOptions } from "./analysis-options";
import { isVersion } from "./releases";

const isFlag = (value: unknown) => typeof value === "boolean";
const IS_VALID: Record<string, (value: unknown) => boolean> = {
  full: isFlag,
  coverData: isFlag,
  chunkSize: isChunkSize,
};
const NAMES = Object.keys(IS_VALID);

/**
 * The options a stored value holds, each one missing or malformed replaced by its default, and
 * its faults: those options' names and any entry the demo does not know (none when nothing is stored).
 * A release is kept only when one was chosen (none means the latest); whether the page still
 * offers it is the demo's to decide.
 */
export function parseOptions(raw: string | null): { options: AnalysisOptions; faults: string[] } {
  let stored: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(raw!); // nothing stored (null) parses as null
    if (typeof parsed == "object" && !Array.isArray(parsed)) stored = parsed ?? {};
  } catch {
    // Unreadable: every option takes its default.
  }
  const options: Record<string, unknown> = { ...LIBRARY_DEFAULTS };
  const faults: string[] = [];
  for (const name of NAMES)
    if (IS_VALID[name](stored[name])) options[name] = stored[name];
    else faults.push(name);
  if (isVersion(stored.release)) options.release = stored.release;
  else if (stored.release !== undefined) faults.push("release");
  faults.push(...Object.keys(stored).filter((key) => !NAMES.includes(key) && key !== "release"));
  return { options: options as AnalysisOptions, faults: raw === null ? [] : faults };
}

/** The options in use, a setter that also saves them, and the notice about the stored value. */
export function useSavedOptions() {
  const [{ options, faults }, setState] = useState(() =>
    parseOptions(getItem(STORAGE_KEYS.demoOptions)),
  );
  const [notice, setNotice] = useState("");
  useEffect(() => {
    if (faults[0])
      import("./options-notice").then((words) => setNotice(words.optionsNotice(faults)));
  }, []);
  // Saving replaces a faulty stored value, so its notice does not come back on the next visit.
  const setOptions = (chosen: AnalysisOptions) => {
    setState({ options: chosen, faults: [] });
    setItem(STORAGE_KEYS.demoOptions, JSON.stringify(chosen));
  };
  return { options, setOptions, notice: faults[0] && notice };
}
