// "Compare two results" in the results' head: shown once two finished results are listed; the
// comparison's code loads when it is first opened.
import { lazyIsland } from "../../runtime/lazy-island";
import { Disclosure } from "../Disclosure";
import type { ResultEntry } from "../results/result-shape";

const ComparePanel = lazyIsland(() => import("./ComparePanel"));

type Props = { entries: ResultEntry[]; filter: string };

/** The toggle and, when open, the comparison of the finished entries (newest first). */
export function CompareLauncher({ entries, filter }: Props) {
  const comparable = entries.filter((entry) => entry.status === "done" && entry.result);
  if (comparable.length < 2) return null;
  return (
    <Disclosure label="Compare two results">
      {() => <ComparePanel entries={comparable} filter={filter} />}
    </Disclosure>
  );
}
