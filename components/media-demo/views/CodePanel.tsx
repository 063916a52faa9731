// "Get this in code": the snippets that reproduce an analysis with its options, in a page, in a
// worker and in Node.js, made by the same templates as the Usage page's executed examples.
import { useRef, useState } from "react";
import { LIBRARY_DEFAULTS } from "../options/analysis-options";
import type { OutputFormat } from "../engine/queue";
import type { ResultEntry } from "../results/result-shape";
import { hintedSnippet } from "./snippet-hints";
import { SNIPPET_FORMATS, snippetFor, type SnippetTarget } from "./snippets";
import { HintedCode, useSnippetHints } from "./HintedCode";
import { PlaygroundLink } from "./PlaygroundLink";
import { TextView } from "./TextView";

const TARGETS: [SnippetTarget, string, string][] = [
  ["browser", "In a page", "analyse-file.js"],
  ["worker", "In a worker", "media-worker.js"],
  ["node", "In Node.js", "analyse.mjs"],
];

export function CodePanel({ entry }: { entry: ResultEntry }) {
  const [format, setFormat] = useState<OutputFormat>(SNIPPET_FORMATS[0]);
  const root = useRef<HTMLDivElement>(null);
  const hints = useSnippetHints(root);
  const options = {
    format,
    full: entry.full,
    coverData: entry.coverData ?? LIBRARY_DEFAULTS.coverData,
    chunkSize: entry.chunkSize ?? LIBRARY_DEFAULTS.chunkSize,
  };
  return (
    <div className="media-demo__code" ref={root}>
      <p>
        This code analyses a file with the options of this result. It is the code of the{" "}
        <a href="/docs/getting-started/usage/#analyse-a-file">Usage</a> page, whose examples this
        site's tests run.
      </p>
      <label>
        <span>Result format</span>{" "}
        <select
          value={format}
          onChange={(event) => setFormat(event.currentTarget.value as OutputFormat)}
        >
          {SNIPPET_FORMATS.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      {TARGETS.map(([target, title, fileName]) => {
        const text = snippetFor(target, options);
        return (
          <section key={target} aria-label={title}>
            <h3>{title}</h3>
            <TextView
              what={`the code for ${title.slice(3)}`}
              fileName={fileName}
              type="text/javascript"
              text={text}
            >
              <HintedCode text={text} hinted={hints && hintedSnippet(hints, target, options)} />
            </TextView>
            {target === "browser" && <PlaygroundLink code={text} release={entry.release} />}
          </section>
        );
      })}
    </div>
  );
}
