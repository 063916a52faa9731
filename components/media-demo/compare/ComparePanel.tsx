// Compare two results: pick each from the list, then one table per pair of tracks. The list's
// filter narrows the fields here too. Each side names the release that made it, so two analyses
// of one file by different releases show what an upgrade changes.
import { useContext, useId, useMemo, useState } from "react";
import { comparePairs, filterPairs } from "./compare";
import { pickedOrReplaced } from "./compare-picks";
import { PairTables } from "./PairTables";
import { Engines, releaseLabel } from "../engine/releases";
import type { AnalysisResult, ResultEntry } from "../results/result-shape";

type Props = { entries: ResultEntry[]; filter: string };

/** The choice's label: the list position keeps two results of the same file apart. */
const labelOf = (entry: ResultEntry, index: number) =>
  `${index + 1}. ${entry.name}${entry.full ? " (full)" : ""} · mediainfo.js ${entry.release ?? "release unknown"}`;

export default function ComparePanel({ entries, filter }: Props) {
  const engines = useContext(Engines);
  const [stored, setPicked] = useState<[string, string]>([entries[0].id, entries[1].id]);
  const headingId = useId();
  // A picked result that was removed from the list is replaced (and the replacement named)
  // rather than leaving its picker blank.
  const { picked, replaced } = pickedOrReplaced(stored, entries);
  const chosen = picked.map((id) => entries.find((entry) => entry.id === id)!);
  const [left, right] = chosen as [ResultEntry, ResultEntry];
  const names: [string, string] = [left.name, right.name];
  const releases = chosen.map((entry) => releaseLabel(entry.release, entry.result, engines));
  const columns: [string, string] = [
    `${left.name} (${releases[0]})`,
    `${right.name} (${releases[1]})`,
  ];
  // Compared once per pick; a filter key then only scans the prepared lowercase text.
  const compared = useMemo(
    () => comparePairs(left.result as AnalysisResult, right.result as AnalysisResult),
    [left.result, right.result],
  );
  const shown = useMemo(
    () => filterPairs(compared, filter).filter(({ rows }) => rows.length > 0),
    [compared, filter],
  );
  const differing = shown.reduce((sum, { rows }) => sum + rows.filter((r) => !r.same).length, 0);

  const select = (side: 0 | 1, label: string) => (
    <label>
      <span>{label}</span>
      <select
        value={picked[side]}
        onChange={(event) => {
          const next: [string, string] = [...picked];
          next[side] = event.currentTarget.value;
          setPicked(next);
        }}
      >
        {entries.map((entry, index) => (
          <option key={entry.id} value={entry.id}>
            {labelOf(entry, index)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section className="media-demo__comparison" aria-labelledby={headingId}>
      <h3 id={headingId}>Comparison</h3>
      <div className="media-demo__compare-pick">
        {select(0, "Result A")}
        {select(1, "Result B")}
      </div>
      <p>
        A: {releases[0]}; B: {releases[1]}
        {left.release !== right.release && left.release && right.release
          ? ": the differences include what changed between the two releases."
          : "."}
      </p>
      <p role="status">
        {replaced.map(
          ({ side, index }) =>
            `The result picked as ${side} was removed: ${side} is now ${labelOf(entries[index], index)}. `,
        )}
        {left === right
          ? "A and B are the same result: pick another one to see differences."
          : `${differing} differing ${differing === 1 ? "field" : "fields"} in ${shown.length} ${shown.length === 1 ? "track" : "tracks"}${filter.trim() ? " matching the filter" : ""}.`}
      </p>
      <PairTables key={picked.join()} shown={shown} names={names} columns={columns} />
    </section>
  );
}
