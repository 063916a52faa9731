// The compared tables of two results, ten at a time: a big result renders a page of tables per
// "show more". Shared by the comparison of two results and the comparison with the MediaInfo tool.
import { useState } from "react";
import type { ComparedRow, TrackPair } from "./compare";
import { CompareTable } from "./CompareTable";
import { ShowMore } from "./ShowMore";

/** Tables shown at first, and added per "show more". */
const TRACKS_AT_ONCE = 10;

type Props = {
  shown: { pair: TrackPair; rows: ComparedRow[] }[];
  names: [string, string];
  columns: [string, string];
};

/** One table per pair; give it a `key` that changes with the two results, so the count restarts. */
export function PairTables({ shown, names, columns }: Props) {
  const [trackLimit, setTrackLimit] = useState(TRACKS_AT_ONCE);
  return (
    <>
      {shown.slice(0, trackLimit).map(({ pair, rows }) => (
        <CompareTable
          key={`${pair.type}-${pair.number}`}
          pair={pair}
          rows={rows}
          names={names}
          columns={columns}
        />
      ))}
      <ShowMore
        hidden={shown.length - trackLimit}
        step={TRACKS_AT_ONCE}
        noun={["track", "tracks"]}
        onMore={() => setTrackLimit(trackLimit + TRACKS_AT_ONCE)}
      />
    </>
  );
}
