// Where a report belongs. MediaInfoLib makes every field; mediainfo.js only hands it the file's
// bytes (reading, chunking, the options). So the MediaInfo tool, which runs MediaInfoLib on the
// file directly, tells them apart: a result the tool shares is MediaInfoLib's, and a difference
// at the same MediaInfoLib version is in how the bytes reached it.

/** The rule, in the one sentence the panel shows. */
export const ROUTING_RULE =
  "MediaInfoLib makes every field and mediainfo.js only hands it the file's bytes, so a value the MediaInfo tool shows too belongs with MediaInfoLib, while a difference from the tool at the same MediaInfoLib version comes from the reading, chunking or options of mediainfo.js.";

export type Tracker = "mediainfo.js" | "MediaInfoLib";

/** What the comparison suggests, and why; nothing before the reader has compared. */
export type Suggestion = { tracker: Tracker; why: string };

/** MediaInfoLib's issue tracker, where reports about the fields themselves go. */
export const MEDIAINFOLIB_ISSUES = "https://github.com/MediaArea/MediaInfoLib/issues";

/**
 * The suggestion for a comparison with `differing` fields, the demo's MediaInfoLib `ours` and the
 * tool's `theirs` (unknown when its output did not say).
 */
export function suggestTracker(differing: number, ours?: string, theirs?: string): Suggestion {
  if (differing === 0)
    return {
      tracker: "MediaInfoLib",
      why: "The tool and the demo give the same result, so a wrong value comes from MediaInfoLib.",
    };
  if (ours && theirs && ours !== theirs)
    return {
      tracker: "MediaInfoLib",
      why: `The two ran different MediaInfoLib versions (${ours} here, ${theirs} in the tool): the differences may be changes between them, which are MediaInfoLib's. The tool at ${ours} tells for sure.`,
    };
  return {
    tracker: "mediainfo.js",
    why: "The same MediaInfoLib gives another result in the tool, so the difference comes from how mediainfo.js read the file.",
  };
}
