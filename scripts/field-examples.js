// `npm run field-examples` (on the machine's Node.js, 20 or newer, as the documented release runs
// there; the tests check under Node.js 22 as well): analyses the media corpus (test/fixtures/corpus), then the older demo samples (test/fixtures/media, for the few
// fields only they fill), with the real library and writes one example value per field and track
// type, with the file it came from, to site/_data/fieldExamples.json for the field index, and which
// corpus formats emit each field to site/_data/fieldFormats.json for the track pages.
// `--check` writes nothing and fails when the committed data differ from a fresh analysis.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { addFormats, sortedFormats } from "./field-formats.js";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Folders in the order they are searched, and how their files are named in the examples. */
const CORPUS = path.join(ROOT, "test/fixtures/corpus");
const SAMPLE_FOLDERS = [
  { dir: CORPUS, label: (/** @type {string} */ name) => name },
  {
    dir: path.join(ROOT, "test/fixtures/media"),
    label: (/** @type {string} */ name) => `media/${name}`,
  },
];
/** Not media: the corpus manifest and the demo's random bytes. */
const NOT_SAMPLES = /\.(json|bin)$/;
/** `--file <path>` checks or writes another copy (the tests check an edited one). */
const fileArgument = process.argv.indexOf("--file");
const OUTPUT =
  fileArgument > 0
    ? path.resolve(process.argv[fileArgument + 1])
    : path.join(ROOT, "site/_data/fieldExamples.json");
const FORMATS_OUTPUT = path.join(ROOT, "site/_data/fieldFormats.json");
/** Longer values are cut: an example shows the shape of a value, not all of it. */
const MAX_LENGTH = 60;

/** @param {import("mediainfo.js").MediaInfo<"object">} mediainfo @param {string} file */
async function analyse(mediainfo, file) {
  const handle = await fs.promises.open(file, "r");
  try {
    const { size } = await handle.stat();
    return await mediainfo.analyzeData(size, async (length, offset) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      return buffer.subarray(0, bytesRead);
    });
  } finally {
    await handle.close();
  }
}

/**
 * `examples`: track type → field → { value, file }, the first sample (corpus first, by name) that
 * fills the field wins; `formats`: track type → field → the corpus formats that emit it.
 */
export async function collectFieldData() {
  const { default: mediaInfoFactory } = await import("mediainfo.js");
  const mediainfo = await mediaInfoFactory({ format: "object", full: true });
  /** @type {Record<string, Record<string, { value: string, file: string }>>} */
  const examples = {};
  /** @type {Record<string, Record<string, string[]>>} */
  const formats = {};
  try {
    const samples = SAMPLE_FOLDERS.flatMap(({ dir, label }) =>
      fs
        .readdirSync(dir)
        .filter((name) => !NOT_SAMPLES.test(name))
        .sort()
        .map((name) => ({
          file: path.join(dir, name),
          name: label(name),
          inCorpus: dir === CORPUS,
        })),
    );
    for (const { file, name, inCorpus } of samples) {
      const result = await analyse(mediainfo, file);
      if (inCorpus) addFormats(formats, result.media?.track ?? []);
      for (const track of result.media?.track ?? []) {
        const fields = (examples[track["@type"]] ??= {});
        for (const [field, value] of Object.entries(track)) {
          if (
            field === "@type" ||
            field in fields ||
            (typeof value !== "string" && typeof value !== "number")
          )
            continue;
          const text = String(value);
          fields[field] = {
            value: text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text,
            file: name,
          };
        }
      }
    }
  } finally {
    mediainfo.close();
  }
  return { examples, formats: sortedFormats(formats) };
}

const isMain = process.argv[1] === fileURLToPath(import.meta.url);
if (isMain) {
  const { examples, formats } = await collectFieldData();
  /** @type {[string, unknown][]} */
  const outputs = [
    [OUTPUT, examples],
    [FORMATS_OUTPUT, formats],
  ];
  const json = (/** @type {unknown} */ data) => JSON.stringify(data, null, 1) + "\n";
  if (process.argv.includes("--check")) {
    const changed = outputs.flatMap(([file, data]) => differences(file, json(data)));
    if (changed.length > 0) {
      console.error(changed.join("\n"));
      process.exit(1);
    }
    console.log("field examples and formats: the committed data match the library");
  } else {
    for (const [file, data] of outputs) fs.writeFileSync(file, json(data));
    console.log(
      `field examples: ${Object.values(examples).reduce((n, fields) => n + Object.keys(fields).length, 0)} values written to ${path.relative(ROOT, OUTPUT)}, formats to ${path.relative(ROOT, FORMATS_OUTPUT)}`,
    );
  }
}

/** Each field whose committed data differ from a fresh analysis, named, under its file's name. */
function differences(/** @type {string} */ file, /** @type {string} */ fresh) {
  const committed = fs.readFileSync(file, "utf8");
  if (committed === fresh) return [];
  const [was, now] = [JSON.parse(committed), JSON.parse(fresh)];
  const shown = (/** @type {any} */ entry) => JSON.stringify(entry?.value ?? entry);
  const changed = Object.keys({ ...was, ...now }).flatMap((type) =>
    Object.keys({ ...was[type], ...now[type] })
      .filter((field) => JSON.stringify(was[type]?.[field]) !== JSON.stringify(now[type]?.[field]))
      .map(
        (field) =>
          `  ${type}.${field}: committed ${shown(was[type]?.[field])}, analysed ${shown(now[type]?.[field])}`,
      ),
  );
  return [`${path.relative(ROOT, file)} differs from the library's output:`, ...changed];
}
