// Runs scripts/corpus/analyse-corpus.js under Node.js 22 on the media corpus and prints its JSON.
// `--reads` prints only the Large files page's figures; `--reads --write` stores them in
// site/_data/corpusReads.json (`npm run corpus-reads`); `--formats` does the same for the Format
// support page's table, site/_data/corpusFormats.json (`npm run corpus-formats`). It runs on the
// machine's Node.js (20 or newer, as the documented release does); the tests run it under Node.js
// 20 and 22 and compare.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { watchMemories } from "./wasm-memories.js";
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

if (process.argv[1] === HERE) {
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
