// The social card of a page as SVG (1200×630): the site's logo and name, the page's section and
// title, the site's address and the release. Text is laid out here by an estimate of Inter's
// widths, since the renderer draws but does not wrap.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Where the title is drawn (x, y, width, height): what a test compares between two titles. */
export const TITLE_AREA = { x: 80, y: 300, width: 1040, height: 250 };
export const FONT_FAMILY = "Inter";

/** Average advance of Inter Bold, in ems: enough to wrap a title without measuring glyphs. */
const BOLD_ADVANCE = 0.58;

/** @param {string} text */
const escapeXml = (text) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The title's lines at the largest size (72, 60 or 50 px) that fits three lines in the title area;
 * a title longer still ends in "…".
 * @param {string} title @returns {{ size: number, lines: string[] }}
 */
export function titleLines(title) {
  const words = title.trim().split(/\s+/);
  for (const size of [72, 60, 50]) {
    const perLine = Math.floor(TITLE_AREA.width / (size * BOLD_ADVANCE));
    const lines = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= perLine)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word);
    }
    if (lines.length <= 3 || size === 50)
      return {
        size,
        lines:
          lines.length <= 3 ? lines : [...lines.slice(0, 2), `${lines[2].slice(0, perLine - 1)}…`],
      };
  }
  throw new Error("unreachable");
}

/** The logo's own markup, placed as a nested <svg> at (x, y) in a square of `size`. */
function placedLogo(/** @type {string} */ logoSvg, x = 80, y = 72, size = 96) {
  const inner = logoSvg.replace(/^[\s\S]*?<svg\b[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const viewBox = /viewBox="([^"]+)"/.exec(logoSvg)?.[1] ?? "0 0 64 64";
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${viewBox}">${inner}</svg>`;
}

/**
 * @param {{ title: string, section: string, siteName: string, address: string, release: string,
 *   logoSvg: string }} card
 * @returns {string}
 */
export function cardSvg({ title, section, siteName, address, release, logoSvg }) {
  const { size, lines } = titleLines(title);
  const lineHeight = Math.round(size * 1.15);
  const titleText = lines
    .map(
      (line, index) =>
        `<text x="${TITLE_AREA.x}" y="${TITLE_AREA.y + size + index * lineHeight}" font-size="${size}" font-weight="700" fill="#1c1e21">${escapeXml(line)}</text>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${FONT_FAMILY}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#ffffff"/>`,
    `<rect width="${CARD_WIDTH}" height="16" fill="#0a58a8"/>`,
    placedLogo(logoSvg),
    `<text x="200" y="136" font-size="44" font-weight="700" fill="#0a58a8">${escapeXml(siteName)}</text>`,
    `<text x="${TITLE_AREA.x}" y="262" font-size="32" font-weight="400" fill="#525860">${escapeXml(section)}</text>`,
    titleText,
    `<rect x="0" y="${CARD_HEIGHT - 64}" width="${CARD_WIDTH}" height="64" fill="#f2f5f8"/>`,
    `<text x="${TITLE_AREA.x}" y="${CARD_HEIGHT - 22}" font-size="26" font-weight="400" fill="#525860">${escapeXml(address)}</text>`,
    `<text x="${CARD_WIDTH - 80}" y="${CARD_HEIGHT - 22}" font-size="26" font-weight="400" fill="#525860" text-anchor="end">${escapeXml(release)}</text>`,
    "</svg>",
  ].join("");
}
