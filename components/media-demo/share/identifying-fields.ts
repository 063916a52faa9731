// The fields of a result that commonly identify a person or a place, each group with the reason
// a sharer is told. The one list the share dialog offers to leave out. Names are matched whatever
// their case and punctuation, because the same tag reaches a result under several spellings: as
// MediaInfo's own field (`Comment`, `EncodedBy`), and under `extra` as the container wrote it
// (`comment` from MP4 and MOV, `COMMENT` from Matroska, `encoded_by`, `USLT` for ID3 lyrics). The
// patterns catch vendor tags, such as `com_apple_quicktime_location_ISO6709` or
// `com_apple_quicktime_model`. test/unit/media-demo-privacy.test.ts analyses files that carry
// each kind with the real library.
import type { AnalysisResult, Track } from "../results/result-shape";
import { MAX_DEPTH } from "./result-bounds";

export type IdentifyingGroup = { reason: string; names: string[]; pattern?: RegExp };

export const IDENTIFYING_GROUPS: IdentifyingGroup[] = [
  {
    reason: "Where it was made: phones and cameras write a GPS position.",
    names: ["Recorded_Location", "Written_Location", "Archival_Location", "Location", "xyz"],
    pattern: /location|gps|latitude|longitude|iso6709|(^|_)xyz$/i,
  },
  {
    reason:
      "The device that made it: make, model, serial number and system narrow down who owns it.",
    names: ["Make", "Model", "Manufacturer", "SerialNumber"],
    pattern:
      /^encoded_(hardware|operatingsystem)|(^|_)(make|model|manufacturer|serial\w*|device\w*|content_?identifier)$/i,
  },
  {
    reason: "Contact details: web and e-mail addresses and phone numbers lead to a person.",
    names: ["Url", "WWW", "Website", "Email", "E-mail", "Phone", "Telephone", "Contact"],
    pattern: /(^|_)(e_?mail|(tele)?phone|website|contact)$/i,
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
    pattern: /(^|_)(artist|author|owner|creator|performer|composer|publisher|copyright)$/i,
  },
  {
    reason:
      "Free text its maker typed: titles, comments, descriptions, lyrics and keywords often name people or places.",
    names: [
      ...["Title", "Subtitle", "Movie", "Album", "Track", "Collection", "Grouping", "Subject"],
      ...["Comment", "Comments", "Description", "LongDescription", "Synopsis", "Summary"],
      ...["Lyrics", "UnsyncedLyrics", "USLT", "Keywords", "Keyword"],
    ],
  },
  {
    reason: "When it was recorded or tagged, often to the second.",
    names: [
      "Recorded_Date",
      "Encoded_Date",
      "Tagged_Date",
      "Mastered_Date",
      "Written_Date",
      "Date",
    ],
    pattern: /creation_?(date|time)/i,
  },
];

/** A name as the lists compare it: lower case, letters and digits only (`encoded_by` is `EncodedBy`). */
const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Each listed name's group, by key: a Map, so no name from a file can find another object's key. */
const BY_KEY = new Map(
  IDENTIFYING_GROUPS.flatMap((group) => group.names.map((name) => [keyOf(name), group] as const)),
);

/** The group a field name belongs to, or undefined when it says nothing about a person or place. */
export function identifyingGroup(name: string): IdentifyingGroup | undefined {
  return BY_KEY.get(keyOf(name)) ?? IDENTIFYING_GROUPS.find((group) => group.pattern?.test(name));
}

/** One identifying field found in a result: its name, the track it is in, and its value. */
export type FoundField = { name: string; track: string; value: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** Each identifying string or number field of `result`, in a track or in an object of one (`extra`). */
export function findIdentifying(result: AnalysisResult): FoundField[] {
  const found: FoundField[] = [];
  // A track sits at level 4 of a result; no result the demo keeps goes past MAX_DEPTH.
  const visit = (fields: Record<string, unknown>, track: string, level: number) => {
    for (const [name, value] of Object.entries(fields)) {
      if (isObject(value)) {
        if (level < MAX_DEPTH) visit(value, track, level + 1);
      } else if (identifyingGroup(name) && (typeof value === "string" || typeof value === "number"))
        found.push({ name, track, value: String(value) });
    }
  };
  for (const track of result.media?.track ?? []) visit(track, track["@type"], 4);
  return found;
}

/**
 * A copy of `result` without the fields named in `names`, wherever they are in a track. An object
 * past MAX_DEPTH, which no result the demo keeps has, is left out rather than copied unchecked.
 */
export function withoutFields(result: AnalysisResult, names: Set<string>): AnalysisResult {
  const strip = (fields: Record<string, unknown>, level: number): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([name, value]) => !names.has(name) && (level < MAX_DEPTH || !isObject(value)))
        .map(([name, value]) => [name, isObject(value) ? strip(value, level + 1) : value]),
    );
  const tracks = (result.media?.track ?? []).map((track) => strip(track, 4) as Track);
  return { ...result, media: { ...result.media, track: tracks } };
}
