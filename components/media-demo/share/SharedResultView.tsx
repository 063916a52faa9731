// A result opened from a shared link: checked like a stored result before anything of it shows,
// then marked as shared, with its file's name and size, the release that produced it (and a word
// when that is an older release, or one this page no longer offers) and the fields the sender
// left out. It can be kept beside the reader's own results to compare, across releases too.
import { Fragment, useContext, useEffect, useState } from "react";
import { downloadJson } from "../results/EntryActions";
import { engineOf, Engines, latestOf, releaseLabel, type Engine } from "../engine/releases";
import { formatBytes, newId, type ResultEntry } from "../results/result-shape";
import {
  entryOf,
  failureText,
  isSameResult,
  readFragment,
  type ReadOutcome,
} from "./shared-payload";
import { TrackTables } from "../results/TrackTables";

type Props = {
  hash: string;
  /** The reader's results, to tell when this one is among them already. */
  kept?: ResultEntry[];
  onKeep: (entry: ResultEntry) => void;
  onClose: () => void;
};

/** What the reader should know about the release that made a shared result, if anything. */
function releaseNote(version: string | undefined, engines: Engine[]): string | null {
  const latest = latestOf(engines);
  if (!version || !latest || version === latest.version) return null;
  if (engineOf(engines, version))
    return `It was made with mediainfo.js ${version}, an older release than this demo's default (${latest.version}): pick ${version} in the options to analyse your own file the same way, or compare the two.`;
  const offered = engines.map((engine) => engine.version).join(" and ");
  return `It was made with mediainfo.js ${version}, a release this demo no longer offers (it offers ${offered}): its fields may differ from what those report.`;
}

export default function SharedResultView({ hash, kept: results = [], onKeep, onClose }: Props) {
  const engines = useContext(Engines);
  const [outcome, setOutcome] = useState<ReadOutcome | null>(null);
  const [kept, setKept] = useState(false);
  useEffect(() => {
    let live = true;
    readFragment(hash).then((read) => live && setOutcome(read));
    return () => {
      live = false;
    };
  }, [hash]);
  if (!outcome) return <p role="status">Reading the shared result…</p>;
  const closeButton = (
    <button type="button" className="button button--secondary button--sm" onClick={onClose}>
      Close
    </button>
  );
  if (!outcome.ok) {
    return (
      <div className="media-demo__notice" role="alert">
        <p>
          This link’s shared result cannot be shown: {failureText(outcome)}. The link may have been
          cut or edited; ask for it again.
        </p>
        {closeButton}
      </div>
    );
  }
  const { payload } = outcome;
  const entry = { ...entryOf(payload, Date.now()), id: newId() };
  const meta = [
    formatBytes(payload.size),
    `analysed by ${releaseLabel(payload.version, payload.result, engines)}`,
  ];
  const note = releaseNote(payload.version, engines);
  // Opened again after Keep: keeping it twice would list it twice.
  const isKeptBefore = !kept && results.some((result) => isSameResult(result, payload));
  if (payload.full) meta.push("full");
  return (
    <section className="media-demo__shared" aria-labelledby="media-demo-shared">
      <h2 id="media-demo-shared">Shared result</h2>
      <p className="media-demo__shared-meta">
        <bdi className="media-demo__file-name">{payload.name}</bdi> · {meta.join(" · ")}
      </p>
      <p>
        Someone shared this result of analysing their file; the file itself is not here.
        {payload.omitted.length > 0 && (
          <>
            {" They left out: "}
            {payload.omitted.map((name, index) => (
              <Fragment key={index}>
                {index > 0 && ", "}
                <bdi>{name}</bdi>
              </Fragment>
            ))}
            .
          </>
        )}
      </p>
      {note && <p className="media-demo__release-note">{note}</p>}
      {isKeptBefore && <p>You kept this result before: it is in your results below.</p>}
      <div className="media-demo__actions" role="group" aria-label="Actions for the shared result">
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={kept || isKeptBefore}
          onClick={() => {
            onKeep(entry);
            setKept(true);
          }}
        >
          {kept
            ? "Kept in your results"
            : isKeptBefore
              ? "Already in your results"
              : "Keep in my results"}
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => downloadJson(entry)}
        >
          Download JSON
        </button>
        {closeButton}
      </div>
      <TrackTables result={payload.result} filter="" />
    </section>
  );
}
