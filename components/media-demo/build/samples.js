// The demo's sample files: a few small files of the media corpus, copied beside the demo worker
// under content-hashed names. The build reads each copy back and fails unless it matches its source.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url)).replace(/\/$/, "");
export const CORPUS_DIR = path.join(ROOT, "test/fixtures/corpus");

/** The samples offered, by corpus file name, with the label of their button. */
export const DEMO_SAMPLES = [
  { file: "moov-at-end.mp4", label: "MP4 video" },
  { file: "tagged-cover.mp3", label: "MP3 with cover art" },
  { file: "still.png", label: "PNG image" },
  { file: "subtitles-chapters-attachment.mkv", label: "MKV with subtitles" },
];

const sha256 = (/** @type {Buffer} */ bytes) =>
  crypto.createHash("sha256").update(bytes).digest("hex");

/**
 * Copies each sample to `siteDir/assets/demo/samples/` and returns what the demo lists: its label,
 * file name, what the corpus manifest says it is, its size and its URL.
 * @param {string} siteDir
 */
export function publishSamples(siteDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, "corpus.json"), "utf8"));
  const folder = path.join(siteDir, "assets/demo/samples");
  fs.mkdirSync(folder, { recursive: true });
  return DEMO_SAMPLES.map(({ file, label }) => {
    const entry = manifest.files.find((/** @type {{ file: string }} */ item) => item.file === file);
    if (!entry) throw new Error(`demo sample ${file} is not in the corpus manifest`);
    const bytes = fs.readFileSync(path.join(CORPUS_DIR, file));
    const hash = sha256(bytes);
    const extension = path.extname(file);
    const name = `${path.basename(file, extension)}.${hash.slice(0, 10)}${extension}`;
    const target = path.join(folder, name);
    fs.writeFileSync(target, bytes);
    if (sha256(fs.readFileSync(target)) !== hash)
      throw new Error(`demo sample ${file}: ${target} does not hold what was written`);
    const url = "/" + path.relative(siteDir, target).split(path.sep).join("/");
    return { label, name: file, about: entry.about, size: bytes.length, url };
  });
}
