// "Compare with the MediaInfo tool": the reader pastes, or drops, what `mediainfo --Output=JSON`
// printed for the same file on their machine, and the comparison view shows it beside the demo's
// result, per track and field, the differences first, each side named with its versions.
import { useId, useState, type DragEvent } from "react";
import { comparePairs, type ComparedPair } from "../compare/compare";
import { PairTables } from "../compare/PairTables";
import type { ResultEntry } from "../results/result-shape";
import { readToolOutput, sameValue } from "./tool-output";

/** A comparison with the tool's output: its MediaInfoLib version and the compared tracks. */
export type ToolComparison = { library?: string; pairs: ComparedPair[] };

type Props = {
  entry: ResultEntry;
  /** "mediainfo.js 0.3.8 · MediaInfoLib 26.05": who made the demo's side. */
  ours: string;
  comparison: ToolComparison | null;
  onCompared: (comparison: ToolComparison | null) => void;
};

/** The differing fields of `comparison`. */
export const differingOf = (comparison: ToolComparison) =>
  comparison.pairs.reduce((sum, { rows }) => sum + rows.filter((row) => !row.same).length, 0);

export function ToolCompare({ entry, ours, comparison, onCompared }: Props) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // Each comparison starts its tables afresh (a page of them, identical fields folded).
  const [round, setRound] = useState(0);
  const headingId = useId();
  const compare = (pasted: string) => {
    const reading = readToolOutput(pasted, entry.size);
    setProblem(reading.ok ? null : reading.message);
    setRound(round + 1);
    onCompared(
      reading.ok
        ? {
            library: reading.output.library,
            pairs: comparePairs(entry.result ?? {}, reading.output.result, sameValue),
          }
        : null,
    );
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = event.dataTransfer?.files[0];
    if (!file) return;
    event.preventDefault();
    void file.text().then((dropped) => {
      setText(dropped);
      compare(dropped);
    });
  };
  const tool = `the MediaInfo tool (MediaInfoLib ${comparison?.library ?? "version not stated"})`;
  const shown = comparison?.pairs.filter(({ rows }) => rows.length > 0) ?? [];
  const differing = comparison ? differingOf(comparison) : 0;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>Compare with the MediaInfo tool</h4>
      <p>
        Run <code>mediainfo --Output=JSON</code> with this file on your machine, then paste what it
        printed here, or drop the saved output on the box. Fields the tool reads from the file
        system (name, folder, dates) are left out: mediainfo.js never sees them.
      </p>
      <label className="media-demo__tool-output">
        <span>The MediaInfo tool's JSON output</span>
        <textarea
          rows={4}
          value={text}
          spellcheck={false}
          onInput={(event) => setText(event.currentTarget.value)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
        />
      </label>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => compare(text)}
      >
        Compare
      </button>
      <div role="alert">{problem && <p>{problem}</p>}</div>
      {comparison && (
        <>
          <p role="status">
            A: this demo ({ours}); B: {tool}. {differing} differing{" "}
            {differing === 1 ? "field" : "fields"} in {shown.length}{" "}
            {shown.length === 1 ? "track" : "tracks"}.
          </p>
          <PairTables
            key={round}
            shown={shown}
            names={["this demo", "the MediaInfo tool"]}
            columns={[`this demo (${ours})`, tool]}
          />
        </>
      )}
    </section>
  );
}
