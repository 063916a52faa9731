// A result's track tables under the filter box. The rows are read and lowercased once per result,
// so a key only scans prepared text; while filtering, the tracks with matches show ten at a time,
// so a result of hundreds of tracks never renders all its matches at once (a track holds at most a
// few hundred fields).
import { useMemo, useState } from "react";
import { needleOf, rowText } from "./filter";
import { trackRows, tracksOf, type AnalysisResult } from "./result-shape";
import { TrackTable } from "./TrackTable";

type Props = { result: AnalysisResult | undefined; filter: string };

/** Tracks with matches shown at first while filtering, and added per "Show more tracks". */
const TRACKS_AT_ONCE = 10;

export function TrackTables({ result, filter }: Props) {
  const [limit, setLimit] = useState(TRACKS_AT_ONCE);
  const prepared = useMemo(
    () =>
      tracksOf(result).map((track, index) => {
        const rows = trackRows(track);
        return { track, index, rows, text: rows.map(rowText) };
      }),
    [result],
  );
  const needle = needleOf(filter);
  const matched = useMemo(
    () =>
      needle === ""
        ? prepared
        : prepared
            .map((track) => ({
              ...track,
              rows: track.rows.filter((_, i) => track.text[i].includes(needle)),
            }))
            .filter((track) => track.rows.length > 0),
    [prepared, needle],
  );
  const hidden = needle === "" ? 0 : matched.length - limit;
  return (
    <>
      {matched.slice(0, matched.length - Math.max(hidden, 0)).map(({ track, index, rows }) => (
        <TrackTable
          key={index}
          track={track}
          index={index}
          rows={rows}
          isFiltering={needle !== ""}
        />
      ))}
      {hidden > 0 && (
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => setLimit(limit + TRACKS_AT_ONCE)}
        >
          Show more tracks ({hidden} not shown)
        </button>
      )}
    </>
  );
}
