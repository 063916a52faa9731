// A result's track tables under the filter box. The rows are read and lowercased once per result,
// so a key only scans prepared text; while filtering, the tracks with matches show ten at a time,
// so a result of hundreds of tracks never renders all its matches at once.
import { useMemo, useState } from "react";
import { matchingRows, prepareRows } from "./filter";
import { trackRows, tracksOf, type AnalysisResult } from "./result-shape";
import { ShowMore } from "./ShowMore";
import { TrackTable } from "./TrackTable";

type Props = { result: AnalysisResult | undefined; filter: string };

/** Tracks with matches shown at first while filtering, and added per "show more". */
const TRACKS_AT_ONCE = 10;

export function TrackTables({ result, filter }: Props) {
  const [limit, setLimit] = useState(TRACKS_AT_ONCE);
  const tracks = useMemo(() => tracksOf(result), [result]);
  const prepared = useMemo(() => tracks.map((track) => prepareRows(trackRows(track))), [tracks]);
  const isFiltering = filter.trim() !== "";
  const matched = useMemo(
    () => prepared.map((rows) => matchingRows(rows, filter)),
    [prepared, filter],
  );
  const withMatches = tracks.flatMap((_, index) =>
    !isFiltering || matched[index].length > 0 ? [index] : [],
  );
  const shown = isFiltering ? withMatches.slice(0, limit) : withMatches;
  return (
    <>
      {shown.map((index) => (
        <TrackTable
          key={index}
          track={tracks[index]}
          index={index}
          rows={matched[index]}
          isFiltering={isFiltering}
        />
      ))}
      <ShowMore
        hidden={withMatches.length - shown.length}
        step={TRACKS_AT_ONCE}
        noun={["track", "tracks"]}
        onMore={() => setLimit(limit + TRACKS_AT_ONCE)}
      />
    </>
  );
}
