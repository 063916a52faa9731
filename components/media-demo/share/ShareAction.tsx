// "Share as link" on a finished result: opens the share dialog, whose code (with the compression
// and the list of identifying fields) loads only when someone asks for it.
import { lazyIsland } from "../../runtime/lazy-island";
import { Disclosure } from "../Disclosure";
import type { ResultEntry } from "../results/result-shape";

const SharePanel = lazyIsland(() => import("./SharePanel"));

export function ShareAction({ entry }: { entry: ResultEntry }) {
  if (entry.status !== "done" || !entry.result) return null;
  return (
    <Disclosure label="Share as link">
      {(close) => <SharePanel entry={entry} onClose={close} />}
    </Disclosure>
  );
}
