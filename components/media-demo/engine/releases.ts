// The mediainfo.js releases the demo analyses with (one engine per documented release, from the
// build's data) and the label every result carries: the release that made it and its MediaInfoLib.
import { createContext } from "react";
import type { AnalysisResult } from "../results/result-shape";

/** One release's engine: its worker and WASM, built once per documented release. */
export type Engine = {
  version: string;
  mediaInfoLib: string;
  workerUrl: string;
  wasmUrl: string;
  isLatest: boolean;
  /**
   * The playground example the code panel's page code opens as (the Usage page's, of this
   * release), and the start of a playground link that carries code.
   */
  playground?: { example: string; linkPrefix: string };
};

/** The engines the page offers, the latest first. */
export const Engines = createContext<Engine[]>([]);

/** A release number as npm spells it: 0.3.8, 1.0.0-rc.1. */
export const isVersion = (value: unknown): value is string =>
  typeof value === "string" && /^\d+\.\d+\.\d+([-+][\w.]+)?$/.test(value);

/** The engine of `version`; none when the page no longer offers that release. */
export const engineOf = (engines: Engine[], version?: string) =>
  engines.find((engine) => engine.version === version);

/** The latest release's engine. */
export const latestOf = (engines: Engine[]) =>
  engines.find((engine) => engine.isLatest) ?? engines[0];

/** MediaInfoLib's version: the one the result states (`creatingLibrary.version`), else the release's. */
export function libraryOf(
  release: string | undefined,
  result: AnalysisResult | undefined,
  engines: Engine[],
): string | undefined {
  const stated = (result?.creatingLibrary as { version?: unknown } | undefined)?.version;
  return typeof stated === "string" ? stated : engineOf(engines, release)?.mediaInfoLib;
}

/**
 * "mediainfo.js 0.3.8 · MediaInfoLib 26.05"; a result from before releases were recorded says
 * "release unknown".
 */
export function releaseLabel(
  release: string | undefined,
  result: AnalysisResult | undefined,
  engines: Engine[],
): string {
  const library = libraryOf(release, result, engines);
  const label = `mediainfo.js ${release ?? "release unknown"}`;
  return library ? `${label} · MediaInfoLib ${library}` : label;
}
