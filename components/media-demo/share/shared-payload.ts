// A shared result as it travels in a link: which file (name and size), the mediainfo.js release
// that analysed it (left out for a result saved before releases were recorded), whether `full`
// was on, the fields the sender left out, and the result itself.
// Reading one applies the checks stored results get, so a hand-edited link shows a message
// instead of anything unchecked.
import { isEntry } from "../results/persistence";
import { isVersion } from "../engine/releases";
import type { AnalysisResult, ResultEntry } from "../results/result-shape";
import { boundsText } from "./bounds-words";
import { boundsProblem } from "./result-bounds";
import { decodeValue, encodeValue, type DecodeFailure } from "./share-codec";
import { SHARE_PREFIX } from "./share-link";

/** Bumped when the payload changes shape, so an old link is refused with a clear message. */
const PAYLOAD_FORMAT = 1;

export type SharedPayload = {
  format: typeof PAYLOAD_FORMAT;
  name: string;
  size: number;
  /** The release that made the result. */
  version?: string;
  full: boolean;
  /** Names of the fields left out before the link was made. */
  omitted: string[];
  result: AnalysisResult;
};

/**
 * The longest link offered: 8 000 characters, the length HTTP's semantics (RFC 9110) asks every
 * piece of software handling URIs to support. Browsers take far more (Chromium 2 MB, Firefox
 * 1 MB), so the limit is set by what people paste links into: mail, Slack (40 000 characters a
 * message), Teams and issue trackers keep 8 000 whole, where a cut link cannot be decoded at all.
 * Chats with shorter messages (Discord 2 000, Telegram 4 096) take the small results; the dialog
 * says each link's length. Every corpus file's result makes a link under 4 000, `full` included.
 */
export const MAX_LINK_LENGTH = 8000;

export type ReadFailure = DecodeFailure | "shape" | "bounds";

export const READ_FAILURES: Record<ReadFailure, string> = {
  encoding: "the text after “#shared=” is not valid base64url",
  "too-long": "it is far longer than any link this demo makes",
  compression: "its data is not valid compressed data",
  "too-large": "its data unpacks to more than a result can be",
  json: "its data is not valid JSON",
  shape: "its data is not a result this demo can show",
  bounds: "its result is larger than any MediaInfo result",
};

const isNameList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 500 && value.every((item) => typeof item === "string");

/** `value` as a payload when it has every part with the right type, else null. */
export function checkPayload(value: unknown): SharedPayload | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const payload = value as Record<string, unknown>;
  if (payload.format !== PAYLOAD_FORMAT) return null;
  if (payload.version !== undefined && !isVersion(payload.version)) return null;
  if (!isNameList(payload.omitted) || typeof payload.name !== "string") return null;
  if (payload.name.length > 1000 || typeof payload.full !== "boolean") return null;
  // The same test a stored entry passes before the demo shows it as a finished result.
  const asEntry = { ...entryOf(payload as SharedPayload), id: "shared" };
  return isEntry(asEntry) ? (payload as SharedPayload) : null;
}

/** The result-list entry for a shared result, for keeping it beside the reader's own. */
export function entryOf(payload: SharedPayload, at = 0): Omit<ResultEntry, "id"> {
  const { name, size, full, result, version } = payload;
  const entry: Omit<ResultEntry, "id"> = {
    name,
    size,
    full,
    result,
    status: "done",
    ms: 0,
    at,
    collapsed: false,
  };
  if (version) entry.release = version;
  return entry;
}

/** Whether `entry` is `payload`'s result of the same file, kept before (or analysed alike). */
export function isSameResult(entry: ResultEntry, payload: SharedPayload): boolean {
  return (
    entry.status === "done" &&
    entry.name === payload.name &&
    entry.size === payload.size &&
    entry.full === payload.full &&
    entry.release === payload.version &&
    JSON.stringify(entry.result) === JSON.stringify(payload.result)
  );
}

/** The link to `page` (the demo's URL without fragment) that carries `payload`. */
export async function linkFor(page: string, payload: SharedPayload): Promise<string> {
  return `${page}${SHARE_PREFIX}${await encodeValue(payload)}`;
}

export type ReadOutcome =
  { ok: true; payload: SharedPayload } | { ok: false; failure: ReadFailure; detail?: string };

/** Why a link cannot be shown, in the words of the demo's alert. */
export const failureText = (outcome: { failure: ReadFailure; detail?: string }) =>
  READ_FAILURES[outcome.failure] + (outcome.detail ? ` (${outcome.detail})` : "");

/**
 * What chat apps and mail glue to the end of a pasted link: closing brackets and quotes, sentence
 * punctuation, and `=` (which base64url never needs). None of them is base64url, so trimming them
 * cannot change what a well-formed link carries.
 */
const TRAILING_PUNCTUATION = /(?:[)\]}>.,;:!?'"=]|%22|%3E)+$/i;

/** The payload of a fragment (`location.hash`), or why it cannot be shown. */
export async function readFragment(hash: string): Promise<ReadOutcome> {
  const decoded = await decodeValue(
    hash.slice(SHARE_PREFIX.length).replace(TRAILING_PUNCTUATION, ""),
  );
  if (!decoded.ok) return decoded;
  // Measured before the checks below walk it: a forged result may be huge or deeply nested.
  const problem = boundsProblem((decoded.value as { result?: unknown } | null)?.result);
  if (problem) return { ok: false, failure: "bounds", detail: boundsText(problem) };
  const payload = checkPayload(decoded.value);
  return payload ? { ok: true, payload } : { ok: false, failure: "shape" };
}
