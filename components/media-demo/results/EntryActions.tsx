// Actions on one result: copy or download it as JSON. (Its other formats are views: ResultViews.)
import { downloadText } from "../download";
import type { ResultEntry } from "./result-shape";

type Props = {
  entry: ResultEntry;
  onCopy: (entry: ResultEntry) => void;
};

/** Downloads `entry`'s result as `<name>.json` through a temporary object URL. */
export function downloadJson(entry: ResultEntry): void {
  downloadText(
    `${entry.name}.json`,
    JSON.stringify(entry.result ?? {}, null, 2),
    "application/json",
  );
}

export function EntryActions({ entry, onCopy }: Props) {
  const buttons = [
    { label: "Copy JSON", onClick: () => onCopy(entry) },
    { label: "Download JSON", onClick: () => downloadJson(entry) },
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
