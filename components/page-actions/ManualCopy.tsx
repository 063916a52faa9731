// When the browser refuses the clipboard: the page's Markdown, selected in a box to copy by hand.
import { useEffect, useRef } from "react";

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

type Props = { id: string; text: string; onClose: () => void };

/** The Markdown, focused and selected, with the keys that copy it and a Close button. */
export function ManualCopy({ id, text, onClose }: Props) {
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    box.current?.focus();
    box.current?.select();
  }, [text]);
  return (
    <div className="page-actions__manual">
      <label htmlFor={id}>
        The browser did not allow copying. Press {isMac() ? "⌘ Cmd" : "Ctrl"}+C to copy the selected
        Markdown.
      </label>
      <textarea id={id} ref={box} readOnly rows={8} value={text} />
      <button type="button" className="page-actions__close" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
