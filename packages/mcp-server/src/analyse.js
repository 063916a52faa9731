// Analyses a media file on the user's machine with the installed mediainfo.js, reading only the
// file asked for: the path must lie inside an allowed folder, and so must wherever its links
// lead; folders, devices, pipes and files over the size limit are refused before anything is
// read from them.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { mediaInfoFactory } from "mediainfo.js";
import { UserError } from "./docs.js";

/** The formats mediainfo.js writes. */
export const FORMATS = /** @type {const} */ (["object", "JSON", "XML", "HTML", "text"]);
/** The largest file analysed unless the server is started with another `--max-bytes`. */
export const DEFAULT_MAX_BYTES = 2 * 1024 ** 3;

/** The version of the mediainfo.js this package installed. */
export const LIBRARY_VERSION = createRequire(import.meta.url)("mediainfo.js/package.json").version;

/** Whether `file` is `folder` or inside it. @param {string} folder @param {string} file */
const isInside = (folder, file) => {
  const relative = path.relative(folder, file);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
};

/**
 * The real path of the file `asked` names, checked: inside `roots` (already real paths) before
 * and after following links, a regular file, not empty and at most `maxBytes` long.
 * @param {string} asked @param {string[]} roots @param {number} maxBytes
 */
export async function checkedFile(asked, roots, maxBytes) {
  if (typeof asked !== "string" || asked.trim() === "" || asked.includes("\0"))
    throw new UserError("Give the path of a media file");
  const absolute = path.resolve(roots[0], asked);
  const allowed = `the allowed folders (${roots.join(", ")})`;
  if (!roots.some((root) => isInside(root, absolute)))
    throw new UserError(
      `${asked} is outside ${allowed}: start the server with --allow <folder> to analyse files there`,
    );
  let real;
  try {
    real = await fs.promises.realpath(absolute);
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    throw new UserError(
      code === "ENOENT" ? `No such file: ${asked}` : `Cannot open ${asked} (${code})`,
    );
  }
  if (!roots.some((root) => isInside(root, real)))
    throw new UserError(`${asked} is a link to ${real}, outside ${allowed}`);
  const stats = await fs.promises.stat(real);
  if (stats.isDirectory())
    throw new UserError(`${asked} is a folder: give the path of one file in it`);
  if (!stats.isFile()) throw new UserError(`${asked} is not a regular file`);
  if (stats.size === 0) throw new UserError(`${asked} is empty`);
  if (stats.size > maxBytes)
    throw new UserError(
      `${asked} is ${stats.size} bytes, over this server's limit of ${maxBytes} bytes (--max-bytes)`,
    );
  return { real, stats };
}

/**
 * Opens `real` without following a link put there since it was checked, and makes sure it is the
 * file that was checked.
 * @param {string} real @param {fs.Stats} checked
 */
async function openChecked(real, checked) {
  const { O_RDONLY, O_NOFOLLOW, O_NONBLOCK } = fs.constants;
  const handle = await fs.promises.open(real, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  const stats = await handle.stat();
  if (stats.ino !== checked.ino || stats.dev !== checked.dev || !stats.isFile()) {
    await handle.close();
    throw new UserError(`${real} changed while it was being opened`);
  }
  return handle;
}

/**
 * The analyser: one instance per set of options, each running one analysis at a time (the
 * library's rule), in the order asked.
 * @param {{ roots: string[], maxBytes: number }} limits
 */
export function createAnalyser({ roots, maxBytes }) {
  /** @type {Map<string, { instance: Promise<any>, queue: Promise<unknown> }>} */
  const instances = new Map();
  /** Runs `analyse` on the instance for `options`, after that instance's earlier analyses. */
  const onInstance = (
    /** @type {any} */ options,
    /** @type {(mediainfo: any) => Promise<any>} */ analyse,
  ) => {
    const key = JSON.stringify(options);
    if (!instances.has(key))
      instances.set(key, { instance: mediaInfoFactory(options), queue: Promise.resolve() });
    const entry = /** @type {{ instance: Promise<any>, queue: Promise<unknown> }} */ (
      instances.get(key)
    );
    const run = entry.queue.then(async () => analyse(await entry.instance));
    entry.queue = run.catch(() => undefined);
    return run;
  };

  /**
   * Analyses the file `asked` names in `format`.
   * @param {{ path: string, format?: (typeof FORMATS)[number], full?: boolean, coverData?: boolean }} request
   */
  return async function analyseFile({
    path: asked,
    format = "object",
    full = false,
    coverData = false,
  }) {
    const { real, stats } = await checkedFile(asked, roots, maxBytes);
    const read = async (/** @type {any} */ options) => {
      const handle = await openChecked(real, stats);
      let bytesRead = 0;
      try {
        const result = await onInstance(options, (mediainfo) =>
          mediainfo.analyzeData(
            stats.size,
            async (/** @type {number} */ size, /** @type {number} */ offset) => {
              const buffer = new Uint8Array(Math.min(size, stats.size - offset));
              const read = await handle.read(buffer, 0, buffer.length, offset);
              bytesRead += read.bytesRead;
              return buffer.subarray(0, read.bytesRead);
            },
          ),
        );
        return { result, bytesRead };
      } finally {
        await handle.close();
      }
    };
    // The object result tells whether MediaInfoLib recognised anything; another format is then
    // written by an instance of its own (an instance's format is fixed when it is created).
    const recognised = await read({ format: "object", full, coverData });
    const tracks = recognised.result?.media?.track ?? [];
    const general = tracks.find((/** @type {any} */ track) => track["@type"] === "General");
    if (tracks.length <= 1 && !general?.Format)
      throw new UserError(
        `${asked} is not a media file MediaInfoLib recognises (no container format, no tracks)`,
      );
    const answer = format === "object" ? recognised : await read({ format, full, coverData });
    return {
      file: real,
      size: stats.size,
      bytesRead: answer.bytesRead,
      format,
      tracks: tracks.map((/** @type {any} */ track) => track["@type"]),
      result: answer.result,
    };
  };
}
