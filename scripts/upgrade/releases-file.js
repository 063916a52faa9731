// The documented releases, config/releases.json: a list, newest first, of { name, mediaInfoLib }.
// The upgrade moves the latest entry to the new release and leaves the older ones as they are.

/**
 * @typedef {{ name: string, mediaInfoLib: string }} Release
 */

/**
 * The releases in `text`, or an error naming `file` and the entry that is not a release.
 * @param {string} text @param {string} file
 * @returns {Release[]}
 */
export function readReleases(text, file) {
  let releases;
  try {
    releases = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${/** @type {Error} */ (error).message})`);
  }
  if (!Array.isArray(releases) || releases.length === 0)
    throw new Error(`${file}: expected a list of releases, newest first`);
  releases.forEach((release, index) => {
    if (typeof release?.name !== "string" || typeof release?.mediaInfoLib !== "string")
      throw new Error(`${file}[${index}]: a release needs a string "name" and "mediaInfoLib"`);
  });
  return releases;
}

/**
 * `text` with the latest (first) release's values replaced by `values`, laid out as the file is.
 * @param {string} text @param {string} file @param {Partial<Release>} values
 */
export function withLatest(text, file, values) {
  const [latest, ...older] = readReleases(text, file);
  return `${JSON.stringify([{ ...latest, ...values }, ...older], null, 2)}\n`;
}
