// The page code of "Get this in code" as a playground link: the code rides in the link's fragment
// (the site's codec, never sent to a server) as an edit of the release's Usage example, so the
// playground runs it with the release that made this result, on a sample file or one the reader
// chooses there. The result's own file stays in this page.
import { useContext, useEffect, useState } from "react";
import { encodeValue } from "../../runtime/share-codec";
import { engineOf, Engines, latestOf } from "../engine/releases";

export function PlaygroundLink({ code, release }: { code: string; release?: string }) {
  const engines = useContext(Engines);
  const playground = (engineOf(engines, release) ?? latestOf(engines))?.playground;
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    if (!playground) return;
    let current = true;
    encodeValue({ example: playground.example, code }).then((encoded) => {
      if (current) setHref(playground.linkPrefix + encoded);
    });
    return () => {
      current = false;
    };
  }, [playground?.example, playground?.linkPrefix, code]);
  if (!href) return null;
  return (
    <p className="media-demo__playground">
      <a href={href}>Run this code in the playground</a> (on a sample file, or a file you choose
      there)
    </p>
  );
}
