// Which formats of the media corpus emit each field: for every corpus file, the container format
// the library reports for it (its General track's Format) is added to each field of each of its
// tracks. The track pages show the list beside each field ("In the corpus: AVI, MPEG-4").

/** How a file the library finds no format in (the corpus's text file) is named in the lists. */
export const NO_FORMAT = "not media";

/** The container format the library reports for an analysis's tracks. @param {readonly object[]} tracks */
export function formatOf(tracks) {
  const general = /** @type {Record<string, unknown>[]} */ (tracks).find(
    (track) => track["@type"] === "General",
  );
  return typeof general?.Format === "string" ? general.Format : NO_FORMAT;
}

/**
 * Adds one file's analysis to `formats` (track type → field → formats, each named once).
 * @param {Record<string, Record<string, string[]>>} formats @param {readonly object[]} tracks
 */
export function addFormats(formats, tracks) {
  const format = formatOf(tracks);
  for (const track of /** @type {Record<string, unknown>[]} */ (tracks)) {
    const fields = (formats[String(track["@type"])] ??= {});
    for (const field of Object.keys(track)) {
      if (field === "@type") continue;
      const list = (fields[field] ??= []);
      if (!list.includes(format)) list.push(format);
    }
  }
}

/** The same data with every list in name order, so the committed file only changes with facts. */
export function sortedFormats(/** @type {Record<string, Record<string, string[]>>} */ formats) {
  return Object.fromEntries(
    Object.entries(formats).map(([type, fields]) => [
      type,
      Object.fromEntries(
        Object.entries(fields).map(([field, list]) => [
          field,
          [...list].sort((a, b) => a.localeCompare(b, "en")),
        ]),
      ),
    ]),
  );
}
