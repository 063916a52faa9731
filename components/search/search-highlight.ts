// Marks the searched words on the page a search result opens, on a full load and
// after a client-side swap. Pagefind's highlight script is loaded only when the address asks for
// it, and styled by our stylesheet: its own <style> would break the page's CSP.

/** The query parameter search result links carry (Pagefind's `highlightParam`). */
export const HIGHLIGHT_PARAM = "highlight";
const HIGHLIGHT_SCRIPT = "/pagefind/pagefind-highlight.js";

/** Behaviour on a page's content: marks the words of `?highlight=` inside it. */
export function searchHighlight(content: HTMLElement): void {
  if (!new URLSearchParams(location.search).has(HIGHLIGHT_PARAM)) return;
  // A variable specifier keeps the bundler from including Pagefind's script.
  const specifier = HIGHLIGHT_SCRIPT;
  import(/* @vite-ignore */ specifier).then(
    ({ default: PagefindHighlight }) =>
      new PagefindHighlight({
        highlightParam: HIGHLIGHT_PARAM,
        addStyles: false,
        markContext: content,
      }),
    (error: unknown) => console.warn("Search highlighting is unavailable:", error),
  );
}
