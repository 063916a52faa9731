// The search dialog's result area: status line (polite live region), a "did you mean" when nothing
// was found, and results grouped by page.
import type { SearchState } from "./use-search-answer";
import { Suspense, lazy } from "react";

// Needed only when a search finds nothing: loaded then, not with the search box.
const SearchFeedback = lazy(() =>
  import("./SearchFeedback").then(({ SearchFeedback }) => ({ default: SearchFeedback })),
);

type Props = {
  state: SearchState;
  onChoose: () => void;
  onSuggestion: (query: string) => void;
  /** The site's repository: a search that finds nothing offers to tell it what was looked for. */
  feedbackRepo?: string;
};

function statusText(state: SearchState): string {
  if (state.status === "loading") return "Searching…";
  if (state.status === "error") return `Search is unavailable: ${state.message}`;
  const where = state.status === "done" && state.scope ? ` in ${state.scope}` : "";
  if (state.status === "done" && state.results.length === 0)
    return `No results for "${state.query}"${where}`;
  if (state.status === "done")
    return `${state.results.length} ${state.results.length === 1 ? "result matches" : "results match"} "${state.query}"${where}`;
  return "Type to search the docs, the API reference and the changelog.";
}

/** Results grouped by page; excerpts come from our own index with matches wrapped in <mark>. */
export function SearchResults({ state, onChoose, onSuggestion, feedbackRepo }: Props) {
  return (
    <div className="search__body">
      <p className="search__status" role="status">
        {statusText(state)}
        {state.status === "done" && state.suggestion && (
          <>
            {". Did you mean "}
            <button
              type="button"
              className="search__suggestion"
              onClick={() => onSuggestion(state.suggestion!)}
            >
              {state.suggestion}
            </button>
            ?
          </>
        )}
      </p>
      {state.status === "done" && state.results.length === 0 && feedbackRepo && (
        <Suspense fallback={null}>
          <SearchFeedback key={state.query} query={state.query} repoUrl={feedbackRepo} />
        </Suspense>
      )}
      {state.status === "done" && state.results.length > 0 && (
        <ul className="search__results">
          {state.results.map((page) => (
            <li key={page.url} className="search__page">
              <a className="search__page-link" href={page.url} onClick={onChoose}>
                <span className="search__page-title">{page.title}</span>
                {page.badge && <span className="search__field">{page.badge}</span>}
                {page.excerpt && (
                  <span
                    className="search__excerpt"
                    dangerouslySetInnerHTML={{ __html: page.excerpt }}
                  />
                )}
              </a>
              {page.subResults.length > 0 && (
                <ul className="search__subs">
                  {page.subResults.map((sub) => (
                    <li key={sub.url}>
                      <a className="search__sub-link" href={sub.url} onClick={onChoose}>
                        <span className="search__sub-title">{sub.title}</span>
                        <span
                          className="search__excerpt"
                          dangerouslySetInnerHTML={{ __html: sub.excerpt }}
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
