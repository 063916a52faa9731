// Cover art of a result, as an image source: the General track's `Cover_Data` (base64, present
// when the analysis ran with `coverData`) as a data: URL, which the site's policy allows for images.
/** Image types by the base64 of their first bytes (the file's own signature). */
const SIGNATURES: [string, string][] = [
  ["/9j/", "image/jpeg"],
  ["iVBORw0KGgo", "image/png"],
  ["R0lGOD", "image/gif"],
  ["UklGR", "image/webp"],
];
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A data: URL of the first cover in `data`, or null when it is not an image we know. */
export function coverSource(data: unknown): string | null {
  if (typeof data !== "string") return null;
  // Several covers are listed one after the other, separated by " / ".
  const first = data.split(" / ")[0].trim();
  if (!BASE64.test(first)) return null;
  const type = SIGNATURES.find(([start]) => first.startsWith(start))?.[1];
  return type ? `data:${type};base64,${first}` : null;
}
