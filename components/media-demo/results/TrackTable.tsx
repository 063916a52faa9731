// One track of a result as a table: a header button (icon, type, #n, named "Expand …"/"Collapse …")
// that shows or hides the name/value rows; a filter narrows the rows and shows them whatever the collapsed state.
import { useState } from "react";
import { FieldName } from "./field-help";
import { TrackIcon } from "../icons";
import type { Row, Track } from "./result-shape";

/** `rows` are the track's rows, already narrowed when `isFiltering`. */
type Props = { track: Track; index: number; rows: Row[]; isFiltering: boolean };

/** A collapsible name/value table of one track; track #1 starts expanded. */
export function TrackTable({ track, index, rows, isFiltering }: Props) {
  const [isOpen, setOpen] = useState(index === 0);
  const type = String(track["@type"] ?? "Other");
  if (isFiltering && rows.length === 0) return null;
  const showRows = isOpen || isFiltering;
  return (
    <table className="media-demo__track">
      <thead>
        <tr>
          <th colSpan={2} scope="colgroup">
            <button
              type="button"
              className="media-demo__track-toggle"
              aria-expanded={showRows}
              onClick={() => setOpen(!showRows)}
            >
              <TrackIcon type={type} />
              <span className="visually-hidden">{showRows ? "Collapse" : "Expand"} </span>
              <span>
                <bdi>{type}</bdi> <span className="media-demo__track-number">#{index + 1}</span>
              </span>
            </button>
          </th>
        </tr>
      </thead>
      {showRows && (
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.name}-${i}`}>
              <th scope="row">
                <FieldName type={type} name={row.name} under={row.under} />
              </th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      )}
    </table>
  );
}
