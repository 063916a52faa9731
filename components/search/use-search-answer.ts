// The answer to the search box's query within a scope, searched as typed: a newer query or scope
// drops the answer of the one before it.
import { useEffect, useState } from "react";
import type { PageResult, Scope } from "./results";

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
      .then(({ search }) => search(indexUrl, text, scope))
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
