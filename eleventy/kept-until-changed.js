// A value worked out from files, kept for the life of the process: a full build asks for it from
// several data files, and the dev loop rebuilds on every save, so it is worked out again only when
// one of the files it came from has changed (or is gone).
import fs from "node:fs";

/** When each file was last changed. @param {string[]} files */
const stampOf = (files) =>
  files.map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? "gone").join(" ");

/**
 * Wraps `make`, which returns its value and the files it read, so that it runs again only after
 * one of those files changed.
 * @template T
 * @param {() => { value: T, files: string[] }} make
 * @returns {() => T}
 */
export function keptUntilChanged(make) {
  /** @type {{ value: T, files: string[], stamp: string } | undefined} */
  let kept;
  return () => {
    if (!kept || stampOf(kept.files) !== kept.stamp) {
      const { value, files } = make();
      kept = { value, files, stamp: stampOf(files) };
    }
    return kept.value;
  };
}
