// Field names as words, for the index build (a field's record holds its name spelt out) and for the
// search box (a query in plain words finds the field: "frame rate" → FrameRate).

/** `FrameRate_Mode` → `Frame Rate Mode`; `@typeorder` → `typeorder`. @param {string} name */
export const nameWords = (name) =>
  name
    .replace(/[@_]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim();

/** `Frame Rate Mode`, `frame_rate mode`, `FrameRate_Mode` → `frame rate mode`. @param {string} text */
export const plainName = (text) => nameWords(text).toLowerCase().replace(/\s+/g, " ");

/** The same without spaces, so `framerate` and `frame rate` both find FrameRate. @param {string} text */
export const compactName = (text) => plainName(text).replace(/ /g, "");
