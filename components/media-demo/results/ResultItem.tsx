// One result in the list: a collapsible section headed by the file name, size, analysis time and
// the release that made it, with Remove; inside, the status, actions and the result's views (its
// track tables first).
import { useContext, useId, useState } from "react";
import { EntryActions } from "./EntryActions";
import { ShareAction } from "../share/ShareAction";
import { ReportAction } from "../report/ReportAction";
import { TrashIcon } from "../icons";
import type { OutputFormat } from "../engine/queue";
import { Engines, releaseLabel } from "../engine/releases";
import { ResultViews } from "./ResultViews";
import type { Outputs } from "../views/view-props";
import { describeEntry, formatBytes, formatDuration, type ResultEntry } from "./result-shape";
import { TrackTables } from "./TrackTables";

type Props = {
  entry: ResultEntry;
  isNewest: boolean;
  filter: string;
  hasFile: boolean;
  /** The analysed file, while the page still has it (not after a reload). */
  file?: File;
  /** The library's repository, where reports go. */
  repoUrl?: string;
  outputs?: Outputs;
  onRemove: (id: string) => void;
  onRetry: (entry: ResultEntry) => void;
  onCopy: (entry: ResultEntry) => void;
  onReanalyse: (entry: ResultEntry, format: OutputFormat) => void;
};

const STATUS_TEXT: Record<string, string> = {
  unrecognised: "The format of this file was not recognised.",
  cancelled: "The analysis was cancelled.",
};

/** A result section; only the newest one starts open. */
export function ResultItem({
  entry,
  isNewest,
  filter,
  hasFile,
  file,
  repoUrl,
  outputs,
  onRemove,
  onRetry,
  onCopy,
  onReanalyse,
}: Props) {
  const [isOpen, setOpen] = useState(isNewest);
  const bodyId = useId();
  const engines = useContext(Engines);
  const meta = [
    formatBytes(entry.size),
    entry.ms > 0 ? `analysed in ${formatDuration(entry.ms)}` : null,
    entry.full ? "full" : null,
    entry.coverData ? "coverData" : null,
    releaseLabel(entry.release, entry.result, engines),
  ];
  return (
    <section className={`media-demo__entry media-demo__entry--${entry.status}`}>
      <div className="media-demo__entry-head">
        <button
          type="button"
          className="media-demo__entry-toggle"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setOpen(!isOpen)}
        >
          <span className="media-demo__file-name">{entry.name}</span>
          <span className="media-demo__entry-meta">{meta.filter(Boolean).join(" · ")}</span>
        </button>
        <button
          type="button"
          className="button button--danger button--sm"
          title="Remove from list"
          onClick={() => onRemove(entry.id)}
        >
          <TrashIcon /> Remove
        </button>
      </div>
      <div id={bodyId} className="media-demo__entry-body" hidden={!isOpen}>
        {entry.status !== "done" && (
          <p className="media-demo__status">
            {entry.status === "error" || (entry.message && entry.message !== "Cancelled")
              ? describeEntry(entry)
              : STATUS_TEXT[entry.status]}{" "}
            {(entry.status === "error" || entry.status === "cancelled") && hasFile && (
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={() => onRetry(entry)}
              >
                Retry
              </button>
            )}
          </p>
        )}
        {entry.result && <EntryActions entry={entry} onCopy={onCopy} />}
        <ShareAction entry={entry} />
        <ReportAction entry={entry} file={file} repoUrl={repoUrl} />
        {entry.result && (
          <ResultViews entry={entry} hasFile={hasFile} outputs={outputs} onReanalyse={onReanalyse}>
            <TrackTables result={entry.result} filter={filter} />
          </ResultViews>
        )}
      </div>
    </section>
  );
}
