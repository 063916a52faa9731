// The corpus analysed in every runtime the documented release supports and compared: each of
// NODE_RUNTIMES and Chromium must give the same result, or the test that asked fails naming the
// runtime and the first file that differs. The pages' claims are then checked against that one
// result, so they hold wherever a reader runs the library.
import { isDeepStrictEqual } from "node:util";
import { launchChromium } from "../../helpers/site.ts";
import {
  NODE_RUNTIMES,
  factsInChromium,
  factsInNode,
  tracksInChromium,
  tracksInNode,
  type CorpusFacts,
  type TracksRun,
} from "./corpus-runs.ts";
import { corpus } from "../../helpers/corpus.ts";

/** Throws unless every runtime's result equals the first one's. */
function same<T>(results: [string, T][], differs: (a: T, b: T) => string): T {
  const [[firstName, first], ...rest] = results;
  for (const [name, result] of rest)
    if (!isDeepStrictEqual(result, first))
      throw new Error(`${name} and ${firstName} differ: ${differs(first, result)}`);
  return first;
}

/** The runtimes' names, for a test to say where it measured. */
export const RUNTIME_NAMES = [...NODE_RUNTIMES.map((runtime) => runtime.name), "Chromium"];

/** Every corpus file's tracks (plain and with `full`), the same in Node.js 20, 22 and Chromium. */
export async function tracksEverywhere(): Promise<TracksRun[]> {
  const browser = await launchChromium();
  try {
    const results = await Promise.all([
      ...NODE_RUNTIMES.map(async ({ name, path }): Promise<[string, TracksRun[]]> => [
        name,
        await tracksInNode(path),
      ]),
      tracksInChromium(browser).then((runs): [string, TracksRun[]] => ["Chromium", runs]),
    ]);
    return same(results, (a, b) => {
      const index = a.findIndex((run, i) => !isDeepStrictEqual(run, b[i]));
      return `${a[index]?.file} (full: ${a[index]?.full})`;
    });
  } finally {
    await browser.close();
  }
}

/** What scripts/corpus/analyse-corpus.js measures, the same in Node.js 20, 22 and Chromium. */
export async function factsEverywhere(): Promise<CorpusFacts> {
  const browser = await launchChromium();
  try {
    const names = corpus().map((entry) => entry.file);
    const results = await Promise.all([
      ...NODE_RUNTIMES.map(async ({ name, path }) => [name, await factsInNode(path)] as const),
      factsInChromium(browser, names).then((facts) => ["Chromium", facts] as const),
    ]);
    // The settings' results and the oddities are what the guides state; the read counts and
    // memory figures belong to other pages' checks.
    const claimed = (facts: CorpusFacts) => ({ outputs: facts.outputs, oddities: facts.oddities });
    same(
      results.map(([name, facts]) => [name, claimed(facts)]),
      (a, b) =>
        Object.keys(a.outputs).find((key) => !isDeepStrictEqual(a.outputs[key], b.outputs[key])) ??
        "oddities",
    );
    return results[0][1];
  } finally {
    await browser.close();
  }
}
