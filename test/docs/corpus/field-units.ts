// Units of track fields: the unit a description states ("in ms", "in bps", …) and the unit a
// value really has, measured against the same track's display string for that field (which names
// its unit: "1 s 480 ms", "64.0 kb/s", "7.43 KiB", "48.0 kHz", "320 pixels", "25.000 FPS").
export type Unit = "s" | "ms" | "bytes" | "bit/s" | "Hz" | "pixels" | "fps" | "bits" | "degrees";
type Track = Record<string, unknown>;

/** The unit a description gives the field's value, or null when it states none. */
export function statedUnit(description: string): Unit | null {
  const patterns: [RegExp, Unit][] = [
    [/\b(?:in|is) (?:s|seconds)\b/i, "s"],
    [/\bin ms\b|\bin milliseconds\b/i, "ms"],
    [/\bin bytes\b/i, "bytes"],
    [/\bin bps\b|\bin bit\/s\b/i, "bit/s"],
    [/\bin (?:Hz|Hertz)\b/i, "Hz"],
    [/\bin pixels\b/i, "pixels"],
    [/\bin bits\b/i, "bits"],
    [/\bin degrees\b/i, "degrees"],
  ];
  for (const [pattern, unit] of patterns) if (pattern.test(description)) return unit;
  // A numerator or denominator of a frame rate is a count, not a rate.
  if (/frames per second/i.test(description) && !/numerator|denominator/i.test(description))
    return "fps";
  return null;
}

/** Each unit's dimension and its size in the dimension's base unit. */
const SCALE: Record<Unit, [string, number]> = {
  s: ["time", 1],
  ms: ["time", 0.001],
  bytes: ["size", 1],
  "bit/s": ["rate", 1],
  Hz: ["frequency", 1],
  pixels: ["pixels", 1],
  fps: ["fps", 1],
  bits: ["bits", 1],
  degrees: ["degrees", 1],
};

/** Display-string units: dimension and size in its base unit. */
const DISPLAY: Record<string, [string, number]> = {
  h: ["time", 3600],
  min: ["time", 60],
  s: ["time", 1],
  ms: ["time", 0.001],
  Bytes: ["size", 1],
  Byte: ["size", 1],
  KiB: ["size", 1024],
  MiB: ["size", 1024 ** 2],
  "b/s": ["rate", 1],
  "kb/s": ["rate", 1000],
  "Mb/s": ["rate", 1e6],
  Hz: ["frequency", 1],
  kHz: ["frequency", 1000],
  pixels: ["pixels", 1],
  pixel: ["pixels", 1],
  FPS: ["fps", 1],
  fps: ["fps", 1],
  bits: ["bits", 1],
  bit: ["bits", 1],
  "°": ["degrees", 1],
  // The library's Rotation_String ends in U+FFFD where MediaInfoLib writes a degree sign.
  "\uFFFD": ["degrees", 1],
};

/**
 * One copy of a value the library repeats ("2 s 21 ms / 2 s 21 ms": a file it was handed whole
 * and read twice, a known issue of the documented release); any other text unchanged.
 */
export function once(text: string): string {
  const parts = text.split(" / ");
  return parts.every((part) => part === parts[0]) ? parts[0] : text;
}

/** A display string as [dimension, amount in base units], or null when it names no unit. */
export function displayAmount(shown: string): [string, number] | null {
  const text = once(shown.trim());
  const clock = /^(-?)(\d+):(\d\d):(\d\d(?:\.\d+)?)$/.exec(text.trim());
  if (clock) {
    const seconds = Number(clock[2]) * 3600 + Number(clock[3]) * 60 + Number(clock[4]);
    return ["time", clock[1] ? -seconds : seconds];
  }
  let dimension: string | null = null;
  let total = 0;
  const sign = text.trim().startsWith("-") ? -1 : 1;
  for (const [, number, unit] of text.matchAll(/(\d[\d ]*(?:\.\d+)?)\s*(°|\uFFFD|[A-Za-z/]+)/g)) {
    const known = DISPLAY[unit];
    if (!known || (dimension && dimension !== known[0])) return null;
    dimension = known[0];
    total += Number(number.replace(/ /g, "")) * known[1];
  }
  return dimension ? [dimension, sign * total] : null;
}

/** The value as a number, also when the library gives a numeric string ("90.000"). */
const numeric = (value: unknown): number | null =>
  typeof value === "number"
    ? value
    : typeof value === "string" && /^-?\d+(?:\.\d+)?$/.test(value)
      ? Number(value)
      : null;

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.0006, Math.abs(b) * 0.015);

/**
 * The unit of `field` in `track` among the units of `stated`'s dimension, measured against the
 * field's display strings; null when the value is absent or zero (any unit fits) or no display
 * string names a unit. A display string itself ("-21 ms") has the unit it names.
 */
export function measuredUnit(track: Track, field: string, stated: Unit): Unit | null {
  const [dimension] = SCALE[stated];
  const units = (Object.keys(SCALE) as Unit[]).filter((unit) => SCALE[unit][0] === dimension);
  const value = track[field];
  const number = numeric(value);
  if (number === null) {
    if (typeof value !== "string") return null;
    const shown = displayAmount(value.replace(/\s*\(.*\)$/, ""));
    if (!shown || shown[0] !== dimension) return null;
    // "1 s 480 ms" is in seconds and milliseconds: the stated one of them, if named, is right.
    const named = [...value.matchAll(/°|[A-Za-z/]+/g)].map(([token]) => token);
    return units.find((unit) => named.includes(unit === "fps" ? "FPS" : unit)) ?? units[0];
  }
  if (number === 0) return null;
  // The General track's header, data and footer sizes add up to the file size, in bytes.
  const parts = ["HeaderSize", "DataSize", "FooterSize"];
  if (parts.includes(field) && dimension === "size") {
    const sum = parts.reduce((total, part) => total + (numeric(track[part]) ?? NaN), 0);
    if (sum === numeric(track.FileSize)) return "bytes";
  }
  for (const suffix of ["_String", "_String1", "_String2", "_String3", "_String5"]) {
    const text = track[field + suffix];
    const shown = typeof text === "string" ? displayAmount(text.replace(/\s*\(.*\)$/, "")) : null;
    if (!shown || shown[0] !== dimension) continue;
    const unit = units.find((candidate) => close(number * SCALE[candidate][1], shown[1]));
    if (unit) return unit;
  }
  return null;
}
