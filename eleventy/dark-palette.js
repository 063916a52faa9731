// One dark palette for both dark blocks of the stylesheet: `html[data-theme="dark"]` (chosen by
// the head script or the toggle) is the source, and its declarations replace the marker inside the
// no-JavaScript block (`prefers-color-scheme: dark`), so the two cannot drift apart.

import { THEME_ATTRIBUTE } from "../contract/index.js";

export const DARK_PALETTE_MARKER = "/* @dark-palette */";
const SOURCE_SELECTOR = `html[${THEME_ATTRIBUTE}="dark"] {`;

/**
 * Fills the dark-palette marker of `css` with the source block's declarations.
 * @param {string} css
 */
export function expandDarkPalette(css) {
  const start = css.indexOf(SOURCE_SELECTOR);
  if (start === -1)
    throw new Error(`stylesheet: no ${SOURCE_SELECTOR} block to take the dark palette from`);
  const bodyStart = start + SOURCE_SELECTOR.length;
  const bodyEnd = css.indexOf("}", bodyStart);
  const declarations = css.slice(bodyStart, bodyEnd).trim();
  if (!css.includes(DARK_PALETTE_MARKER))
    throw new Error(
      `stylesheet: the marker ${DARK_PALETTE_MARKER} is missing from the no-JavaScript dark block`,
    );
  return css.replace(DARK_PALETTE_MARKER, declarations);
}
