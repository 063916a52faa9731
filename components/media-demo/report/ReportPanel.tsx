// "Report a problem" on a result: a new issue for mediainfo.js's tracker, assembled from what the
// maintainers ask for first and shown in full before anything leaves the page. The reader can
// compare with the MediaInfo tool first, which also says which tracker the report belongs with.
// The same identifying-field choices as sharing apply, to the attached JSON and to the
// differences listed; the file itself never leaves, only its SHA-256, computed here.
import { useContext, useEffect, useId, useMemo, useState } from "react";
import { newIssueUrl } from "../../../contract/feedback.js";
import { downloadJson } from "../results/EntryActions";
import { Engines, libraryOf, releaseLabel } from "../engine/releases";
import { LIBRARY_DEFAULTS } from "../options/analysis-options";
import { findIdentifying, withoutFields } from "../share/identifying-fields";
import { nameAsShared, NAME_LEFT_OUT, PrivacyChoices } from "../share/PrivacyChoices";
import { MAX_LINK_LENGTH } from "../share/shared-payload";
import type { ResultEntry } from "../results/result-shape";
import { currentEnvironment } from "./environment";
import { sha256Of } from "./file-hash";
import { fitting, reportBody, reportTitle, type Difference, type ReportFacts } from "./report-body";
import { MEDIAINFOLIB_ISSUES, ROUTING_RULE, suggestTracker } from "./routing";
import { differingOf, ToolCompare, type ToolComparison } from "./ToolCompare";

type Props = { entry: ResultEntry; file?: File; repoUrl: string; onClose: () => void };

type Hash = ReportFacts["sha256"] | null;

export default function ReportPanel({ entry, file, repoUrl, onClose }: Props) {
  const engines = useContext(Engines);
  const found = useMemo(() => (entry.result ? findIdentifying(entry.result) : []), [entry.result]);
  const names = [...new Set(found.map((field) => field.name))];
  // Everything that can identify starts left out, the file name too: a tracker is public.
  const [leftOut, setLeftOut] = useState(() => new Set([...names, NAME_LEFT_OUT]));
  const [title, setTitle] = useState(() => reportTitle(entry));
  const [words, setWords] = useState("");
  const [hash, setHash] = useState<Hash>(null);
  const [comparison, setComparison] = useState<ToolComparison | null>(null);
  const [listDifferences, setListDifferences] = useState(true);
  const [copied, setCopied] = useState("");
  const headingId = useId();
  const library = libraryOf(entry.release, entry.result, engines);
  const environment = useMemo(currentEnvironment, []);

  useEffect(() => {
    if (!file) {
      setHash({ missing: "the file is no longer at hand here; analyse it again to include it" });
      return;
    }
    let isCurrent = true;
    sha256Of(file).then(
      (hex) => isCurrent && setHash({ hex }),
      (error) => isCurrent && setHash({ missing: `the browser could not read it (${error})` }),
    );
    return () => void (isCurrent = false);
  }, [file]);

  const toggle = (name: string, out: boolean) => {
    const next = new Set(leftOut);
    if (out) next.add(name);
    else next.delete(name);
    setLeftOut(next);
  };
  const name = nameAsShared(entry.name, leftOut);
  const omitted = names.filter((field) => leftOut.has(field));
  const differences: Difference[] = (comparison?.pairs ?? []).flatMap(({ pair, rows }) =>
    rows
      .filter((row) => !row.same && !leftOut.has(row.name))
      .map((row) => ({ track: `${pair.type} #${pair.number}`, row })),
  );
  const facts = (listed: number): ReportFacts => ({
    entry,
    name,
    library,
    defaultChunkSize: LIBRARY_DEFAULTS.chunkSize,
    environment,
    sha256: hash ?? { missing: "still being computed" },
    words,
    omitted,
    tool:
      comparison && listDifferences
        ? { library: comparison.library, differences, listed }
        : undefined,
  });
  const urlOf = (listed: number) =>
    newIssueUrl(repoUrl, { title, body: reportBody(facts(listed)) });
  const listed = fitting(urlOf, differences.length, MAX_LINK_LENGTH);
  const body = reportBody(facts(listed));
  const issueUrl = newIssueUrl(repoUrl, { title, body });
  const suggestion = comparison
    ? suggestTracker(differingOf(comparison), library, comparison.library)
    : null;

  const copyMarkdown = () =>
    navigator.clipboard.writeText(`# ${title}\n\n${body}`).then(
      () => setCopied("Copied the report as Markdown."),
      () =>
        setCopied("The browser refused access to the clipboard: select the text above instead."),
    );
  const download = () =>
    downloadJson({ ...entry, name, result: withoutFields(entry.result ?? {}, new Set(omitted)) });

  return (
    <section className="media-demo__report" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Report a problem with <bdi>{entry.name}</bdi>
      </h3>
      <p>
        A report is a new issue on GitHub, which you open with the text below filled in. Nothing
        leaves this page until you do, and the file never does: the report names it by its size and
        its SHA-256, computed here.
      </p>
      <ToolCompare
        entry={entry}
        ours={releaseLabel(entry.release, entry.result, engines)}
        comparison={comparison}
        onCompared={setComparison}
      />
      <h4>Where it belongs</h4>
      <p>{ROUTING_RULE}</p>
      {suggestion && (
        <p>
          {suggestion.why} Suggested: {suggestion.tracker}'s tracker. You decide.
        </p>
      )}
      <h4>The report</h4>
      <label className="media-demo__report-field">
        <span>Title</span>
        <input type="text" value={title} onInput={(event) => setTitle(event.currentTarget.value)} />
      </label>
      <label className="media-demo__report-field">
        <span>What is wrong</span>
        <textarea rows={3} value={words} onInput={(event) => setWords(event.currentTarget.value)} />
      </label>
      <PrivacyChoices found={found} leftOut={leftOut} onToggle={toggle} carrier="the report" />
      {comparison && differingOf(comparison) > 0 && (
        <label className="media-demo__share-field">
          <input
            type="checkbox"
            checked={listDifferences}
            onChange={(event) => setListDifferences(event.currentTarget.checked)}
          />
          <span>List the differences from the MediaInfo tool in the report</span>
        </label>
      )}
      <pre className="media-demo__report-text" tabIndex={0} role="region" aria-label="Report text">
        {`${title}\n\n${body}`}
      </pre>
      <div className="media-demo__actions">
        <a
          className="button button--primary button--sm"
          href={issueUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open the issue on mediainfo.js's tracker
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {entry.result && (
          <button type="button" className="button button--secondary button--sm" onClick={download}>
            Download the JSON to attach
          </button>
        )}
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={copyMarkdown}
        >
          Copy as Markdown
        </button>
        <a
          className="button button--secondary button--sm"
          href={MEDIAINFOLIB_ISSUES}
          target="_blank"
          rel="noopener noreferrer"
        >
          MediaInfoLib's tracker
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <button type="button" className="button button--secondary button--sm" onClick={onClose}>
          Close
        </button>
      </div>
      <p role="status">{copied}</p>
    </section>
  );
}
