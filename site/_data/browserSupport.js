// First browser releases that run mediainfo.js 0.3.6: its WebAssembly uses typed function
// references, so the versions come from @mdn/browser-compat-data at build time, not from memory.
import bcd from "@mdn/browser-compat-data" with { type: "json" };

const BROWSERS = [
  ["chrome", "Chrome"],
  ["edge", "Edge"],
  ["firefox", "Firefox"],
  ["safari", "Safari"],
  ["opera", "Opera"],
  ["chrome_android", "Chrome for Android"],
  ["safari_ios", "Safari on iOS"],
];

export default function browserSupport() {
  /** @type {Record<string, any>} */
  const support = bcd.webassembly.typedFunctionReferences.__compat?.support ?? {};
  const browsers = BROWSERS.map(([key, name]) => {
    const entry = [support[key]].flat()[0];
    return { key, name, version: entry?.version_added || null };
  });
  return { feature: "WebAssembly typed function references", bcdVersion: bcd.__meta.version, browsers };
}
