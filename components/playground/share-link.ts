// The playground's shared links: the example's id and its edited files in the fragment
// (`#code=…`, never sent to a server), through the site's fragment codec, which refuses an
// oversized or malformed fragment before and while decoding, as the demo's links do. What it
// decodes is then checked like any input: a known example, one text per file of it, within a cap.
import { decodeValue, encodeValue, type DecodeFailure } from "../runtime/share-codec";
import type { PlaygroundExample } from "./examples";
import { SHARED_CODE_PREFIX } from "./names.js";

export const CODE_PREFIX = SHARED_CODE_PREFIX;
/** The most code a link may carry, all files together: the docs' longest recipe is about 4 KB. */
export const MAX_SHARED_CODE = 64 * 1024;

/** The edited text of each of the example's files, in its order. */
export type Shared = { example: PlaygroundExample; files: string[] };
export type SharedFailure = DecodeFailure | "shape" | "example" | "files" | "code-too-long";

/** The fragment that reopens `files` (one text per file of `example`) as an edit of it. */
export async function sharedFragment(example: PlaygroundExample, files: string[]): Promise<string> {
  const texts = Object.fromEntries(example.files.map((file, index) => [file.name, files[index]]));
  return CODE_PREFIX + (await encodeValue({ example: example.id, files: texts }));
}

/**
 * The texts a link carries for `example`, in its files' order: `files` by name, or `code`, the
 * shape of the first links, which carried one module.
 */
function textsOf(value: Record<string, unknown>, example: PlaygroundExample): string[] | null {
  if (typeof value.code === "string") return example.files.length === 1 ? [value.code] : null;
  const files = value.files;
  if (!files || typeof files !== "object" || Array.isArray(files)) return null;
  const named = files as Record<string, unknown>;
  if (Object.keys(named).length !== example.files.length) return null;
  const texts = example.files.map((file) =>
    Object.hasOwn(named, file.name) ? named[file.name] : undefined,
  );
  return texts.every((text): text is string => typeof text === "string") ? texts : null;
}

/** The example and texts a `#code=` fragment carries, or why it cannot be opened. */
export async function readShared(
  fragment: string,
  examples: PlaygroundExample[],
): Promise<{ ok: true; shared: Shared } | { ok: false; failure: SharedFailure }> {
  const decoded = await decodeValue(fragment.slice(CODE_PREFIX.length));
  if (!decoded.ok) return decoded;
  const value = decoded.value as Record<string, unknown> | null;
  const holdsCode =
    typeof value?.code === "string" || (typeof value?.files === "object" && value.files !== null);
  if (!value || typeof value !== "object" || !holdsCode) return { ok: false, failure: "shape" };
  const example = examples.find((item) => item.id === value.example);
  if (!example) return { ok: false, failure: "example" };
  const files = textsOf(value, example);
  if (!files) return { ok: false, failure: "files" };
  if (files.reduce((total, text) => total + text.length, 0) > MAX_SHARED_CODE)
    return { ok: false, failure: "code-too-long" };
  return { ok: true, shared: { example, files } };
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
  files: "its files are not the files of the example it names",
  "code-too-long": `its code is longer than ${MAX_SHARED_CODE / 1024} KB`,
};
