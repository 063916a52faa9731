// Shows the running analysis: file name, bytes read of its size, a progress bar and Cancel; and,
// when the watchdog finds the engine silent, what that means and Stop.
import { CogIcon } from "../icons";
import { formatBytes } from "../results/result-shape";
import type { Progress } from "./use-analysis-queue";
import { WATCHDOG_MS } from "./watchdog";

const SECONDS = WATCHDOG_MS / 1000;
/** What a stopped analysis's entry says. */
export const STOPPED = `Stopped after ${SECONDS} s without progress: the engine neither read nor answered.`;

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
  onCancel: (jobId: string, reason?: string) => void;
}) {
  const read = Math.min(progress.position, progress.size);
  const waitingText =
    waiting > 0 ? ` · ${waiting} more ${waiting === 1 ? "file" : "files"} waiting` : "";
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
        {progress.started
          ? `${formatBytes(read)} of ${formatBytes(progress.size)} read`
          : "Waiting for the engine…"}
        {waitingText}
      </p>
      {progress.stalled && (
        <div role="alert" className="media-demo__stalled">
          <p>
            No progress for {SECONDS} seconds: the engine has neither asked for data nor answered. A
            read may never complete, or MediaInfoLib may be looping on this file. Stop ends this
            analysis and starts a fresh engine; the files waiting and the results stay.
          </p>
          <button
            type="button"
            className="button button--primary button--sm"
            onClick={(event) => event.detail <= 1 && onCancel(progress.jobId, STOPPED)}
          >
            Stop
          </button>
        </div>
      )}
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
