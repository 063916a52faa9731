// The release picker of /api/changes/: choose any two releases and see what changed between them in
// the API, the options and the fields, computed in the browser from the API history (a hashed JSON
// asset). The page itself lists the documented release against each older one without JavaScript.
import { useEffect, useId, useState } from "react";
import {
  changesBetween,
  compareVersions,
  releasesOf,
  type History,
  type Kind,
} from "../../contract/api-history.js";
import { historyProblem } from "./history-shape.js";
import { KindChanges } from "./KindChanges";

type Props = { historyUrl: string; documented: string; releases: string[] };
type Loaded =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; history: History };

const KINDS: [Kind, string][] = [
  ["api", "API"],
  ["options", "Options"],
  ["fields", "Fields"],
];

/** The island: two selects, a status line that counts the changes, and the lists. */
export default function ApiChanges({ historyUrl, documented, releases }: Props) {
  const [from, setFrom] = useState(releases.at(-2) ?? documented);
  const [to, setTo] = useState(documented);
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const id = useId();

  useEffect(() => {
    fetch(historyUrl)
      .then((response) =>
        response.ok
          ? response.json().catch(() => Promise.reject(new Error("the file is not JSON")))
          : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then((history: unknown) => {
        const problem = historyProblem(history);
        setLoaded(
          problem
            ? { status: "failed", message: `the file is not a release history: ${problem}` }
            : { status: "ready", history: history as History },
        );
      })
      .catch((error: unknown) =>
        setLoaded({
          status: "failed",
          message: error instanceof Error ? error.message : String(error),
        }),
      );
  }, [historyUrl]);

  const [older, newer] = [from, to].sort(compareVersions);
  // A From newer than To is read the other way round, and the status line says so.
  const swapped =
    from === newer && from !== to
      ? `From (${from}) is newer than To (${to}), so they are compared the other way round: `
      : "";
  const count =
    loaded.status === "ready"
      ? KINDS.filter(
          ([kind]) =>
            releasesOf(loaded.history, kind).includes(older) &&
            releasesOf(loaded.history, kind).includes(newer),
        )
          .map(([kind]) => changesBetween(loaded.history[kind], older, newer))
          .reduce(
            (sum, { added, removed, changed }) =>
              sum + added.length + removed.length + changed.length,
            0,
          )
      : 0;
  const status =
    loaded.status === "loading"
      ? "Loading the release history…"
      : loaded.status === "failed"
        ? `The release history could not be loaded (${loaded.message}); the lists below still show each release against ${documented}.`
        : older === newer
          ? "Choose two different releases."
          : `${swapped}${count} ${count === 1 ? "change" : "changes"} from ${older} to ${newer}.`;
  const select = (label: string, value: string, onChange: (value: string) => void) => (
    <label className="api-changes__pick">
      {label}{" "}
      <select
        value={value}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value)}
      >
        {releases.map((release) => (
          <option key={release} value={release}>
            {release}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section className="api-changes__picker" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Compare any two releases</h2>
      <div className="api-changes__selects">
        {select("From", from, setFrom)}
        {select("To", to, setTo)}
      </div>
      <p role="status" className="api-changes__status">
        {status}
      </p>
      {loaded.status === "ready" &&
        older !== newer &&
        KINDS.map(([kind, title]) => (
          <KindChanges
            key={kind}
            history={loaded.history}
            kind={kind}
            title={title}
            from={older}
            to={newer}
          />
        ))}
    </section>
  );
}
