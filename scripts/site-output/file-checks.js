// What a single built file must be to be whole: scripts parse, JSON parses, WebAssembly validates,
// gzip streams end where they should, documents close their root element, and a file named by
// its content's hash still has that content. Each check returns a problem (naming nothing but the
// fault: the caller adds the file) or null.
import crypto from "node:crypto";
import zlib from "node:zlib";
import * as acorn from "acorn";
import wasmparser from "wasmparser";

/** @typedef {(bytes: Buffer) => string | null} FileCheck */

/** The decoder's states; the package declares them as a const enum, which plain JavaScript cannot import. */
const { BinaryReaderState } =
  /** @type {{ BinaryReaderState: Record<"END_WASM" | "ERROR", number> }} */ (
    /** @type {unknown} */ (wasmparser)
  );

/** Parses as an ES module, or else as a classic script (Pagefind's UI bundles are classic scripts). */
export function javascriptProblem(/** @type {Buffer} */ bytes) {
  const source = bytes.toString("utf8");
  try {
    acorn.parse(source, { ecmaVersion: "latest", sourceType: "module" });
    return null;
  } catch (moduleError) {
    try {
      acorn.parse(source, { ecmaVersion: "latest", sourceType: "script" });
      return null;
    } catch {
      return `does not parse as JavaScript (${/** @type {Error} */ (moduleError).message})`;
    }
  }
}

export function jsonProblem(/** @type {Buffer} */ bytes) {
  try {
    JSON.parse(bytes.toString("utf8"));
    return null;
  } catch (error) {
    return `is not valid JSON (${/** @type {Error} */ (error).message})`;
  }
}

/**
 * Decodes every section and every instruction of a module with a WebAssembly parser; returns the
 * parser's error, or null when the decoder reached the module's end exactly.
 * @param {Uint8Array} bytes
 */
export function wasmDecodeProblem(bytes) {
  const reader = new wasmparser.BinaryReader();
  reader.setData(
    /** @type {ArrayBuffer} */ (bytes.buffer),
    bytes.byteOffset,
    bytes.byteLength,
    true,
  );
  try {
    while (reader.read()) {
      if (reader.state === BinaryReaderState.END_WASM)
        return reader.hasMoreBytes() ? "has bytes after the module's end" : null;
      if (reader.state === BinaryReaderState.ERROR)
        return `cannot be decoded (${/** @type {Error} */ (/** @type {unknown} */ (reader.result))?.message ?? "error"})`;
    }
  } catch (error) {
    return `cannot be decoded (${/** @type {Error} */ (error).message})`;
  }
  return `ends early: decoding stopped at byte ${reader.position} of ${bytes.byteLength}`;
}

/**
 * Whether this Node.js validates modules with typed function references (final encoding): Node 20's
 * engine predates it, so it cannot validate mediainfo.js 0.3.6's module; Node 22's can.
 */
const TYPED_FUNCTION_REFERENCES = WebAssembly.validate(
  // A module with one function type whose parameter is `(ref null func)`, encoded 0x63 0x70.
  new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 5, 1, 0x60, 1, 0x63, 0x70, 0]),
);

/**
 * `WebAssembly.validate` where this engine can; where it lacks a proposal the module uses, the
 * whole module is decoded instead (truncation and corruption still fail), and `npm test`
 * validates it again under Node.js 22 (test/site/build-output.test.ts).
 */
export function wasmProblem(/** @type {Uint8Array} */ bytes) {
  if (WebAssembly.validate(/** @type {BufferSource} */ (bytes))) return null;
  const decodeProblem = wasmDecodeProblem(bytes);
  if (decodeProblem) return `is not valid WebAssembly: it ${decodeProblem}`;
  return TYPED_FUNCTION_REFERENCES ? "decodes but does not validate as WebAssembly" : null;
}

/** A gzip stream that inflates to its end (Pagefind's index, fragment, filter and meta chunks). */
export function gzipProblem(/** @type {Buffer} */ bytes) {
  try {
    zlib.gunzipSync(bytes);
    return null;
  } catch (error) {
    return `is not a complete gzip stream (${/** @type {Error} */ (error).message})`;
  }
}

/** Pagefind's signature before the content of each file it compresses. */
const PAGEFIND_SIGNATURE = Buffer.from("pagefind_dcd");

/** Pagefind's `wasm.<language>.pagefind`: its signature and WebAssembly, gzip-compressed. */
export function gzippedWasmProblem(/** @type {Buffer} */ bytes) {
  const gzip = gzipProblem(bytes);
  if (gzip) return gzip;
  const inflated = zlib.gunzipSync(bytes);
  const start = inflated.subarray(0, PAGEFIND_SIGNATURE.length).equals(PAGEFIND_SIGNATURE)
    ? PAGEFIND_SIGNATURE.length
    : 0;
  return wasmProblem(inflated.subarray(start));
}

/** An HTML or XML document ends by closing its root element; a cut-off file does not. */
export function closedDocumentProblem(/** @type {Buffer} */ bytes) {
  const text = bytes.toString("utf8");
  const root = text.match(/<([a-zA-Z][\w:-]*)/)?.[1]; // the first element: prologs and doctypes start with ? or !
  if (!root) return "has no root element";
  return text.trimEnd().toLowerCase().endsWith(`</${root.toLowerCase()}>`)
    ? null
    : `does not end with </${root}>: the file is cut off`;
}

/** Our hashed names (`site.1b4825739b.css`) carry the first 10 hex digits of the content's SHA-256. */
export const CONTENT_HASH_NAME = /\.([0-9a-f]{10})\.[a-z0-9]+$/;

/** @param {string} name @param {Buffer} bytes */
export function contentHashProblem(name, bytes) {
  const named = name.match(CONTENT_HASH_NAME)?.[1];
  if (!named) return null;
  const actual = crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 10);
  return actual === named
    ? null
    : `content hash is ${actual}, the name says ${named}: the file changed after it was named`;
}

/** The check for each kind of file, by extension. @type {Partial<Record<string, FileCheck>>} */
export const CHECKS_BY_EXTENSION = Object.fromEntries(
  /** @type {[string, FileCheck][]} */ ([
    [".js .mjs", javascriptProblem],
    [".json", jsonProblem],
    [".wasm", wasmProblem],
    [".pagefind", gzippedWasmProblem],
    [".pf_meta .pf_index .pf_fragment .pf_filter", gzipProblem],
    [".html .xml .atom .svg", closedDocumentProblem],
  ]).flatMap(([extensions, check]) => extensions.split(" ").map((ext) => [ext, check])),
);
