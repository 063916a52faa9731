// The WebAssembly proposals a module needs beyond version 1.0, found by decoding all of it with
// wasmparser: every type, import, table, memory, global, segment and every instruction of every
// function body. Names are the keys of @mdn/browser-compat-data's `webassembly` features
// (eleventy/facts/wasm-vocabulary.js maps each instruction and type), so browser support follows
// the installed library instead of being written down by hand.
import wasmparser from "wasmparser";
import {
  TYPE,
  constantOperatorFeatures,
  operatorFeatures,
  operatorName,
  valueTypeFeatures,
} from "./wasm-vocabulary.js";
import { MEMORY64_FLAG, MEMORY_INDEX_FLAG, decodeError, memoryFlags } from "./wasm-parser-gaps.js";

const {
  BinaryReader,
  BinaryReaderState: S,
  SectionCode,
  ExternalKind,
  OperatorCodeNames,
} = /** @type {any} */ (wasmparser);

const PASSIVE = 1;
const DECLARATIVE = 2;

/**
 * @param {Uint8Array} bytes
 * @returns {{ features: string[], operators: Record<string, number> }} sorted feature keys, and
 *   how often each instruction beyond WebAssembly 1.0 occurs in the function bodies
 */
export function wasmUsage(bytes) {
  const found = new Set();
  /** @type {Record<string, number>} */
  const operators = {};
  const add = (/** @type {string[]} */ features) => features.forEach((f) => found.add(f));
  const addType = (/** @type {any} */ type) => add(valueTypeFeatures(type));
  /** @type {any[]} */
  const types = [];
  /** Each function's type index, imported functions first. */
  const functionTypes = [];
  let memories = 0;
  let tables = 0;

  const reader = new BinaryReader();
  // setData's length is an end position in the buffer: a view at an offset (a small file's Buffer
  // from fs lies in Node's shared pool) is copied to a buffer of its own, which starts at 0.
  const own = bytes.byteOffset === 0 ? bytes : new Uint8Array(bytes);
  reader.setData(own.buffer, 0, own.byteLength, true);
  for (;;) {
    const entryStart = reader.position;
    if (!reader.read()) throw new Error(`the module ends early, at byte ${reader.position}`);
    const { state, result } = reader;
    if (state === S.END_WASM) break;
    if (state === S.ERROR) throw decodeError(reader.error, entryStart);
    if (state === S.CODE_OPERATOR) operator(result);
    else if (state === S.BEGIN_FUNCTION_BODY)
      result.locals.forEach((/** @type {any} */ local) => addType(local.type));
    else if (state === S.BEGIN_SECTION) {
      if (result.id === SectionCode.Tag) found.add("exception-handling");
      if (result.id === SectionCode.DataCount) found.add("bulk-memory-operations");
    } else if (state === S.BEGIN_REC_GROUP) found.add("garbage-collection");
    else if (state === S.TYPE_SECTION_ENTRY) type(result);
    else if (state === S.IMPORT_SECTION_ENTRY) imported(result);
    else if (state === S.FUNCTION_SECTION_ENTRY) functionTypes.push(result.typeIndex);
    else if (state === S.EXPORT_SECTION_ENTRY && result.kind === ExternalKind.Function)
      crossesToJavaScript(result.index);
    else if (state === S.TABLE_SECTION_ENTRY) table(result);
    else if (state === S.MEMORY_SECTION_ENTRY) {
      if (memoryFlags(bytes, reader.position, result) & MEMORY64_FLAG) found.add("memory64");
      memory(result);
    } else if (state === S.BEGIN_GLOBAL_SECTION_ENTRY) addType(result.type.contentType);
    else if (state === S.INIT_EXPRESSION_OPERATOR || state === S.OFFSET_EXPRESSION_OPERATOR)
      add(constantOperatorFeatures(result.code));
    else if (state === S.BEGIN_ELEMENT_SECTION_ENTRY) {
      if (result.mode === PASSIVE) found.add("bulk-memory-operations");
      if (result.mode === DECLARATIVE || result.tableIndex > 0) found.add("reference-types");
    } else if (state === S.ELEMENT_SECTION_ENTRY_BODY) reference(result.elementType);
    else if (state === S.BEGIN_DATA_SECTION_ENTRY) {
      if (result.mode === PASSIVE) found.add("bulk-memory-operations");
      if (result.memoryIndex > 0) found.add("multiMemory");
    }
  }
  if (memories > 1) found.add("multiMemory");
  if (tables > 1) found.add("reference-types");
  return { features: [...found].sort(), operators };

  function operator(/** @type {any} */ instruction) {
    const features = operatorFeatures(instruction.code);
    if (features.length > 0) {
      const name = OperatorCodeNames[instruction.code];
      operators[name] = (operators[name] ?? 0) + 1;
      add(features);
    }
    if (instruction.blockType) addType(instruction.blockType);
    if (instruction.selectType) addType(instruction.selectType);
    if (instruction.memoryAddress && instruction.memoryAddress.flags & MEMORY_INDEX_FLAG)
      throw new Error(`${operatorName(instruction.code)} names a memory: multiple memories`);
  }
  function type(/** @type {any} */ entry) {
    types.push(entry);
    if (entry.form !== TYPE.func) found.add("garbage-collection");
    [...(entry.params ?? []), ...(entry.returns ?? []), ...(entry.fields ?? [])].forEach(addType);
    if (entry.elementType) addType(entry.elementType);
    if (entry.returns?.length > 1) found.add("multi-value");
  }
  function imported(/** @type {any} */ entry) {
    if (entry.kind === ExternalKind.Function) {
      functionTypes.push(entry.funcTypeIndex);
      crossesToJavaScript(functionTypes.length - 1);
    }
    if (entry.kind === ExternalKind.Memory) memory(entry.type);
    if (entry.kind === ExternalKind.Table) table(entry.type);
    if (entry.kind === ExternalKind.Global) addType(entry.type.contentType);
    if (entry.kind === ExternalKind.Tag) found.add("exception-handling");
  }
  function memory(/** @type {any} */ memoryType) {
    memories += 1;
    if (memoryType.shared) found.add("threads-and-atomics");
  }
  function table(/** @type {any} */ tableType) {
    tables += 1;
    reference(tableType.elementType);
  }
  /** A table or segment of funcref is version 1.0; other element types need their proposal. */
  function reference(/** @type {any} */ elementType) {
    if (elementType.code !== TYPE.funcref) addType(elementType);
  }
  /** JavaScript passes an i64 to or from WebAssembly as a BigInt. */
  function crossesToJavaScript(/** @type {number} */ functionIndex) {
    const signature = types[functionTypes[functionIndex]];
    const values = [...(signature?.params ?? []), ...(signature?.returns ?? [])];
    if (values.some((value) => value.code === TYPE.i64)) found.add("BigInt-to-i64-integration");
  }
}

/** @param {Uint8Array} bytes @returns {string[]} sorted feature keys, e.g. ["tail-calls"] */
export const wasmFeatures = (bytes) => wasmUsage(bytes).features;
