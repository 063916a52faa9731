// The demo's drop zone: drag-and-drop (highlighted while dragging), click, or Enter/Space to open
// the file picker; several files at once are passed on together, in order.
import { useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { HandIcon } from "../icons";

/** Calls `onFiles` with the files dropped or picked. */
export function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [isDragOver, setDragOver] = useState(false);
  const openPicker = () => input.current?.click();

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    const files = [...(event.dataTransfer?.files ?? [])];
    if (files.length > 0) onFiles(files);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
    setDragOver(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openPicker();
    }
  };

  return (
    <>
      <div
        className={`media-demo__drop${isDragOver ? " dragover" : ""}`}
        role="button"
        tabIndex={0}
        aria-describedby="media-demo-drop-hint"
        onClick={openPicker}
        onKeyDown={onKeyDown}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
      >
        <HandIcon />
        <span>Drop a media file here!</span>
        <br />
        <small>(or click)</small>
      </div>
      <p id="media-demo-drop-hint" className="visually-hidden">
        Opens a file picker. Several files are analysed one after another.
      </p>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        multiple
        tabIndex={-1}
        aria-label="Media files to analyse"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
