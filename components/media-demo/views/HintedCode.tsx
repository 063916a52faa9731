// A snippet of the code panel with type hints: the build's highlighted code, its hinted names
// already buttons (components/media-demo/snippet-hints.ts). The demo page's content runs the
// type-hints behaviour (components/type-hints/behaviour.ts, site/_includes/layouts/page.njk; a
// site test checks the island sits under it), which listens on its host and so shows these
// popups too, loading the popups' code on the first hover or focus on one. Running it here as
// well would open a second popup. Until the hints arrive, or when they cannot be had, the plain
// code shows.
import { useEffect, useState, type RefObject } from "react";
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from "../../../contract/attributes.js";
import type { SnippetHintsAsset } from "./snippet-hints";

let loading: Promise<SnippetHintsAsset | null> | undefined;

/** The asset, fetched once per page; a failed fetch is tried again on the next opening. */
function loadHints(url: string): Promise<SnippetHintsAsset | null> {
  loading ??= fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<SnippetHintsAsset>) : null))
    .catch(() => null)
    .then((asset) => {
      if (!asset) loading = undefined;
      return asset;
    });
  return loading;
}

/** The asset's address rides in the demo island's props: read here, it costs nothing up front. */
function hintsUrl(element: Element | null): string | null {
  try {
    const host = element?.closest(`[${ISLAND_ATTRIBUTE}]`);
    const url = JSON.parse(host?.getAttribute(PROPS_ATTRIBUTE) ?? "{}").snippetHintsUrl;
    return typeof url === "string" ? url : null;
  } catch {
    return null;
  }
}

/** The snippets' hints once fetched, for the panel whose element `root` holds. */
export function useSnippetHints(root: RefObject<HTMLElement>): SnippetHintsAsset | null {
  const [asset, setAsset] = useState<SnippetHintsAsset | null>(null);
  useEffect(() => {
    const url = hintsUrl(root.current);
    if (!url) return;
    let current = true;
    void loadHints(url).then((loaded) => current && setAsset(loaded));
    return () => {
      current = false;
    };
  }, []);
  return asset;
}

/** Whether `html` shows exactly `text` (a guard: the code shown is always the code copied). */
function shows(html: string, text: string): boolean {
  const parsed = document.createElement("template");
  parsed.innerHTML = html;
  return parsed.content.querySelector("pre")?.textContent === text;
}

type Props = { text: string; hinted: { html: string; template: string } | null };

export function HintedCode({ text, hinted }: Props) {
  if (!hinted || !shows(hinted.html, text)) return <pre tabIndex={0}>{text}</pre>;
  // The markup is this site's own build output (its hashed asset), never user data, and holds
  // no script or style attribute: setting it as HTML keeps the strict CSP whole.
  const markup = hinted.html + hinted.template;
  return <div className="media-demo__hinted" dangerouslySetInnerHTML={{ __html: markup }} />;
}
