// The WebAssembly proposals a module needs beyond version 1.0, read from its binary: the value
// types its type section declares, and whether it has a tag section. Names are the keys of
// @mdn/browser-compat-data's `webassembly` features, so browser support follows the installed
// library instead of being written down by hand. Instruction bodies are not decoded.

const SECTION = { type: 1, tag: 13 };
/** Abstract heap types of the GC proposal, as one-byte value types or heap types. */
const GC_HEAP_TYPES = new Set([0x6e, 0x6d, 0x6c, 0x6b, 0x6a, 0x71, 0x72, 0x73]);
const NUMBER_TYPES = new Set([0x7f, 0x7e, 0x7d, 0x7c]);

/**
 * Reads one module's section headers and its type section.
 * @param {Uint8Array} bytes
 * @returns {string[]} sorted feature keys, e.g. ["typedFunctionReferences"]
 */
export function wasmFeatures(bytes) {
  if (bytes[0] !== 0 || bytes[1] !== 0x61 || bytes[2] !== 0x73 || bytes[3] !== 0x6d)
    throw new Error("not a WebAssembly module");
  const found = new Set();
  let at = 8;
  const u32 = () => {
    let result = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++];
      result += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return result;
    }
  };
  /** A heap type (s33): negative one-byte values are abstract types, others type indexes. */
  const heapType = () => {
    const first = bytes[at];
    u32(); // same length as a signed LEB128
    if (GC_HEAP_TYPES.has(first)) found.add("garbage-collection");
    if (first === 0x69 || first === 0x74) found.add("exceptionsFinal");
  };
  const valueType = () => {
    const code = bytes[at++];
    if (NUMBER_TYPES.has(code) || code === 0x70) return;
    if (code === 0x7b) found.add("fixed-width-SIMD");
    else if (code === 0x6f) found.add("reference-types");
    else if (code === 0x64 || code === 0x63) (found.add("typedFunctionReferences"), heapType());
    else if (code === 0x69 || code === 0x74) found.add("exceptionsFinal");
    else if (GC_HEAP_TYPES.has(code)) found.add("garbage-collection");
    else throw new Error(`unknown value type 0x${code.toString(16)} at byte ${at - 1}`);
  };
  const vector = (/** @type {() => void} */ read) => {
    for (let count = u32(); count > 0; count -= 1) read();
  };
  const fieldType = () => {
    if (bytes[at] === 0x78 || bytes[at] === 0x77)
      at += 1; // packed i8 / i16
    else valueType();
    at += 1; // mutability
  };
  /** @returns {void} */
  const compositeType = () => {
    const form = bytes[at++];
    if (form === 0x60) return (vector(valueType), vector(valueType));
    found.add("garbage-collection");
    if (form === 0x5f) return vector(fieldType);
    if (form === 0x5e) return fieldType();
    if (form === 0x50 || form === 0x4f) return (vector(u32), compositeType());
    if (form === 0x4e) return vector(compositeType);
    throw new Error(`unknown type form 0x${form.toString(16)} at byte ${at - 1}`);
  };

  while (at < bytes.length) {
    const id = bytes[at++];
    const size = u32();
    const end = at + size;
    if (id === SECTION.tag) found.add("exception-handling");
    if (id === SECTION.type) vector(compositeType);
    at = end;
  }
  return [...found].sort();
}
