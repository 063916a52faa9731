// What the views of one result are given, shared by the tab list and the lazily loaded panels.
import type { OutputFormat } from "../engine/queue";
import type { ResultEntry } from "../results/result-shape";

/** The library's outputs of one entry obtained so far, by format. */
export type Outputs = Partial<Record<OutputFormat, string>>;
export type ViewName = OutputFormat | "tables" | "code";

export type ViewProps = {
  entry: ResultEntry;
  hasFile: boolean;
  outputs?: Outputs;
  onReanalyse: (entry: ResultEntry, format: OutputFormat) => void;
};
