// The web app manifest that makes the site installable: name, icons, colours from the design
// tokens (one source for both schemes), and the demo as the handler of media files, so "Open
// with" on a file opens it in the installed demo (Chromium's file handling).
import fs from "node:fs";
import { hashedImages } from "./assets.js";

export const MANIFEST_PATH = "/manifest.webmanifest";
/** The PNGs scripts/make-app-icons.js draws from the logo, and the logo (under hashed names). */
const APP_ICONS = [
  ...[192, 512].map((size) => ({
    src: `/img/app-icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: "image/png",
  })),
  { src: "/img/logo.svg", sizes: "any", type: "image/svg+xml" },
];
/** Where the installed app takes the files it is asked to open. */
export const FILE_HANDLER_ACTION = "/demo/";
/** The media files the demo offers to open, by type (MediaInfo reads many more; these are the common ones). */
const MEDIA_FILES = {
  "video/*": [".mp4", ".m4v", ".mkv", ".webm", ".mov", ".avi", ".mpg", ".ts", ".wmv"],
  "audio/*": [".mp3", ".m4a", ".aac", ".flac", ".ogg", ".opus", ".wav", ".wma"],
};
const TOKENS = "site/css/00-tokens.css";

/** A colour token of the light (`:root`) and the dark block. @param {string} name */
export function themeColour(name, css = fs.readFileSync(TOKENS, "utf8")) {
  const values = [...css.matchAll(new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8});`, "gi"))];
  if (values.length < 2) throw new Error(`${TOKENS}: --${name} needs a light and a dark value`);
  return { light: values[0][1], dark: values[1][1] };
}

/** The manifest for `site` (the checked config). @param {{ title: string, tagline: string }} site */
export function appManifest(site) {
  const background = themeColour("color-bg");
  const hashed = hashedImages();
  return {
    name: site.title,
    short_name: site.title,
    description: site.tagline,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    // One value each in a manifest: the light scheme's; pages name both (meta theme-color).
    theme_color: background.light,
    background_color: background.light,
    icons: APP_ICONS.map((icon) => ({ ...icon, src: hashed[icon.src] })),
    file_handlers: [{ action: FILE_HANDLER_ACTION, accept: MEDIA_FILES }],
  };
}
