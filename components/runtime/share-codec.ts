// A shared value (the demo's result, the playground's code) to and from the text after a fragment
// prefix: JSON compressed with the browser's own deflate-raw (CompressionStream, off the main
// thread), then base64url so the text needs no escaping in a URL. Decoding treats the text as hostile: every step can fail and
// says which, a fragment too long to hold a result within the cap is refused before it is
// decoded, and inflating is fed in small slices and stops at the cap, so a small fragment cannot
// become a huge allocation or a long freeze (a zip bomb).

/** The most a fragment may inflate to; a real result of a link-sized fragment is far smaller. */
export const MAX_INFLATED_BYTES = 2 * 1024 * 1024;

/**
 * The longest fragment decoded at all. zlib, which makes the browsers' deflate, never writes more
 * than its `deflateBound` (the input, plus 1/4096 and 1/16384 of it, plus 13 bytes: its stored
 * blocks' headers for data that does not compress), so whatever inflates to at most
 * MAX_INFLATED_BYTES deflates to at most that, and base64url makes 4 characters of every 3 bytes.
 * A longer fragment cannot carry a result within the cap; it is about 350 times the longest link
 * the demo offers (shared-payload.ts), so no link the demo made is near it.
 */
export const MAX_FRAGMENT_LENGTH = Math.ceil(
  ((MAX_INFLATED_BYTES + MAX_INFLATED_BYTES / 4096 + MAX_INFLATED_BYTES / 16384 + 13) * 4) / 3,
);

/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most about 1 032 times,
 * so one slice inflates to about 1 MB before the cap is checked again; a fragment holding a
 * gigabyte of spaces stops after a few slices instead of inflating whole.
 */
const SLICE_BYTES = 1024;

export type DecodeFailure = "encoding" | "too-long" | "compression" | "too-large" | "json";
export type Decoded = { ok: true; value: unknown } | { ok: false; failure: DecodeFailure };

async function readAll(
  stream: ReadableStream<Uint8Array>,
  cap: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > cap) {
      await reader.cancel();
      throw new RangeError("inflated past the cap");
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

const through = (
  bytes: Uint8Array<ArrayBuffer>,
  transform: CompressionStream | DecompressionStream,
) => new Blob([bytes]).stream().pipeThrough(transform as TransformStream<Uint8Array, Uint8Array>);

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of base64url `text`, or null when it is not base64url. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** `value` as JSON, deflated and base64url-encoded. */
export async function encodeValue(value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const deflated = await readAll(through(json, new CompressionStream("deflate-raw")), Infinity);
  return toBase64Url(deflated);
}

/**
 * `bytes` inflated, fed to the inflater slice by slice: a slice is written only once the inflated
 * output before it has been read (the stream's backpressure), so reading stops the inflating.
 */
function inflateSlices(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array> {
  const inflater = new DecompressionStream("deflate-raw");
  const writer = inflater.writable.getWriter();
  (async () => {
    for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
      await writer.ready;
      await writer.write(bytes.subarray(at, at + SLICE_BYTES));
    }
    await writer.close();
  })().catch(() => {
    // A broken or cancelled stream: the reader sees the error, or has stopped reading.
  });
  return inflater.readable as ReadableStream<Uint8Array>;
}

/** The value `text` encodes, or which step refused it. */
export async function decodeValue(text: string): Promise<Decoded> {
  if (text.length > MAX_FRAGMENT_LENGTH) return { ok: false, failure: "too-long" };
  const bytes = fromBase64Url(text);
  if (!bytes) return { ok: false, failure: "encoding" };
  let inflated: Uint8Array;
  try {
    inflated = await readAll(inflateSlices(bytes), MAX_INFLATED_BYTES);
  } catch (error) {
    return { ok: false, failure: error instanceof RangeError ? "too-large" : "compression" };
  }
  try {
    return {
      ok: true,
      value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(inflated)),
    };
  } catch {
    return { ok: false, failure: "json" };
  }
}
