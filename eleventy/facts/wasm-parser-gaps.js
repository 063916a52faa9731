// What wasmparser 5 decodes without reporting, read here from the bytes around it, and its errors
// restated so that an unknown instruction is named the way the feature mapping names it.
import { operatorName } from "./wasm-vocabulary.js";

/** Memory immediates with this flag carry a memory index, which wasmparser 5 does not read. */
export const MEMORY_INDEX_FLAG = 0x40;
/** In the first byte of a memory's limits, a 64-bit memory sets this bit. */
export const MEMORY64_FLAG = 0x04;

/**
 * The flags byte of the memory entry that ends at `end`: step back over the LEB128 limits, whose
 * last byte alone lacks the continuation bit.
 * @param {Uint8Array} bytes @param {number} end @param {{ limits: { maximum?: number } }} entry
 */
export function memoryFlags(bytes, end, entry) {
  let at = end;
  for (let numbers = entry.limits.maximum === undefined ? 1 : 2; numbers > 0; numbers -= 1) {
    at -= 1;
    while (bytes[at - 1] & 0x80) at -= 1;
  }
  return bytes[at - 1];
}

/**
 * wasmparser's error, with an unknown instruction named as the mapping's errors name them.
 * @param {Error | undefined} error @param {number} at where the failing read started
 */
export function decodeError(error, at) {
  const unknown = /^Unknown operator: (0x[0-9a-f]+|\d+)$/.exec(error?.message ?? "");
  if (!unknown) return new Error(`cannot decode the module at byte ${at}: ${error?.message}`);
  return new Error(
    `unknown WebAssembly instruction ${operatorName(Number(unknown[1]))} at byte ${at}`,
  );
}
