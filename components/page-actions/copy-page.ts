// "Copy page": puts the page's Markdown twin on the clipboard. The ClipboardItem gets a promise of
// the text, so the write starts inside the click (browsers that drop user activation while a fetch
// runs still allow it); where the Clipboard API is missing or refused, the caller shows the text.

export type CopyOutcome =
  { kind: "copied" } | { kind: "manual"; text: string } | { kind: "failed"; message: string };

/** Fetches the twin's text; a failed response is an error naming its status. */
export async function fetchTwin(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the server answered ${response.status} for ${url}`);
  return response.text();
}

/** Copies the twin at `url`; must be called from the click handler itself. */
export async function copyPage(
  url: string,
  load: (url: string) => Promise<string> = fetchTwin,
): Promise<CopyOutcome> {
  const text = load(url);
  text.catch(() => {}); // awaited below; keeps an early failure from being reported as unhandled
  try {
    if (typeof ClipboardItem === "undefined" || !navigator.clipboard?.write)
      throw new Error("no Clipboard API");
    const blob = text.then((value) => new Blob([value], { type: "text/plain" }));
    await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
    return { kind: "copied" };
  } catch {
    // Refused or missing clipboard: show the text to copy by hand, unless the text itself failed.
    try {
      return { kind: "manual", text: await text };
    } catch (error) {
      return {
        kind: "failed",
        message: `Could not load this page as Markdown: ${error instanceof Error ? error.message : String(error)}.`,
      };
    }
  }
}
