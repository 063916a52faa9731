// The analysis options remembered in localStorage under the contract's key. Reading is forgiving
// (a bad stored value is ignored field by field) and says what it could not use, so the demo can
// tell the reader; the words for that load only when needed (options-notice.ts).
import { useEffect, useState } from "react";
import { getItem, setItem } from "../../runtime/storage";
import { STORAGE_KEYS } from "../../../contract/index.js";
import { isChunkSize, LIBRARY_DEFAULTS, type AnalysisOptions } from "./analysis-options";
import { latestOf, type Engine } from "../engine/releases";

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
 * A release is kept only when one was chosen (none means the latest) and `offered` still lists
 * it; one no longer offered is the fault "release <its value>".
 */
export function parseOptions(
  raw: string | null,
  offered: string[] = [],
): { options: AnalysisOptions; faults: string[] } {
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
  const { release } = stored;
  if (offered.includes(release as string)) options.release = release;
  else if (release !== undefined)
    faults.push(typeof release == "string" ? `release ${release}` : "release");
  faults.push(...Object.keys(stored).filter((key) => !NAMES.includes(key) && key !== "release"));
  return { options: options as AnalysisOptions, faults: raw === null ? [] : faults };
}

/**
 * The options in use (a release among `engines`' or none), a setter that also saves them, the
 * notice about the stored value or about a choice that could not be saved, and its dismissal.
 */
export function useSavedOptions(engines: Engine[]) {
  const [{ options, faults }, setState] = useState(() =>
    parseOptions(
      getItem(STORAGE_KEYS.demoOptions),
      engines.map((engine) => engine.version),
    ),
  );
  const [notice, setNotice] = useState("");
  useEffect(() => {
    if (faults[0])
      import("./options-notice").then((words) =>
        setNotice(words.optionsNotice(faults, latestOf(engines)?.version)),
      );
  }, []);
  // Saving replaces a faulty stored value, so its notice does not come back on the next visit;
  // a choice that could not be saved is said until dismissed.
  const setOptions = (chosen: AnalysisOptions) => {
    setState({ options: chosen, faults: [] });
    const outcome = setItem(STORAGE_KEYS.demoOptions, JSON.stringify(chosen));
    if (outcome === "saved") setNotice("");
    else import("./options-notice").then((words) => setNotice(words.unsavedNotice(outcome)));
  };
  const dismiss = () => (faults[0] ? setOptions(options) : setNotice(""));
  return { options, setOptions, notice, dismiss };
}
