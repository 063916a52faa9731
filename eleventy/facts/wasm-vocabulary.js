// Which WebAssembly proposal each instruction and value type belongs to, named by the keys of
// @mdn/browser-compat-data's `webassembly` features. Codes are wasmparser's: one byte for plain
// instructions, the prefix byte then the sub-opcode for prefixed ones (0xfd then 12 bits).
// Anything outside these lists is refused by name, so a library upgrade that starts using a new
// proposal breaks the build instead of leaving the browser table too optimistic.
import wasmparser from "wasmparser";

const { OperatorCodeNames } = /** @type {any} */ (wasmparser);

/** Type codes as wasmparser reports them (signed LEB128); the package does not export its enum. */
export const TYPE = Object.freeze({
  i32: -1,
  i64: -2,
  f32: -3,
  f64: -4,
  v128: -5,
  i8: -8,
  i16: -9,
  nullexnref: -12,
  nullfuncref: -13,
  nullexternref: -14,
  nullref: -15,
  funcref: -16,
  externref: -17,
  anyref: -18,
  eqref: -19,
  i31ref: -20,
  structref: -21,
  arrayref: -22,
  exnref: -23,
  ref: -28,
  ref_null: -29,
  func: -32,
  empty_block_type: -64,
});

/** @type {[first: number, last: number, features: string[]][]} */
const OPERATOR_RANGES = [
  [0x00, 0x05, []], // unreachable … else
  [0x06, 0x09, ["exception-handling"]], // try, catch, throw, rethrow
  [0x0a, 0x0a, ["exceptionsFinal"]], // throw_ref
  [0x0b, 0x11, []], // end … call_indirect
  [0x12, 0x13, ["tail-calls"]], // return_call, return_call_indirect
  [0x14, 0x14, ["typedFunctionReferences"]], // call_ref
  [0x15, 0x15, ["tail-calls", "typedFunctionReferences"]], // return_call_ref
  [0x18, 0x19, ["exception-handling"]], // delegate, catch_all
  [0x1a, 0x1b, []], // drop, select
  [0x1c, 0x1c, ["reference-types"]], // select with a type
  [0x1f, 0x1f, ["exceptionsFinal"]], // try_table
  [0x20, 0x24, []], // locals and globals
  [0x25, 0x26, ["reference-types"]], // table.get, table.set
  [0x28, 0xbf, []], // memory, constants, numeric instructions
  [0xc0, 0xc4, ["sign-extension-operations"]],
  [0xd0, 0xd2, ["reference-types"]], // ref.null, ref.is_null, ref.func
  [0xd3, 0xd3, ["garbage-collection"]], // ref.eq
  [0xd4, 0xd6, ["typedFunctionReferences"]], // ref.as_non_null, br_on_null, br_on_non_null
  [0xfb00, 0xfb1e, ["garbage-collection"]], // struct, array, casts, i31
  [0xfc00, 0xfc07, ["non-trapping-float-to-int-conversions"]],
  [0xfc08, 0xfc0e, ["bulk-memory-operations"]], // memory.init … table.copy
  [0xfc0f, 0xfc11, ["reference-types"]], // table.grow, table.size, table.fill
  [0xfd000, 0xfd0ff, ["fixed-width-SIMD"]],
  [0xfd100, 0xfd113, ["relaxed-SIMD"]],
  [0xfe00, 0xfe4e, ["threads-and-atomics"]],
];

/** Arithmetic that a constant expression (a global's or a segment's offset) may use. */
const EXTENDED_CONSTANTS = new Set([0x6a, 0x6b, 0x6c, 0x7c, 0x7d, 0x7e]);
const CONSTANT_OPERATORS = new Set([0x0b, 0x23, 0x41, 0x42, 0x43, 0x44, 0xd0, 0xd2, 0xfd00c]);

/** "return_call (0x12)", for error messages. */
export function operatorName(/** @type {number} */ code) {
  return `${OperatorCodeNames[code] ?? "an instruction wasmparser has no name for"} (0x${code.toString(16)})`;
}

/**
 * @param {number} code
 * @returns {string[]} features the instruction needs; none for WebAssembly 1.0
 */
export function operatorFeatures(code) {
  for (const [first, last, features] of OPERATOR_RANGES)
    if (code >= first && code <= last) return features;
  throw new Error(`unknown WebAssembly instruction ${operatorName(code)}: map it to a feature`);
}

/** Features of one instruction inside a constant expression. */
export function constantOperatorFeatures(/** @type {number} */ code) {
  if (EXTENDED_CONSTANTS.has(code)) return ["extended-constant-expressions"];
  if (CONSTANT_OPERATORS.has(code) || (code >= 0xfb00 && code <= 0xfbff))
    return operatorFeatures(code); // GC constants: struct.new, array.new_fixed, ref.i31 …
  throw new Error(`unknown constant instruction ${operatorName(code)}: map it to a feature`);
}

const K = TYPE;
/** @type {Set<number>} */
const NUMBERS = new Set([K.i32, K.i64, K.f32, K.f64, K.empty_block_type]);
/** @type {Set<number>} */
const GC_HEAP_TYPES = new Set([
  K.anyref,
  K.eqref,
  K.i31ref,
  K.structref,
  K.arrayref,
  K.nullref,
  K.nullfuncref,
  K.nullexternref,
  K.i8,
  K.i16,
]);
/** @type {Set<number>} */
const EXCEPTION_REFERENCES = new Set([K.exnref, K.nullexnref]);

/** Features of a heap type: an abstract type (negative) or a type index. */
function heapTypeFeatures(/** @type {number} */ code) {
  if (code >= 0 || code === K.funcref || code === K.externref) return [];
  if (GC_HEAP_TYPES.has(code)) return ["garbage-collection"];
  if (EXCEPTION_REFERENCES.has(code)) return ["exceptionsFinal"];
  throw new Error(`unknown WebAssembly heap type ${code}: map it to a feature`);
}

/**
 * Features a value type needs where it is used (parameter, result, local, global, field, block).
 * A type index (code ≥ 0) only occurs as a block type: a block with a function type.
 * @param {{ code: number, ref_index?: number }} type a wasmparser Type or RefType
 * @returns {string[]}
 */
export function valueTypeFeatures(type) {
  const { code } = type;
  if (NUMBERS.has(code)) return [];
  if (code >= 0) return ["multi-value"];
  if (code === K.v128) return ["fixed-width-SIMD"];
  if (code === K.funcref || code === K.externref) return ["reference-types"];
  if (code === K.ref || code === K.ref_null)
    return ["typedFunctionReferences", ...heapTypeFeatures(/** @type {number} */ (type.ref_index))];
  const features = heapTypeFeatures(code);
  if (features.length > 0) return features;
  throw new Error(`unknown WebAssembly value type ${code}: map it to a feature`);
}
