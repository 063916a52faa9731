// The playground's shared links: the example's id and the edited code in the fragment
// (`#code=…`, never sent to a server), through the site's fragment codec, which refuses an
// oversized or malformed fragment before and while decoding, as the demo's links do. What it
// decodes is then checked like any input: a known example, code as text within a size cap.
import { decodeValue, encodeValue, type DecodeFailure } from "../runtime/share-codec";
import type { PlaygroundExample } from "./examples";
import { SHARED_CODE_PREFIX } from "./names.js";

export const CODE_PREFIX = SHARED_CODE_PREFIX;
/** The longest code a link may carry: the docs' longest example is about 1 KB. */
export const MAX_SHARED_CODE = 64 * 1024;

export type Shared = { example: PlaygroundExample; code: string };
export type SharedFailure = DecodeFailure | "shape" | "example" | "code-too-long";

/** The fragment that reopens `code` as an edit of `example`. */
export async function sharedFragment(example: PlaygroundExample, code: string): Promise<string> {
  return CODE_PREFIX + (await encodeValue({ example: example.id, code }));
}

/** The example and code a `#code=` fragment carries, or why it cannot be opened. */
export async function readShared(
  fragment: string,
  examples: PlaygroundExample[],
): Promise<{ ok: true; shared: Shared } | { ok: false; failure: SharedFailure }> {
  const decoded = await decodeValue(fragment.slice(CODE_PREFIX.length));
  if (!decoded.ok) return decoded;
  const value = decoded.value as { example?: unknown; code?: unknown } | null;
  if (!value || typeof value !== "object" || typeof value.code !== "string")
    return { ok: false, failure: "shape" };
  if (value.code.length > MAX_SHARED_CODE) return { ok: false, failure: "code-too-long" };
  const example = examples.find((item) => item.id === value.example);
  if (!example) return { ok: false, failure: "example" };
  return { ok: true, shared: { example, code: value.code } };
}

/** What the reader is told when a link cannot be opened. */
export const SHARED_FAILURES: Record<SharedFailure, string> = {
  encoding: "its code is not in the form links use",
  "too-long": "it is far longer than any link the playground makes",
  compression: "its code is damaged",
  "too-large": "it unpacks to more than a link may hold",
  json: "its code is damaged",
  shape: "it holds no code",
  example: "it names an example this site does not have",
  "code-too-long": `its code is longer than ${MAX_SHARED_CODE / 1024} KB`,
};
