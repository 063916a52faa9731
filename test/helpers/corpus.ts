// The media corpus (test/fixtures/corpus, made by scripts/make-corpus.sh): every file with what
// its manifest says mediainfo.js must report for it. A file in the folder that the manifest does
// not list, or a listed file that is missing, throws, so no file escapes the checks.
import fs from "node:fs";
import path from "node:path";

export const CORPUS_DIR = path.resolve("test/fixtures/corpus");

export type CorpusFile = {
  file: string;
  path: string;
  size: number;
  about: string;
  /** The General track's Format; null for the file that is not media. */
  format: string | null;
  /** Every track's @type, in the order the library reports them. */
  tracks: string[];
  cover?: boolean;
  truncated?: boolean;
  notMedia?: boolean;
};

export function corpus(): CorpusFile[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, "corpus.json"), "utf8"));
  const listed = manifest.files.map((entry: Omit<CorpusFile, "path" | "size">) => {
    const file = path.join(CORPUS_DIR, entry.file);
    if (!fs.existsSync(file)) throw new Error(`corpus.json lists ${entry.file}, which is missing`);
    return { ...entry, path: file, size: fs.statSync(file).size };
  });
  const names = new Set(listed.map((entry: CorpusFile) => entry.file));
  for (const name of fs.readdirSync(CORPUS_DIR))
    if (name !== "corpus.json" && !names.has(name))
      throw new Error(`test/fixtures/corpus/${name} is not listed in corpus.json`);
  if (listed.length < 15) throw new Error(`the corpus lists ${listed.length} files, expected 15+`);
  return listed;
}
