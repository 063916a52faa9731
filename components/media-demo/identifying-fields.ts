// The fields of a result that commonly identify a person or a place, each group with the reason
// a sharer is told. The one list the share dialog offers to leave out. Names are mediainfo.js's
// (its type definitions); the patterns catch vendor tags that land under `extra`, such as
// `com_apple_quicktime_location_ISO6709` or `com_apple_quicktime_model`.
import type { AnalysisResult, Track } from "./result-shape";

export type IdentifyingGroup = { reason: string; names: string[]; pattern?: RegExp };

export const IDENTIFYING_GROUPS: IdentifyingGroup[] = [
  {
    reason: "Where it was made: phones and cameras write a GPS position.",
    names: ["Recorded_Location", "Written_Location", "Archival_Location", "xyz"],
    pattern: /location|gps|latitude|longitude|iso6709/i,
  },
  {
    reason: "The device that made it: make and model narrow down who owns it.",
    names: [
      "Encoded_Hardware",
      "Encoded_Hardware_String",
      "Encoded_Hardware_CompanyName",
      "Encoded_Hardware_Name",
      "Encoded_Hardware_Model",
      "Encoded_Hardware_Version",
    ],
    pattern: /(^|_)(make|model|serial\w*|device\w*)$/i,
  },
  {
    reason: "Names of people or organisations: authors, performers, owners, copyright holders.",
    names: [
      ...["Performer", "Album_Performer", "Original_Performer", "Composer", "Conductor"],
      ...["Lyricist", "Original_Lyricist", "WrittenBy", "Director", "CoDirector", "Actor"],
      ...["Producer", "CoProducer", "ExecutiveProducer", "MasteredBy", "EncodedBy"],
      ...["CommissionedBy", "DistributedBy", "Publisher", "Label", "Owner", "ThanksTo"],
      ...["Copyright", "Producer_Copyright"],
    ],
    pattern: /(^|_)(artist|author|owner|creator)$/i,
  },
  {
    reason:
      "Free text its maker typed: titles, comments and descriptions often name people or places.",
    names: ["Title", "Movie", "Album", "Track", "Collection", "Comment", "Description"],
  },
  {
    reason: "When it was recorded or tagged, often to the second.",
    names: ["Recorded_Date", "Encoded_Date", "Tagged_Date", "Mastered_Date", "Written_Date"],
    pattern: /creation_?date/i,
  },
];

/** The group a field name belongs to, or undefined when it says nothing about a person or place. */
export function identifyingGroup(name: string): IdentifyingGroup | undefined {
  return IDENTIFYING_GROUPS.find(
    (group) => group.names.includes(name) || group.pattern?.test(name),
  );
}

/** One identifying field found in a result: its name, the track it is in, and its value. */
export type FoundField = { name: string; track: string; value: string };

/** Each identifying string or number field of `result`, in a track or in an object of one (`extra`). */
export function findIdentifying(result: AnalysisResult): FoundField[] {
  const found: FoundField[] = [];
  const visit = (fields: Record<string, unknown>, track: string) => {
    for (const [name, value] of Object.entries(fields)) {
      if (value && typeof value === "object" && !Array.isArray(value)) visit(value as Track, track);
      else if (identifyingGroup(name) && (typeof value === "string" || typeof value === "number"))
        found.push({ name, track, value: String(value) });
    }
  };
  for (const track of result.media?.track ?? []) visit(track, track["@type"]);
  return found;
}

/** A copy of `result` without the fields named in `names`, wherever they are in a track. */
export function withoutFields(result: AnalysisResult, names: Set<string>): AnalysisResult {
  const strip = (fields: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([name]) => !names.has(name))
        .map(([name, value]) =>
          value && typeof value === "object" && !Array.isArray(value)
            ? [name, strip(value as Record<string, unknown>)]
            : [name, value],
        ),
    );
  const tracks = (result.media?.track ?? []).map((track) => strip(track) as Track);
  return { ...result, media: { ...result.media, track: tracks } };
}
