// The browser and platform, as a report states them. Chromium answers with client hints
// (`navigator.userAgentData`: brand, version and platform, as the browser chose to state them);
// Firefox and Safari have only the user-agent string, which browsers freeze and trim, so what is
// read from it is marked as a guess.

export type Environment = { browser: string; platform: string; guessed: boolean };

type Hints = { brands?: { brand: string; version: string }[]; platform?: string };

const BROWSERS: [string, RegExp][] = [
  ["Edge", /Edg\/(\d+)/],
  ["Firefox", /Firefox\/(\d+)/],
  ["Chrome", /Chrome\/(\d+)/],
  ["Safari", /Version\/(\d+(?:\.\d+)?).*Safari\//],
];
const PLATFORMS: [string, RegExp][] = [
  ["Android", /Android/],
  ["iOS", /iPhone|iPad|iPod/],
  ["Windows", /Windows/],
  ["macOS", /Mac OS X|Macintosh/],
  ["Linux", /Linux|X11/],
];

/** What the browser says of itself: client hints when it has them, else a reading of `userAgent`. */
export function environmentOf(userAgent: string, hints?: Hints): Environment {
  // "Not A;Brand" and the engine's own name come before the browser's: the browser is the last
  // brand that is neither.
  const brand = hints?.brands
    ?.filter(({ brand }) => !/not.?a.?brand/i.test(brand))
    .sort((a, b) => Number(a.brand === "Chromium") - Number(b.brand === "Chromium"))[0];
  if (brand && hints?.platform)
    return {
      browser: `${brand.brand} ${brand.version}`,
      platform: hints.platform,
      guessed: false,
    };
  const browser = BROWSERS.map(([name, pattern]) => [name, pattern.exec(userAgent)?.[1]] as const)
    .filter(([, version]) => version)
    .map(([name, version]) => `${name} ${version}`)[0];
  const platform = PLATFORMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  return { browser: browser ?? "unknown", platform: platform ?? "unknown", guessed: true };
}

/** This page's browser and platform. */
export function currentEnvironment(): Environment {
  const hints = (navigator as Navigator & { userAgentData?: Hints }).userAgentData;
  return environmentOf(navigator.userAgent, hints);
}
