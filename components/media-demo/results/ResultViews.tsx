// The views of one result as tabs: its track tables, shown at once, and the raw object, the
// library's JSON, text, XML and HTML outputs and the code that reproduces it, whose code loads
// the first time one of them is picked.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { lazyIsland } from "../../runtime/lazy-island";
import { nextRovingIndex } from "../../runtime/roving-keys";
import { tracksOf } from "./result-shape";
import type { ViewName, ViewProps } from "../views/view-props";

const VIEWS: [ViewName, string][] = [
  ["tables", "Tables"],
  ["object", "Object"],
  ["JSON", "JSON"],
  ["text", "Text"],
  ["XML", "XML"],
  ["HTML", "HTML"],
  ["code", "Get this in code"],
];
const loadViews = () => import("../views/ViewPanel");
const ViewPanel = lazyIsland(loadViews);
const CoverArt = lazyIsland(() => loadViews().then((views) => ({ default: views.CoverArt })));

/** A tab list (arrow keys move between tabs) over one panel; `children` are the track tables. */
export function ResultViews({ children, ...props }: ViewProps & { children: ReactNode }) {
  const [view, setView] = useState<ViewName>("tables");
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const { entry } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextRovingIndex(index, event.key, VIEWS.length, "horizontal");
    if (next === null) return;
    event.preventDefault();
    setView(VIEWS[next][0]);
    tabs.current[next]?.focus();
  };
  const cover = entry.coverData ? tracksOf(entry.result)[0]?.Cover_Data : undefined;
  return (
    <div className="media-demo__views">
      <div role="tablist" aria-label={`Views of ${entry.name}`} className="media-demo__tabs">
        {VIEWS.map(([name, label], index) => (
          <button
            key={name}
            ref={(element) => void (tabs.current[index] = element)}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={view === name}
            aria-controls={`${id}-panel`}
            tabIndex={view === name ? 0 : -1}
            onClick={() => setView(name)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${view}`}>
        {view !== "tables" && <ViewPanel view={view} {...props} />}
        {view === "tables" && typeof cover === "string" && <CoverArt entry={entry} data={cover} />}
        {view === "tables" && children}
      </div>
    </div>
  );
}
