// The WebAssembly features a module needs, read from its binary (browser support follows the
// installed library): the real mediainfo.js 0.3.6 module, and small modules built here byte
// by byte, each checked by the engine where Node.js 20 can compile it.
import fs from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { wasmFeatures } from "../../scripts/facts/wasm-features.js";

const HEADER = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
/** A module with one section: id, then the payload's length, then the payload. */
const moduleWith = (id: number, payload: number[]) =>
  new Uint8Array([...HEADER, id, payload.length, ...payload]);
/** A type section holding one function type whose parameters are these one-byte types. */
const funcType = (...params: number[]) => moduleWith(1, [1, 0x60, params.length, ...params, 0]);

test("mediainfo.js 0.3.6 needs typed function references", () => {
  assert.equal(
    wasmFeatures(fs.readFileSync("node_modules/mediainfo.js/dist/MediaInfoModule.wasm")),
    ["typedFunctionReferences"],
  );
});

test("a module of plain numbers needs nothing beyond WebAssembly 1.0", () => {
  const bytes = funcType(0x7f, 0x7c);
  assert.ok(WebAssembly.validate(bytes));
  assert.equal(wasmFeatures(bytes), []);
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
  assert.throws(() => wasmFeatures(new Uint8Array([1, 2, 3, 4])), /not a WebAssembly module/);
  assert.throws(() => wasmFeatures(funcType(0x42)), /unknown value type 0x42/);
});

test.run();
