// The type information the playground's editor shows on hover: for each name of an example that
// the compiler types with the library's types, the text its static code block's popup shows.

/** Library names are those whose type mentions one of the library's own types. */
const LIBRARY_TYPE = /\bMediaInfo|Track\b|mediaInfoFactory|analyzeData|ReadChunkFunc|SizeArg/;

/**
 * The example's hover texts by name, from the compiler's hovers (its code and each hover's offset).
 * @param {{ code: string, hovers: { start: number, length: number, text: string }[] }} info
 * @returns {Record<string, string>}
 */
export function libraryHints({ code, hovers }) {
  /** @type {Record<string, string>} */
  const hints = {};
  for (const { start, length, text } of hovers) {
    const name = code.slice(start, start + length);
    if (/^[A-Za-z_$][\w$]*$/.test(name) && LIBRARY_TYPE.test(text) && !(name in hints))
      hints[name] = text;
  }
  return hints;
}
