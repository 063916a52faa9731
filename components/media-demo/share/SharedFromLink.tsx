// A shared result in the page's fragment: the decoder and its view load only when the fragment
// carries one (at load, or when a pasted link changes the fragment), so a plain visit pays nothing.
import { useEffect, useState } from "react";
import { lazyIsland } from "../../runtime/lazy-island";
import type { ResultEntry } from "../results/result-shape";
import { carriesSharedResult } from "./share-link";

const SharedResultView = lazyIsland(() => import("./SharedResultView"));

type Props = { entries: ResultEntry[]; onKeep: (entry: ResultEntry) => void };

/** The shared result of the current fragment, if any; Close drops the fragment. */
export function SharedFromLink({ entries, onKeep }: Props) {
  const [hash, setHash] = useState("");
  useEffect(() => {
    const update = () => setHash(location.hash);
    update();
    addEventListener("hashchange", update);
    return () => removeEventListener("hashchange", update);
  }, []);
  if (!carriesSharedResult(hash)) return null;
  const close = () => {
    history.replaceState(history.state, "", location.pathname + location.search);
    setHash("");
  };
  return <SharedResultView key={hash} hash={hash} kept={entries} onKeep={onKeep} onClose={close} />;
}
