// Fields and API symbols a search query names, found by their names in plain words and shown
// before the pages.
import { compactName, plainName } from "./field-names.js";
import { queryVariants, type RankingData } from "./ranking";

/** The track types a field's mask names, comma-separated. */
const tracksOf = (mask: number, names: string[]) =>
  names.filter((_, bit) => mask & (1 << bit)).join(", ");

/** A field or an API symbol the query names, shown before the pages. */
export type NamedMatch = { name: string; url: string; badge: string };

/**
 * What a query names, best first (at most `limit`): API symbols and fields whose name it is
 * (`inform`, `frame rate`, `framerate` → FrameRate) or starts (`readChunk` → ReadChunkFunc,
 * `FrameRate_M` → FrameRate_Mode), and fields whose name holds its words whole when it has two or
 * more (`aspect ratio` → DisplayAspectRatio). Synonyms count too (`fps` → FrameRate). A symbol
 * ranks above a field matched as well; among equals, the fields most applications read come
 * first, then shorter names.
 */
export function namedResults(query: string, data: RankingData, limit = 3): NamedMatch[] {
  const variants = queryVariants(query, data).map(({ text, weight }) => ({
    compact: compactName(text),
    plain: plainName(text),
    weight,
  }));
  const common = (name: string) => {
    const at = data.commonFields.indexOf(name);
    return at === -1 ? data.commonFields.length : at;
  };
  const strengthOf = (name: string, bonus: number) => {
    const compact = compactName(name);
    const plain = ` ${plainName(name)} `;
    let strength = 0;
    for (const variant of variants) {
      if (variant.compact.length < 2) continue;
      const kind =
        compact === variant.compact
          ? 3
          : compact.startsWith(variant.compact)
            ? 2
            : variant.plain.includes(" ") && plain.includes(` ${variant.plain} `)
              ? 1
              : 0;
      if (kind > 0) strength = Math.max(strength, (kind + bonus) * variant.weight);
    }
    return strength;
  };
  return [
    ...data.symbols.map(([name, url, where]) => ({
      match: { name, url, badge: where },
      strength: strengthOf(name, data.weights.symbol),
    })),
    ...data.fields.map(([name, page, mask]) => ({
      match: {
        name,
        url: `${data.fieldPages[page]}#${name}`,
        badge: `Field of ${tracksOf(mask, data.trackTypes)}`,
      },
      strength: strengthOf(name, 0),
    })),
  ]
    .filter((entry) => entry.strength > 0)
    .sort(
      (a, b) =>
        b.strength - a.strength ||
        common(a.match.name) - common(b.match.name) ||
        a.match.name.length - b.match.name.length ||
        (a.match.name < b.match.name ? -1 : 1),
    )
    .slice(0, limit)
    .map((entry) => entry.match);
}
