// Renders a card's SVG to PNG with resvg (prebuilt through npm), with the Inter font files kept in
// this part (fonts/, under the SIL Open Font License): no system font and no network, and the
// default install does not carry a whole font family for two weights. Each PNG is kept in .cache/social-cards under the
// hash of what made it (the SVG, the renderer's and the font's versions), so a warm build copies
// instead of drawing.
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import { encodeOpaquePng } from "./png.js";

const require = createRequire(import.meta.url);
const FONT_DIR = fileURLToPath(new URL("../fonts/", import.meta.url));
export const FONT_FILES = ["Inter_400Regular.ttf", "Inter_700Bold.ttf"].map((name) =>
  path.join(FONT_DIR, name),
);
/** What draws a card; the fonts enter the cache key by their bytes' hash. */
const RENDERER = `png rgb unfiltered level 6, resvg-js ${require("@resvg/resvg-js/package.json").version}, fonts ${crypto
  .createHash("sha256")
  .update(Buffer.concat(FONT_FILES.map((file) => fs.readFileSync(file))))
  .digest("hex")
  .slice(0, 16)}`;
export const CARD_CACHE_DIR = ".cache/social-cards";

/** The PNG of one card's SVG, drawn now. @param {string} svg @returns {Buffer} */
export function renderCard(svg) {
  const resvg = new Resvg(svg, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: "Inter" },
  });
  const image = resvg.render();
  // resvg writes RGBA at its default compression; the card is opaque, so unfiltered RGB is smaller.
  return encodeOpaquePng({
    width: image.width,
    height: image.height,
    channels: 4,
    pixels: image.pixels,
  });
}

/** The cache key of an SVG: what it draws and what draws it. @param {string} svg */
export const cardKey = (svg) =>
  crypto.createHash("sha256").update(RENDERER).update("\0").update(svg).digest("hex");

/**
 * The PNG of `svg` from the cache, or drawn and cached.
 * @param {string} svg @param {string} [cacheDir]
 * @returns {{ png: Buffer, drawn: boolean }}
 */
export function cachedCard(svg, cacheDir = CARD_CACHE_DIR) {
  const file = path.join(cacheDir, `${cardKey(svg)}.png`);
  if (fs.existsSync(file)) return { png: fs.readFileSync(file), drawn: false };
  const png = renderCard(svg);
  fs.mkdirSync(cacheDir, { recursive: true });
  // Written whole under another name first: a build stopped midway leaves no half card.
  fs.writeFileSync(`${file}.tmp`, png);
  fs.renameSync(`${file}.tmp`, file);
  return { png, drawn: true };
}
