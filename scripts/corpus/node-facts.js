// Runs scripts/corpus/analyse-corpus.js on the media corpus and prints its JSON: in the Node.js that
// runs it (the tests run it with Node.js 20 and Node.js 22), or, for the npm scripts, in Node.js 22.
// `--reads` prints only the Large files page's figures; `--reads --write` stores them in
// site/_data/corpusReads.json (`npm run corpus-reads`); `--formats` does the same for the Format
// support page's table, site/_data/corpusFormats.json (`npm run corpus-formats`). With --reads or
// --formats the machine's Node.js hands over to Node.js 22, the runtime the committed figures name.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { watchMemories } from "../../tools/bench/instance-costs.js";
import { analyseCorpus } from "./analyse-corpus.js";
import { corpusFigures, corpusFormats } from "./corpus-figures.js";

const HERE = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(HERE), "../..");
export const CORPUS_DIR = path.join(ROOT, "test/fixtures/corpus");
export const READS_FILE = path.join(ROOT, "site/_data/corpusReads.json");
export const FORMATS_FILE = path.join(ROOT, "site/_data/corpusFormats.json");

/** The manifest's files, in its order, with their bytes. */
export function corpusInputs() {
  const manifest = JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, "corpus.json"), "utf8"));
  return manifest.files.map((/** @type {{ file: string }} */ { file }) => ({
    name: file,
    data: new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, file))),
  }));
}

const FIGURES = process.argv.includes("--reads") || process.argv.includes("--formats");
if (process.argv[1] === HERE && FIGURES && Number(process.versions.node.split(".")[0]) < 22) {
  const { node22Path } = await import("../tools.js");
  const run = spawnSync(node22Path(), [HERE, ...process.argv.slice(2)], { stdio: "inherit" });
  process.exit(run.status ?? 1);
} else if (process.argv[1] === HERE) {
  // The memories are watched from before the library's first instance.
  const memories = watchMemories();
  const { default: mediaInfoFactory } = await import("mediainfo.js");
  const files = corpusInputs();
  const facts = await analyseCorpus(mediaInfoFactory, files, memories);
  const sized = files.map((file) => ({ name: file.name, size: file.data.length }));
  const [target, figures] = process.argv.includes("--reads")
    ? [READS_FILE, corpusFigures(facts, sized)]
    : process.argv.includes("--formats")
      ? [FORMATS_FILE, corpusFormats(facts, sized)]
      : [null, null];
  if (!target) process.stdout.write(JSON.stringify(facts));
  else {
    const table = `${JSON.stringify(figures, null, 1)}\n`;
    if (process.argv.includes("--write")) {
      fs.writeFileSync(target, table);
      console.log(`corpus figures written to ${path.relative(ROOT, target)}`);
    } else process.stdout.write(table);
  }
}
