// One kind of item (API, options or fields) on /api/changes/: what two releases' type definitions
// add, remove and change.
import { changesBetween, releasesOf, type History, type Kind } from "../../contract/api-history.js";

/** One kind's changes between two releases, as lists; null when `from` typed none of that kind. */
export function KindChanges({
  history,
  kind,
  title,
  from,
  to,
}: {
  history: History;
  kind: Kind;
  title: string;
  from: string;
  to: string;
}) {
  const read = releasesOf(history, kind);
  if (!read.includes(from) || !read.includes(to)) {
    return (
      <p>
        <strong>{title}:</strong> not in the type definitions of {read.includes(from) ? to : from}.
      </p>
    );
  }
  const { added, removed, changed } = changesBetween(history[kind], from, to);
  if (added.length + removed.length + changed.length === 0)
    return (
      <p>
        <strong>{title}:</strong> no changes.
      </p>
    );
  const names = (list: string[]) => (
    <ul className="api-changes__names">
      {list.map((name) => (
        <li key={name}>
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <h3>{title}</h3>
      {added.length > 0 && (
        <>
          <p>Added ({added.length})</p>
          {names(added)}
        </>
      )}
      {removed.length > 0 && (
        <>
          <p>Removed ({removed.length})</p>
          {names(removed)}
        </>
      )}
      {changed.length > 0 && (
        <>
          <p>Changed ({changed.length})</p>
          <ul className="api-changes__changed">
            {changed.map((change) => (
              <li key={change.name}>
                <code>{change.name}</code>: <code>{change.from}</code> → <code>{change.to}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
