// What a run shows: its status, the console lines (errors marked), the MediaInfo instances it made
// and the page the example built, in the sandbox's frame.
import type { Ref } from "react";
import type { RunState } from "./use-run";

type Props = { state: RunState; frameHost: Ref<HTMLDivElement> };

export function Output({ state, frameHost }: Props) {
  const { lines, counts, status } = state;
  return (
    <div className="playground__output">
      <p className="playground__status" role="status">
        {status}
      </p>
      <h2 className="playground__heading" id="playground-console">
        Console
      </h2>
      <pre
        className="playground__console"
        role="log"
        aria-labelledby="playground-console"
        tabIndex={0}
      >
        {lines.length === 0 ? (
          <span className="playground__empty">Nothing logged yet.</span>
        ) : (
          lines.map((line, index) => (
            <span key={index} className={`playground__line playground__line--${line.level}`}>
              {line.level === "error" ? "Error: " : ""}
              {line.text}
              {"\n"}
            </span>
          ))
        )}
      </pre>
      <h2 className="playground__heading">Result</h2>
      <p className="playground__counts">
        {counts
          ? `MediaInfo instances: ${counts.created} created, ${counts.resolved} ready, ${counts.closed} closed.`
          : "No MediaInfo instance created yet."}
      </p>
      <div className="playground__frame-host" ref={frameHost} />
    </div>
  );
}
