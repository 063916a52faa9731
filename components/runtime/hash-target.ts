// The element a URL fragment points at, percent-decoded first; an undecodable one (`#%`, a cut-off
// UTF-8 sequence) points at nothing rather than throwing.

/** The element `hash` (with its `#`) names in `root`, or null when there is none or it is undecodable. */
export function hashTarget(
  hash: string,
  root: Pick<Document, "getElementById"> = document,
): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return root.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
