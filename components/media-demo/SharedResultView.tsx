// A result opened from a shared link: checked like a stored result before anything of it shows,
// then marked as shared, with its file's name and size, the library version that produced it and
// the fields the sender left out. It can be kept beside the reader's own results to compare.
import { useEffect, useState } from "react";
import { downloadJson } from "./EntryActions";
import { formatBytes, newId, tracksOf, type ResultEntry } from "./result-shape";
import { entryOf, READ_FAILURES, readFragment, type ReadOutcome } from "./shared-payload";
import { TrackTable } from "./TrackTable";

type Props = {
  hash: string;
  onKeep: (entry: ResultEntry) => void;
  onClose: () => void;
};

export default function SharedResultView({ hash, onKeep, onClose }: Props) {
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
          This link’s shared result cannot be shown: {READ_FAILURES[outcome.failure]}. The link may
          have been cut or edited; ask for it again.
        </p>
        {closeButton}
      </div>
    );
  }
  const { payload } = outcome;
  const entry = { ...entryOf(payload, Date.now()), id: newId() };
  const meta = [formatBytes(payload.size), `analysed by mediainfo.js ${payload.version}`];
  if (payload.full) meta.push("full");
  return (
    <section className="media-demo__shared" aria-labelledby="media-demo-shared">
      <h2 id="media-demo-shared">Shared result</h2>
      <p className="media-demo__shared-meta">
        <span className="media-demo__file-name">{payload.name}</span> · {meta.join(" · ")}
      </p>
      <p>
        Someone shared this result of analysing their file; the file itself is not here.
        {payload.omitted.length > 0 && ` They left out: ${payload.omitted.join(", ")}.`}
      </p>
      <div className="media-demo__actions" role="group" aria-label="Actions for the shared result">
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={kept}
          onClick={() => {
            onKeep(entry);
            setKept(true);
          }}
        >
          {kept ? "Kept in your results" : "Keep in my results"}
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
      {tracksOf(payload.result).map((track, index) => (
        <TrackTable key={index} track={track} index={index} filter="" />
      ))}
    </section>
  );
}
