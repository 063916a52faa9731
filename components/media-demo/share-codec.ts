// Bytes of a shared result to and from the text after the fragment prefix: JSON compressed with
// the browser's own deflate-raw (CompressionStream, off the main thread), then base64url so the
// text needs no escaping in a URL. Decoding treats the text as hostile: every step can fail and
// says which, and inflating stops at a cap so a small fragment cannot become a huge allocation.

/** The most a fragment may inflate to; a real result of a link-sized fragment is far smaller. */
export const MAX_INFLATED_BYTES = 2 * 1024 * 1024;

export type DecodeFailure = "encoding" | "compression" | "too-large" | "json";
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

/** The value `text` encodes, or which step refused it. */
export async function decodeValue(text: string): Promise<Decoded> {
  const bytes = fromBase64Url(text);
  if (!bytes) return { ok: false, failure: "encoding" };
  let inflated: Uint8Array;
  try {
    inflated = await readAll(
      through(bytes, new DecompressionStream("deflate-raw")),
      MAX_INFLATED_BYTES,
    );
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
