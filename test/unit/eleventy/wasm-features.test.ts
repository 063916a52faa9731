// The WebAssembly features a module needs, found by decoding all of it (browser support follows the
// installed library): the real modules of mediainfo.js 0.3.6 and 0.3.8, and small modules built here byte by
// byte, each checked by the engine where Node.js 20 can compile it.
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { wasmFeatures, wasmUsage } from "../../../eleventy/facts/wasm-features.js";
import { operatorFeatures } from "../../../eleventy/facts/wasm-vocabulary.js";
import { releaseWasm } from "./release-package.ts";

const HEADER = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
const section = (id: number, payload: number[]) => [id, payload.length, ...payload];
/** A module with these sections, in order. */
const moduleOf = (...sections: number[][]) => new Uint8Array([...HEADER, ...sections.flat()]);
/** A module with one section: id, then the payload's length, then the payload. */
const moduleWith = (id: number, payload: number[]) => moduleOf(section(id, payload));
/** A type section holding one function type whose parameters are these one-byte types. */
const funcType = (...params: number[]) => moduleWith(1, [1, 0x60, params.length, ...params, 0]);
/**
 * Functions of type `() -> ()`, one per body (each body is its instructions, without locals or
 * the final `end`).
 */
const functions = (...bodies: number[][]) =>
  moduleOf(
    section(1, [1, 0x60, 0, 0]),
    section(3, [bodies.length, ...bodies.map(() => 0)]),
    section(10, [bodies.length, ...bodies.flatMap((body) => [body.length + 2, 0, ...body, 0x0b])]),
  );

const INSTALLED = fs.readFileSync("node_modules/mediainfo.js/dist/MediaInfoModule.wasm");

test("a return_call in a function body needs tail calls, and is counted", () => {
  const bytes = functions([0x12, 0x01], []); // return_call 1
  assert.ok(WebAssembly.validate(bytes), "the engine accepts the module");
  assert.equal(wasmUsage(bytes), { features: ["tail-calls"], operators: { return_call: 1 } });
});

test("a module of WebAssembly 1.0 instructions and types needs nothing more", () => {
  // i32.const 1, i32.const 2, i32.add, drop; then a call, a block and a load from memory 0
  const body = [0x41, 0x01, 0x41, 0x02, 0x6a, 0x1a, 0x10, 0x00, 0x02, 0x40, 0x0b];
  const bytes = functions(body);
  assert.ok(WebAssembly.validate(bytes));
  assert.equal(wasmUsage(bytes), { features: [], operators: {} });
  assert.equal(wasmFeatures(funcType(0x7f, 0x7c)), []);
});

test("instructions of other proposals are found in function bodies", () => {
  for (const [body, feature] of [
    [[0x41, 0x01, 0xc0, 0x1a], "sign-extension-operations"], // i32.extend8_s
    [[0xd2, 0x00, 0x1a], "reference-types"], // ref.func 0
    [[0x43, 0, 0, 0, 0, 0xfc, 0x00, 0x1a], "non-trapping-float-to-int-conversions"],
  ] as const) {
    const bytes = functions([...body]);
    assert.equal(wasmFeatures(bytes), [feature], feature);
  }
});

test("constant arithmetic, shared and 64-bit memories are found outside function bodies", () => {
  // a global i32 initialised to 1 + 2
  const global = [1, 0x7f, 0x00, 0x41, 0x01, 0x41, 0x02, 0x6a, 0x0b];
  assert.equal(wasmFeatures(moduleWith(6, global)), ["extended-constant-expressions"]);
  assert.equal(wasmFeatures(moduleWith(5, [1, 0x03, 1, 1])), ["threads-and-atomics"]);
  assert.equal(wasmFeatures(moduleWith(5, [1, 0x04, 1])), ["memory64"]);
  assert.equal(wasmFeatures(moduleWith(5, [2, 0x00, 1, 0x00, 1])), ["multiMemory"]);
});

test("an instruction the mapping does not know fails the build, named", () => {
  // `let` (0x17), from an abandoned proposal: wasmparser names it, nothing maps it
  const bytes = functions([0x17, 0x40, 0x00, 0x0b]);
  assert.throws(() => wasmFeatures(bytes), /unknown WebAssembly instruction let \(0x17\) at byte/);
  assert.throws(() => operatorFeatures(0x17), /unknown WebAssembly instruction let \(0x17\)/);
  // A string instruction (0xfb 0x80 0x01): neither wasmparser nor the mapping knows it
  assert.throws(() => wasmFeatures(functions([0xfb, 0x80, 0x01])), /instruction .*\(0xfb80\)/);
});

test("a v128 parameter needs SIMD, an externref reference types", () => {
  for (const [code, feature] of [
    [0x7b, "fixed-width-SIMD"],
    [0x6f, "reference-types"],
  ] as const) {
    const bytes = funcType(code);
    assert.ok(WebAssembly.validate(bytes), feature);
    assert.equal(wasmFeatures(bytes), [feature]);
  }
});

test("(ref null $t) needs typed function references; struct types and rec groups need GC", () => {
  assert.equal(wasmFeatures(moduleWith(1, [1, 0x60, 1, 0x63, 0x00, 0])), [
    "typedFunctionReferences",
  ]);
  assert.equal(wasmFeatures(moduleWith(1, [1, 0x5f, 1, 0x7f, 1])), ["garbage-collection"]);
  assert.equal(wasmFeatures(moduleWith(1, [1, 0x4e, 1, 0x60, 0, 0])), ["garbage-collection"]);
});

test("a tag section needs exception handling; other bytes are refused", () => {
  assert.equal(wasmFeatures(moduleWith(13, [1, 0, 0])), ["exception-handling"]);
  assert.throws(() => wasmFeatures(new Uint8Array([1, 2, 3, 4, 1, 0, 0, 0])), /Bad magic/);
  assert.throws(() => wasmFeatures(funcType(0x42)), /type/);
  assert.throws(() => wasmFeatures(INSTALLED.subarray(0, 100_000)), /ends early/);
});

test("mediainfo.js 0.3.6 makes tail calls and needs typed function references", () => {
  const { features, operators } = wasmUsage(releaseWasm("0.3.6"));
  assert.ok(features.includes("tail-calls"), features.join(", "));
  assert.ok(features.includes("typedFunctionReferences"), features.join(", "));
  assert.ok(operators.return_call > 0, `return_call ${operators.return_call}`);
  assert.ok(operators.call_ref > 0, `call_ref ${operators.call_ref}`);
});

test("a module in a view at an offset (a small file read into Node's buffer pool) decodes whole", () => {
  const module = moduleWith(13, [1, 0, 0]);
  const shared = new Uint8Array(64 + module.length);
  shared.set(module, 64);
  assert.equal(wasmFeatures(shared.subarray(64)), ["exception-handling"]);
});

test("mediainfo.js 0.3.8 makes no tail calls and needs no typed function references", () => {
  const wasm = releaseWasm("0.3.8");
  const { features, operators } = wasmUsage(wasm);
  assert.equal(features, [
    "BigInt-to-i64-integration",
    "bulk-memory-operations",
    "non-trapping-float-to-int-conversions",
    "reference-types",
    "sign-extension-operations",
  ]);
  for (const name of ["return_call", "return_call_indirect", "call_ref", "return_call_ref"])
    assert.not.ok(operators[name], `${name} ${operators[name]}`);
  // Every one of those features is older than Node.js 20's engine, which therefore compiles it.
  assert.ok(WebAssembly.validate(wasm), `Node.js ${process.version} compiles it`);
});

test.run();
