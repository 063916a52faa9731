// The panel of one view other than the tables: the raw object, a library output (analysed again
// in that format the first time it is shown, while the file is at hand) or the code panel; and the
// cover art shown above the tables.
import { useEffect } from "react";
import type { OutputFormat } from "../engine/queue";
import type { ViewName, ViewProps } from "./view-props";
import type { ResultEntry } from "../results/result-shape";
import { CodePanel } from "./CodePanel";
import { coverSource } from "./cover";
import { TextView } from "./TextView";

export const FILE_GONE =
  "The file is no longer available after a reload: drop it again to get other formats.";

/** How each output is saved: file name ending and MIME type. */
const FILES: Record<OutputFormat, [string, string]> = {
  object: [".json", "application/json"],
  JSON: [".mediainfo.json", "application/json"],
  text: [".txt", "text/plain"],
  XML: [".xml", "application/xml"],
  HTML: [".html", "text/html"],
};

/** Formats asked for per entry, so showing a view again does not queue another analysis. */
const requested = new Set<string>();

function LibraryOutput({
  entry,
  hasFile,
  outputs,
  onReanalyse,
  format,
}: ViewProps & { format: OutputFormat }) {
  const text =
    format === "object" ? JSON.stringify(entry.result ?? {}, null, 2) : outputs?.[format];
  const key = `${entry.id}:${format}`;
  useEffect(() => {
    if (text !== undefined || !hasFile || requested.has(key)) return;
    requested.add(key);
    onReanalyse(entry, format);
  }, [text, hasFile, key]);
  if (text === undefined)
    return (
      <p className="media-demo__status" role="status">
        {hasFile ? (
          <>
            Analysing <bdi>{entry.name}</bdi> again with {format} output…
          </>
        ) : (
          FILE_GONE
        )}
      </p>
    );
  const [ending, type] = FILES[format];
  const what = format === "object" ? "the object" : format === "text" ? "the text" : format;
  return <TextView what={what} fileName={entry.name + ending} type={type} text={text} />;
}

export default function ViewPanel({ view, ...props }: ViewProps & { view: ViewName }) {
  if (view === "code") return <CodePanel entry={props.entry} />;
  if (view === "tables") return null;
  return <LibraryOutput key={view} format={view} {...props} />;
}

/** The first cover of `data` (a General track's `Cover_Data`), if it is an image we know. */
export function CoverArt({ entry, data }: { entry: ResultEntry; data: unknown }) {
  const source = coverSource(data);
  if (!source) return null;
  return (
    <figure className="media-demo__cover">
      <img src={source} alt={`Cover art of ${entry.name}`} />
      <figcaption>
        Cover art from <code>Cover_Data</code>
      </figcaption>
    </figure>
  );
}
