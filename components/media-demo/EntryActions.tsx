// Actions on one result: copy or download it as JSON, and re-analyse the same file as text, XML
// or HTML while the File is still at hand (after a reload it is gone, so those are disabled).
import type { OutputFormat } from "./queue";
import type { ResultEntry } from "./result-shape";

export const FILE_GONE =
  "The file is no longer available after a reload: drop it again to get other formats.";
const FORMATS: { format: OutputFormat; label: string }[] = [
  { format: "text", label: "As text" },
  { format: "XML", label: "As XML" },
  { format: "HTML", label: "As HTML" },
];

type Props = {
  entry: ResultEntry;
  hasFile: boolean;
  onCopy: (entry: ResultEntry) => void;
  onReanalyse: (entry: ResultEntry, format: OutputFormat) => void;
};

/** Downloads `entry`'s result as `<name>.json` through a temporary object URL. */
export function downloadJson(entry: ResultEntry): void {
  const blob = new Blob([JSON.stringify(entry.result ?? {}, null, 2)], {
    type: "application/json",
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${entry.name}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function EntryActions({ entry, hasFile, onCopy, onReanalyse }: Props) {
  const buttons = [
    { label: "Copy JSON", onClick: () => onCopy(entry) },
    { label: "Download JSON", onClick: () => downloadJson(entry) },
    ...FORMATS.map(({ format, label }) => ({
      label,
      disabled: !hasFile,
      title: hasFile ? `Analyse ${entry.name} again with ${format} output` : FILE_GONE,
      onClick: () => onReanalyse(entry, format),
    })),
  ];
  return (
    <div className="media-demo__actions" role="group" aria-label={`Actions for ${entry.name}`}>
      {buttons.map(({ label, ...props }) => (
        <button
          key={label}
          type="button"
          className="button button--secondary button--sm"
          {...props}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
