// Shows the running analysis: file name, bytes read of its size, a progress bar and Cancel.
import { CogIcon } from "../icons";
import { formatBytes } from "../results/result-shape";
import type { Progress } from "./use-analysis-queue";

/**
 * Progress of the current file, plus how many wait behind it. Cancel names the job it was shown
 * for, and the second click of a double click (`detail` 2) is ignored: by then the next file may
 * be running under the same button, and one Cancel must end one analysis.
 */
export function ProgressPanel({
  progress,
  waiting,
  onCancel,
}: {
  progress: Progress;
  waiting: number;
  onCancel: (jobId: string) => void;
}) {
  const read = Math.min(progress.position, progress.size);
  return (
    <div className="media-demo__progress">
      <p className="media-demo__progress-title">
        <CogIcon />
        <span>
          Analyzing file… <span className="media-demo__file-name">{progress.name}</span>
        </span>
      </p>
      <progress
        max={Math.max(progress.size, 1)}
        value={read}
        aria-label={`Analysis progress of ${progress.name}`}
      />
      <p className="media-demo__progress-bytes">
        {formatBytes(read)} of {formatBytes(progress.size)} read
        {waiting > 0 ? ` · ${waiting} more ${waiting === 1 ? "file" : "files"} waiting` : ""}
      </p>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={(event) => event.detail <= 1 && onCancel(progress.jobId)}
      >
        Cancel
      </button>
    </div>
  );
}
