// The text of a report: the facts maintainers ask for first (which releases, which options, which
// browser, which file), then the differences from the MediaInfo tool when the reader compared.
// Markdown, because the tracker renders it; the same text is offered for copying elsewhere.
import type { ComparedRow } from "../compare/compare";
import type { Environment } from "./environment";
import type { ResultEntry, Track } from "../results/result-shape";
import { tracksOf } from "../results/result-shape";

/** A differing field of the comparison with the tool: the track it is in and both values. */
export type Difference = { track: string; row: ComparedRow };

export type ReportFacts = {
  entry: ResultEntry;
  /** The file name as the report states it (the extension only when the name is left out). */
  name: string;
  library?: string;
  defaultChunkSize: number;
  environment: Environment;
  /** The SHA-256, or why there is none. */
  sha256: { hex: string } | { missing: string };
  /** The reader's own words. */
  words: string;
  /** Names of the identifying fields left out of the attached JSON and of the differences. */
  omitted: string[];
  tool?: { library?: string; differences: Difference[]; listed: number };
};

/** What the body says when the reader has written nothing. */
export const WORDS_PROMPT = "(What did you expect, and what did you get? Write it here.)";

const cell = (text = "(absent)") => text.replace(/\|/g, "\\|").replace(/\s+/g, " ");

/** "General (MPEG-4), Video (AVC), Audio (AAC)": each track's type and format. */
export function trackSummary(tracks: Track[]): string {
  return tracks
    .map((track) => (track.Format ? `${track["@type"]} (${track.Format})` : track["@type"]))
    .join(", ");
}

/** The title for `entry`, which the reader may rewrite. */
export function reportTitle(entry: ResultEntry): string {
  const container = tracksOf(entry.result)[0]?.Format;
  const file = container ? `${container} file` : "File";
  if (entry.status === "error") return `${file}: the analysis fails`;
  if (entry.status === "unrecognised") return "File not recognised";
  return `${file}: a field is wrong or missing`;
}

/**
 * The largest number of differences, at most `count`, whose link `url(listed)` is at most `max`
 * characters long, found by halving: the link grows with each row listed, and a big result can
 * differ in hundreds.
 */
export function fitting(url: (listed: number) => string, count: number, max: number): number {
  let [low, high] = [0, count];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (url(middle).length <= max) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The body, with the first `facts.tool.listed` differences as a table. */
export function reportBody(facts: ReportFacts): string {
  const { entry, environment, sha256, tool } = facts;
  const chunk = entry.chunkSize ?? facts.defaultChunkSize;
  const tracks = tracksOf(entry.result);
  const guess = environment.guessed ? " (guessed from the user-agent string)" : "";
  const lines = [
    facts.words.trim() || WORDS_PROMPT,
    "",
    "### Where",
    `- mediainfo.js ${entry.release ?? "(release unknown)"}, MediaInfoLib ${facts.library ?? "(unknown)"}, in the documentation site's demo`,
    `- Options: format object, full ${entry.full}, coverData ${entry.coverData ?? false}, chunkSize ${chunk}${chunk === facts.defaultChunkSize ? " (the default)" : ""}`,
    `- Browser: ${environment.browser} on ${environment.platform}${guess}`,
    "",
    "### File",
    `- Name: ${facts.name}`,
    `- Size: ${entry.size} bytes`,
    "hex" in sha256
      ? `- SHA-256: ${sha256.hex} (computed in the browser; the file was not uploaded)`
      : `- SHA-256: not computed: ${sha256.missing}`,
  ];
  if (entry.status === "error") lines.push(`- Analysis failed: ${entry.message ?? ""}`);
  else if (tracks.length > 0)
    lines.push(
      `- Container: ${tracks[0].Format ?? "not recognised"}`,
      `- Tracks: ${trackSummary(tracks)}`,
    );
  if (facts.omitted.length > 0)
    lines.push(`- Left out as identifying: ${facts.omitted.join(", ")}`);
  if (tool) {
    const { differences, listed } = tool;
    lines.push(
      "",
      `### Compared with the MediaInfo tool (MediaInfoLib ${tool.library ?? "unknown"})`,
    );
    if (differences.length === 0) lines.push("", "The tool gives the same values.");
    else {
      lines.push(
        "",
        "| Track | Field | mediainfo.js | MediaInfo tool |",
        "| --- | --- | --- | --- |",
      );
      for (const { track, row } of differences.slice(0, listed)) {
        const field = row.under ? `${row.name} (${row.under})` : row.name;
        lines.push(`| ${cell(track)} | ${cell(field)} | ${cell(row.left)} | ${cell(row.right)} |`);
      }
      const rest = differences.length - listed;
      if (rest > 0)
        lines.push(
          "",
          `${rest} more differing ${rest === 1 ? "field is" : "fields are"} not listed: the link would be too long.`,
        );
    }
  }
  if (entry.result)
    lines.push(
      "",
      `The demo's full result is attached as ${facts.name}.json: a link holds only so much.`,
    );
  return lines.join("\n");
}
