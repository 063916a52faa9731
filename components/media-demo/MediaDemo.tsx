// The live demo island (`media-demo`): files go into a queue analysed by the real mediainfo.js in
// a worker, with the documented release the reader picks (`engines`, the latest first, from the
// build's data); results are listed newest first, each labelled with its release, and kept in
// localStorage.
import { useCallback, useRef, useState } from "react";
import type { Outcome } from "./engine/analysis-runner";
import { jobsFor, type AnalysisOptions } from "./options/analysis-options";
import { DropZone } from "./input/DropZone";
import { EngineBanner } from "./engine/EngineBanner";
import { useLaunchedFiles } from "./input/launch-files";
import { Notice } from "./Notice";
import { OptionsPanel } from "./options/OptionsPanel";
import { ProgressPanel } from "./engine/ProgressPanel";
import type { Job, OutputFormat } from "./engine/queue";
import { engineOf, Engines, latestOf, type Engine } from "./engine/releases";
import { describeEntry, entryFromOutcome, newId, type ResultEntry } from "./results/result-shape";
import { ResultList } from "./results/ResultList";
import type { Outputs } from "./views/view-props";
import { useSavedOptions } from "./options/saved-options";
import type { Sample } from "./input/fetch-sample";
import { SampleButtons } from "./input/SampleButtons";
import { SharedFromLink } from "./share/SharedFromLink";
import { useAnalysisQueue } from "./engine/use-analysis-queue";
import { useStoredResults } from "./results/use-stored-results";

type Props = { engines: Engine[]; fieldsUrl?: string; samples?: Sample[]; repoUrl?: string };

/** The demo: drop zone, samples, options, progress, engine banner, notices and results. */
export default function MediaDemo({ engines, fieldsUrl, samples = [], repoUrl }: Props) {
  const { entries, setEntries, notices, dismissNotice } = useStoredResults();
  // A saved release the page no longer offers is left out here (and the reader told): the latest runs.
  const saved = useSavedOptions(engines);
  const latest = latestOf(engines);
  const engine = engineOf(engines, saved.options.release) ?? latest;
  const [outputs, setOutputs] = useState<Record<string, Outputs>>({});
  const [announcement, setAnnouncementState] = useState({ text: "", count: 0 });
  // A new node per message, so a screen reader also announces a message equal to the previous one.
  const setAnnouncement = useCallback(
    (text: string) => setAnnouncementState((current) => ({ text, count: current.count + 1 })),
    [],
  );
  const files = useRef(new Map<string, File>());

  const onOutcome = useCallback(
    (job: Job, outcome: Outcome) => {
      if (job.target) {
        if (outcome.kind === "cancelled") return;
        const text =
          outcome.kind === "done" ? String(outcome.result) : `Analysis failed: ${outcome.message}`;
        setOutputs((current) => ({
          ...current,
          [job.target!]: { ...current[job.target!], [job.format]: text },
        }));
        setAnnouncement(`${job.format} output of ${job.file.name} is ready.`);
        return;
      }
      const entry = entryFromOutcome(job, outcome);
      setEntries((current) => [entry, ...current]);
      setAnnouncement(describeEntry(entry));
    },
    [setEntries, setAnnouncement],
  );

  const analysis = useAnalysisQueue(engine, onOutcome);

  const addFiles = (picked: File[], chosen: Partial<AnalysisOptions> = saved.options) => {
    const jobs = jobsFor(picked, chosen, newId);
    for (const job of jobs) files.current.set(job.id, job.file);
    analysis.add(jobs);
    // The progress bar is not a live region: its start is said here, its end by onOutcome.
    const what = picked.length === 1 ? picked[0].name : `${picked.length} files`;
    setAnnouncement(`Analysing ${what}…`);
  };
  useLaunchedFiles((picked) => addFiles(picked));
  const remove = (id: string) => {
    files.current.delete(id);
    setEntries((current) => current.filter((entry) => entry.id !== id));
  };
  const clearAll = () => {
    files.current.clear();
    setOutputs({});
    setEntries([]);
    setAnnouncement("All results removed.");
  };
  const retry = (entry: ResultEntry) => {
    const file = files.current.get(entry.id);
    remove(entry.id);
    if (file) addFiles([file], entry);
  };
  const copy = (entry: ResultEntry) => {
    navigator.clipboard
      .writeText(JSON.stringify(entry.result ?? {}, null, 2))
      .then(() => setAnnouncement(`Copied the result of ${entry.name} as JSON.`))
      .catch(() => setAnnouncement(`Could not copy: the browser refused access to the clipboard.`));
  };
  const reanalyse = (entry: ResultEntry, format: OutputFormat) => {
    const file = files.current.get(entry.id);
    if (!file) return;
    const { full, coverData, chunkSize } = entry;
    analysis.add([{ id: newId(), file, format, full, coverData, chunkSize, target: entry.id }]);
  };

  return (
    <Engines.Provider value={engines}>
      <div className="media-demo">
        <DropZone onFiles={(picked) => addFiles(picked)} />
        <SampleButtons samples={samples} onFiles={addFiles} />
        <OptionsPanel
          options={saved.options}
          engine={engine}
          onChange={(options) => {
            saved.setOptions(options);
            const next = engineOf(engines, options.release) ?? latest;
            if (next !== engine)
              setAnnouncement(`Analysing with mediainfo.js ${next.version} from now on.`);
          }}
        />
        {saved.notice && <Notice text={saved.notice} onDismiss={saved.dismiss} />}
        {analysis.engineError && (
          <EngineBanner message={analysis.engineError} onRetry={analysis.retry} />
        )}
        {analysis.progress && (
          <ProgressPanel
            progress={analysis.progress}
            waiting={analysis.queue.pending.length}
            onCancel={analysis.cancel}
          />
        )}
        {notices.map((notice) => (
          <Notice key={notice.id} text={notice.text} onDismiss={() => dismissNotice(notice.id)} />
        ))}
        <p className="visually-hidden" role="status" aria-live="polite">
          <span key={announcement.count}>{announcement.text}</span>
        </p>
        <SharedFromLink
          entries={entries}
          onKeep={(entry) => setEntries((current) => [entry, ...current])}
        />
        <ResultList
          fieldsUrl={fieldsUrl}
          entries={entries}
          outputs={outputs}
          hasFile={(id) => files.current.has(id)}
          fileOf={(id) => files.current.get(id)}
          repoUrl={repoUrl}
          onRemove={remove}
          onClearAll={clearAll}
          onRetry={retry}
          onCopy={copy}
          onReanalyse={reanalyse}
        />
      </div>
    </Engines.Provider>
  );
}
