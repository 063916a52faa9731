// The content types the static server sends, by file extension.

/** `ext=type` pairs as a table. @param {string} table @param {string} [suffix] */
const types = (table, suffix = "") =>
  table
    .split(/\s+/)
    .map((pair) => pair.split("=").map((part, i) => (i ? part + suffix : `.${part}`)));
/** Content types by extension (text in UTF-8); anything else goes as application/octet-stream. */
export const MIME_TYPES = Object.fromEntries([
  ...types(
    `html=text/html css=text/css js=text/javascript mjs=text/javascript json=application/json
     xml=application/xml atom=application/atom+xml txt=text/plain md=text/markdown
     webmanifest=application/manifest+json`,
    "; charset=utf-8",
  ),
  ...types(`svg=image/svg+xml png=image/png jpg=image/jpeg ico=image/x-icon webp=image/webp
    wasm=application/wasm mp4=video/mp4 map=application/json woff2=font/woff2 pdf=application/pdf`),
]);
