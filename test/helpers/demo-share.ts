// Shared links of the demo, read and made the way the page does (deflate-raw JSON in base64url
// after "#shared="), so tests can check what a link carries and forge tampered ones.
import fs from "node:fs";
import zlib from "node:zlib";

export const SHARE_PREFIX = "#shared=";

/** The version of mediainfo.js the site is built with: what a link must record. */
export const LIBRARY_VERSION: string = JSON.parse(
  fs.readFileSync("node_modules/mediainfo.js/package.json", "utf8"),
).version;

export const fragmentOf = (value: unknown) =>
  SHARE_PREFIX + zlib.deflateRawSync(JSON.stringify(value)).toString("base64url");

/** The payload a shared link carries. */
export function payloadOf(link: string): Record<string, any> {
  const text = new URL(link).hash.slice(SHARE_PREFIX.length);
  return JSON.parse(zlib.inflateRawSync(Buffer.from(text, "base64url")).toString("utf8"));
}

// Run in the page (each lane's evaluate hands it a selector), so they close over nothing.
/** Expands every collapsed track table under `scope`; returns how many it expanded. */
export const expandTracks = (scope: string) => {
  const collapsed = document.querySelectorAll(
    `${scope} .media-demo__track-toggle[aria-expanded=false]`,
  );
  for (const toggle of collapsed) (toggle as HTMLElement).click();
  return collapsed.length;
};
/** Whether every track table under `scope` is expanded. */
export const allExpanded = (scope: string) =>
  document.querySelector(`${scope} .media-demo__track-toggle[aria-expanded=false]`) === null;
/** Every row of the track tables under `scope`, as "Type#n Name=Value" lines. */
export const trackRows = (scope: string) =>
  [...document.querySelectorAll(`${scope} table`)].flatMap((table) => {
    const title = table.querySelector("thead")!.textContent!.replace(/\s+|Collapse/g, "");
    return [...table.querySelectorAll("tbody tr")].map((row) => {
      const th = row.querySelector("th")!;
      const name = (th.querySelector("a") ?? th).firstChild!.textContent!.trim();
      return `${title} ${name}=${row.querySelector("td")!.textContent}`;
    });
  });
