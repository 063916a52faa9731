// What the MediaInfo command-line tool printed (`mediainfo --Output=JSON file`), read for the
// comparison with the demo's result: checked to be MediaInfo's output of one file, of the same
// size as the file analysed here, with the fields only a tool on the file system can know left out.
import type { AnalysisResult, Track } from "../results/result-shape";

/** The tool's output, ready to compare, and the MediaInfoLib version it names. */
export type ToolOutput = { result: AnalysisResult; library?: string };

export type ToolReading = { ok: true; output: ToolOutput } | { ok: false; message: string };

const COMMAND = "mediainfo --Output=JSON <file>";

/**
 * General-track fields the tool reads from the file system, about the path and not the content:
 * mediainfo.js is handed bytes, never a path, so these would differ for every file.
 */
export const FILE_SYSTEM_FIELDS = new Set([
  "CompleteName",
  "FolderName",
  "FileName",
  "FileNameExtension",
  "FileExtension",
  "File_Created_Date",
  "File_Created_Date_Local",
  "File_Modified_Date",
  "File_Modified_Date_Local",
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** The tool's JSON in `text`, for the file of `size` bytes, or what is wrong with it. */
export function readToolOutput(text: string, size: number): ToolReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      ok: false,
      message: `This is not JSON. Paste everything \`${COMMAND}\` printed, from the first “{” to the last “}”.`,
    };
  }
  if (Array.isArray(value))
    return {
      ok: false,
      message: `This output describes ${value.length} files. Run the tool on the one file analysed here.`,
    };
  const media = isObject(value) ? value.media : undefined;
  const tracks = isObject(media) ? media.track : undefined;
  const isTrack = (track: unknown) => isObject(track) && typeof track["@type"] === "string";
  if (!Array.isArray(tracks) || tracks.length === 0 || !tracks.every(isTrack))
    return {
      ok: false,
      message: `This JSON is not the MediaInfo tool's output: it has no list of tracks under “media”. Paste what \`${COMMAND}\` printed.`,
    };
  const general = (tracks as Track[]).find((track) => track["@type"] === "General");
  const stated = Number(general?.FileSize);
  if (general?.FileSize !== undefined && stated !== size)
    return {
      ok: false,
      message: `This output is of a file of ${stated} bytes, and the result here of ${size} bytes: it describes another file. Run the tool on the same file.`,
    };
  const creating = (value as { creatingLibrary?: unknown }).creatingLibrary;
  const library =
    isObject(creating) && typeof creating.version === "string" ? creating.version : undefined;
  const cleaned = (tracks as Track[]).map((track) =>
    track["@type"] === "General"
      ? (Object.fromEntries(
          Object.entries(track).filter(([name]) => !FILE_SYSTEM_FIELDS.has(name)),
        ) as Track)
      : track,
  );
  return { ok: true, output: { result: { media: { track: cleaned } }, library } };
}

/**
 * Values that match: the same text, or the same number written two ways. The demo's results are
 * the library's `object` format, which turns numeric fields into numbers (`2`), where the tool
 * prints text (`"2.000"`).
 */
export function sameValue(left: string | undefined, right: string | undefined): boolean {
  if (left === right) return true;
  if (left === undefined || right === undefined || left.trim() === "" || right.trim() === "")
    return false;
  const [a, b] = [Number(left), Number(right)];
  return Number.isFinite(a) && a === b;
}
