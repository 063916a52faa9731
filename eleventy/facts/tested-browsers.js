// Which browsers the site's own tests run in, read from the browser binaries at build time (the
// same paths the test lanes launch), so the statement on the Installation page names the versions
// of this machine and cannot go stale. A build without a browser says so instead of a version.
import { execFileSync } from "node:child_process";

/** The Chromium the tests launch (CHROMIUM_PATH names another, such as a CI runner's Chrome). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The lanes: name, the binary the tests launch, how to read the version from `--version`. */
export const TEST_LANES = [
  {
    name: "Chromium",
    binary: CHROMIUM_PATH,
    pattern: /(?:Chromium|Chrome)\s+([\d.]+)/,
  },
  {
    name: "Firefox",
    binary: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    pattern: /Firefox\s+([\d.]+(?:esr)?)/,
  },
  {
    // MiniBrowser has no --version: the version is the installed WebKitGTK library's, as Debian
    // records it (WebKitWebDriver reports the same number to the tests).
    name: "WebKitGTK",
    binary: "dpkg-query",
    args: ["-W", "-f=WebKitGTK ${Version}\n", "libwebkit2gtk-4.1-0"],
    pattern: /WebKitGTK\s+(\d+\.\d+\.\d+)/,
  },
];

/**
 * `{ name, version }` per lane; version is null when the binary is not on this machine.
 * @param {(binary: string, args: string[]) => string} [readVersion]
 */
export function testedBrowsers(
  readVersion = (binary, args) =>
    execFileSync(binary, args, {
      encoding: "utf8",
      timeout: 20_000,
      stdio: ["ignore", "pipe", "ignore"],
    }),
) {
  return TEST_LANES.map(({ name, binary, args = ["--version"], pattern }) => {
    try {
      const match = readVersion(binary, args).match(pattern);
      return { name, version: match ? match[1].replace(/esr$/, " ESR") : null };
    } catch {
      return { name, version: null };
    }
  });
}
