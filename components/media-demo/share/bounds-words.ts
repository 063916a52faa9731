// The words for a result larger than any MediaInfo result (result-bounds.ts): loaded only when one
// is, from a link or from storage, and importing nothing, so the demo's code at load has none.
import type { BoundsProblem } from "./result-bounds";

/** What the result has too much of, naming the limit. */
export function boundsText(problem: BoundsProblem): string {
  if (problem.limit === "tracks")
    return `it has ${problem.count} tracks, and MediaInfo reports at most ${problem.max} for a file`;
  if (problem.limit === "fields")
    return `track ${problem.track + 1} has more than ${problem.max} fields, and MediaInfo reports at most that many for a track`;
  return `it is nested more than ${problem.max} levels deep, and MediaInfo's results never are`;
}
