// One text view of a result (an output, the raw object, a snippet) with Copy and Download.
import { useState, type ReactNode } from "react";
import { downloadText } from "../download";

type Props = {
  /** What the text is, as the buttons name it: "XML", "the Node.js code". */
  what: string;
  fileName: string;
  type: string;
  text: string;
  /** The text as shown, when not plain (the code panel's highlighted code). */
  children?: ReactNode;
};

export function TextView({ what, fileName, type, text, children }: Props) {
  const [status, setStatus] = useState("");
  const copy = () =>
    navigator.clipboard
      .writeText(text)
      .then(() => setStatus(`Copied ${what}.`))
      .catch(() => setStatus("Could not copy: the browser refused access to the clipboard."));
  return (
    <div className="media-demo__output">
      <div className="media-demo__actions">
        <button type="button" className="button button--secondary button--sm" onClick={copy}>
          Copy {what}
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => downloadText(fileName, text, type)}
        >
          Download {what}
        </button>
        <span role="status">{status}</span>
      </div>
      {children ?? <pre tabIndex={0}>{text}</pre>}
    </div>
  );
}
