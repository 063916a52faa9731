// Before a link is made: what it will contain, and what to leave out of it. Then the link is
// copied and shown, or, past the length links survive in chat and mail, the JSON download (of
// what the link would have carried) is offered instead.
import { useId, useState } from "react";
import { downloadJson } from "../results/EntryActions";
import { findIdentifying, withoutFields } from "./identifying-fields";
import { nameAsShared, NAME_LEFT_OUT, PrivacyChoices } from "./PrivacyChoices";
import { tracksOf, type AnalysisResult, type ResultEntry } from "../results/result-shape";
import { linkFor, MAX_LINK_LENGTH } from "./shared-payload";

type Made =
  | { link: string; copied: boolean }
  | { tooLong: number; name: string; shared: AnalysisResult }
  | null;

/** The share dialog of one result; `onClose` hides it. */
export default function SharePanel({
  entry,
  onClose,
}: {
  entry: ResultEntry;
  onClose: () => void;
}) {
  const version = entry.release;
  const result = entry.result as AnalysisResult;
  const found = findIdentifying(result);
  const names = [...new Set(found.map((field) => field.name))];
  const [leftOut, setLeftOut] = useState(() => new Set(names));
  const [made, setMade] = useState<Made>(null);
  const headingId = useId();
  const tracks = tracksOf(result).length;

  const toggle = (name: string, out: boolean) => {
    const next = new Set(leftOut);
    if (out) next.add(name);
    else next.delete(name);
    setLeftOut(next);
    setMade(null);
  };
  const make = async () => {
    const omitted = [...names, NAME_LEFT_OUT].filter((name) => leftOut.has(name));
    const shared = withoutFields(result, new Set(omitted));
    const name = nameAsShared(entry.name, leftOut);
    const payload = {
      format: 1 as const,
      name,
      size: entry.size,
      ...(version ? { version } : {}),
      full: entry.full,
      omitted,
      result: shared,
    };
    const link = await linkFor(location.origin + location.pathname, payload);
    if (link.length > MAX_LINK_LENGTH) return setMade({ tooLong: link.length, name, shared });
    const copied = await navigator.clipboard.writeText(link).then(
      () => true,
      () => false,
    );
    setMade({ link, copied });
  };

  return (
    <section className="media-demo__share" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Share <bdi>{entry.name}</bdi> as a link
      </h3>
      <p>
        The link will contain this result ({tracks} {tracks === 1 ? "track" : "tracks"}), the file
        name, its size and the mediainfo.js release that made it ({version ?? "unknown"}); not the
        file. It travels after the “#”, which browsers never send to a server, but anyone who gets
        the link can read it.
      </p>
      <PrivacyChoices found={found} leftOut={leftOut} onToggle={toggle} />
      <div className="media-demo__actions">
        <button type="button" className="button button--primary button--sm" onClick={make}>
          Copy link
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={onClose}>
          Close
        </button>
      </div>
      <div role="status">
        {made && "tooLong" in made && (
          <p>
            This result is too large for a link: it would be {made.tooLong} characters long, and
            chat apps and mail keep links whole only up to {MAX_LINK_LENGTH}. Share the JSON file
            instead.{" "}
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => downloadJson({ ...entry, name: made.name, result: made.shared })}
            >
              Download JSON
            </button>
          </p>
        )}
        {made && "link" in made && (
          <p>
            {made.copied
              ? `Link copied (${made.link.length} characters).`
              : "The browser refused access to the clipboard: copy the link below."}
          </p>
        )}
      </div>
      {made && "link" in made && (
        <label className="media-demo__share-link">
          <span>Link to this result</span>
          <input
            type="text"
            readOnly
            value={made.link}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      )}
    </section>
  );
}
