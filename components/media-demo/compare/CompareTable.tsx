// One pair of tracks as a table: a column per result, the differing fields first (marked in
// words, not only by colour), the identical ones folded behind a button that says how many.
import { useState } from "react";
import type { ComparedRow, TrackPair } from "./compare";
import { ShowMore } from "./ShowMore";

/** `names` are the files' names, `columns` the column heads (with each side's release). */
type Props = {
  pair: TrackPair;
  rows: ComparedRow[];
  names: [string, string];
  columns?: [string, string];
};

const ABSENT = "(absent)";

/** Rows shown at first, and added per "show more", in each of the table's two parts. */
const ROWS_AT_ONCE = 50;

// Top-level names and group names are apart in the key, as in the comparison itself.
const keyOf = (row: ComparedRow) => JSON.stringify([row.under ?? null, row.name]);

/** The first `limit` rows and, in a last row, the button that shows more of them. */
function Rows({ rows, limit, onMore }: { rows: ComparedRow[]; limit: number; onMore: () => void }) {
  return (
    <>
      {rows.slice(0, limit).map((row) => (
        <Row key={keyOf(row)} row={row} />
      ))}
      {rows.length > limit && (
        <tr>
          <td colSpan={3}>
            <ShowMore
              hidden={rows.length - limit}
              step={ROWS_AT_ONCE}
              noun={["field", "fields"]}
              onMore={onMore}
            />
          </td>
        </tr>
      )}
    </>
  );
}

function Row({ row }: { row: ComparedRow }) {
  return (
    <tr className={row.same ? undefined : "media-demo__compare-differs"}>
      <th scope="row">
        <bdi>{row.name}</bdi>
        {row.under && (
          <span className="media-demo__compare-under">
            {" "}
            (<bdi>{row.under}</bdi>)
          </span>
        )}
        {!row.same && <span className="media-demo__compare-mark"> differs</span>}
      </th>
      <td>{row.left ?? ABSENT}</td>
      <td>{row.right ?? ABSENT}</td>
    </tr>
  );
}

export function CompareTable({ pair, rows, names, columns = names }: Props) {
  const [showSame, setShowSame] = useState(false);
  const [limits, setLimits] = useState({ differing: ROWS_AT_ONCE, same: ROWS_AT_ONCE });
  const more = (part: keyof typeof limits) => () =>
    setLimits({ ...limits, [part]: limits[part] + ROWS_AT_ONCE });
  const differing = rows.filter((row) => !row.same);
  const same = rows.filter((row) => row.same);
  const missing = !pair.left ? names[0] : !pair.right ? names[1] : null;
  return (
    <table className="media-demo__compare">
      <caption>
        {pair.type} #{pair.number}
        {missing && (
          <>
            {" (only in one: "}
            <bdi>{missing}</bdi> has no such track)
          </>
        )}
        {` · ${differing.length} differing`}
      </caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">
            A: <bdi>{columns[0]}</bdi>
          </th>
          <th scope="col">
            B: <bdi>{columns[1]}</bdi>
          </th>
        </tr>
      </thead>
      <tbody>
        <Rows rows={differing} limit={limits.differing} onMore={more("differing")} />
      </tbody>
      {same.length > 0 && (
        <tbody>
          <tr>
            <td colSpan={3}>
              <button
                type="button"
                className="media-demo__compare-fold"
                aria-expanded={showSame}
                onClick={() => setShowSame(!showSame)}
              >
                <span aria-hidden="true">{showSame ? "▾" : "▸"} </span>
                {same.length} identical {same.length === 1 ? "field" : "fields"}
              </button>
            </td>
          </tr>
          {showSame && <Rows rows={same} limit={limits.same} onMore={more("same")} />}
        </tbody>
      )}
    </table>
  );
}
