// "Report a problem" on a result: its panel (with the comparison with the MediaInfo tool, the
// hashing and the report's text) loads only when someone asks for it.
import { lazyIsland } from "../../runtime/lazy-island";
import { Disclosure } from "../Disclosure";
import type { ResultEntry } from "../results/result-shape";

const ReportPanel = lazyIsland(() => import("./ReportPanel"));

type Props = { entry: ResultEntry; file?: File; repoUrl?: string };

export function ReportAction({ entry, file, repoUrl }: Props) {
  if (entry.status === "cancelled" || !repoUrl) return null;
  return (
    <Disclosure label="Report a problem">
      {(close) => <ReportPanel entry={entry} file={file} repoUrl={repoUrl} onClose={close} />}
    </Disclosure>
  );
}
