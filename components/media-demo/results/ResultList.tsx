// The results area: heading, a filter box across every track, Clear all, and the entries newest first.
import { useState } from "react";
import type { OutputFormat } from "../engine/queue";
import type { ResultEntry } from "./result-shape";
import { CompareLauncher } from "../compare/CompareLauncher";
import { FieldHelp, useFieldDescriptions } from "./field-help";
import { ResultItem } from "./ResultItem";
import type { Outputs } from "../views/view-props";

type Props = {
  entries: ResultEntry[];
  /** The field descriptions asset, fetched once results show. */
  fieldsUrl?: string;
  outputs: Record<string, Outputs>;
  hasFile: (id: string) => boolean;
  /** The file analysed for entry `id`, while the page has it. */
  fileOf: (id: string) => File | undefined;
  /** The library's repository, where reports go. */
  repoUrl?: string;
  onRemove: (id: string) => void;
  onClearAll: () => void;
  onRetry: (entry: ResultEntry) => void;
  onCopy: (entry: ResultEntry) => void;
  onReanalyse: (entry: ResultEntry, format: OutputFormat) => void;
};

/** Nothing when there are no results; otherwise the list with its tools. */
export function ResultList({ entries, fieldsUrl, ...props }: Props) {
  if (entries.length === 0) return null;
  return <Results entries={entries} fieldsUrl={fieldsUrl} {...props} />;
}

function Results({
  entries,
  fieldsUrl,
  outputs,
  hasFile,
  fileOf,
  onRemove,
  onClearAll,
  ...handlers
}: Props) {
  const [filter, setFilter] = useState("");
  const help = useFieldDescriptions(fieldsUrl);
  return (
    <FieldHelp.Provider value={help}>
      <div className="media-demo__results">
        <div className="media-demo__results-head">
          <h2 id="media-demo-results">Results</h2>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={onClearAll}
          >
            Clear all
          </button>
        </div>
        <label className="media-demo__filter">
          <span>Filter fields</span>
          <input
            type="search"
            value={filter}
            placeholder="e.g. Width or AVC"
            onInput={(event) => setFilter(event.currentTarget.value)}
          />
        </label>
        <CompareLauncher entries={entries} filter={filter} />
        {help.failed && (
          <p className="media-demo__help-note">
            Field descriptions could not be loaded: field names are shown without them.
          </p>
        )}
        {entries.map((entry, index) => (
          <ResultItem
            key={entry.id}
            entry={entry}
            isNewest={index === 0}
            filter={filter}
            hasFile={hasFile(entry.id)}
            file={fileOf(entry.id)}
            outputs={outputs[entry.id]}
            onRemove={onRemove}
            {...handlers}
          />
        ))}
      </div>
    </FieldHelp.Provider>
  );
}
