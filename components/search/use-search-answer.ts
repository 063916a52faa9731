// The answer to the search box's query within a scope, searched as typed: a newer query or scope
// drops the answer of the one before it.
import { useEffect, useState } from "react";
import type { PageResult, Scope } from "./results";
import type { Release } from "./pagefind";
import { RELEASE_ATTRIBUTE, RELEASE_PREFIX_ATTRIBUTE } from "../../contract/index.js";

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | {
      status: "done";
      query: string;
      scope: Scope;
      results: PageResult[];
      suggestion: string | null;
    }
  | { status: "error"; message: string };

/** Offline, a failed search is the index (or the part this query needs) not saved on the device. */
export const OFFLINE_INDEX_MESSAGE =
  "the search index is not available offline (only words searched before going offline are saved)";

/** The search engine (Pagefind plus our ranking), its own chunk, loaded when first used. */
export const engine = () => import("./pagefind");

/**
 * The release of the page being read, from the root element's attributes: the search box lives in
 * the navbar, which the client router keeps across pages, while the root follows every swap.
 */
function currentRelease(): Release | undefined {
  const root = document.documentElement;
  const version = root.getAttribute(RELEASE_ATTRIBUTE);
  return version
    ? { version, prefix: root.getAttribute(RELEASE_PREFIX_ATTRIBUTE) ?? "" }
    : undefined;
}

/** The state of the search for `query` in `scope`: idle when empty, then loading, done or error. */
export function useSearchAnswer(indexUrl: string, query: string, scope: Scope): SearchState {
  const [state, setState] = useState<SearchState>({ status: "idle" });
  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setState({ status: "idle" });
      return;
    }
    let isCurrent = true;
    setState((previous) =>
      previous.status === "done" ? previous : { status: "loading", query: text },
    );
    engine()
      .then(({ search }) => search(indexUrl, text, scope, undefined, currentRelease()))
      .then((answer) => {
        if (isCurrent && answer) setState({ status: "done", query: text, scope, ...answer });
      })
      .catch((error: unknown) => {
        console.error("Search failed:", error);
        if (isCurrent)
          setState({
            status: "error",
            message: navigator.onLine
              ? error instanceof Error
                ? error.message
                : String(error)
              : OFFLINE_INDEX_MESSAGE,
          });
      });
    return () => {
      isCurrent = false;
    };
  }, [query, scope, indexUrl]);

  return state;
}
