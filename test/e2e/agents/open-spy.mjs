// Loaded into the docs server with `node --import`: writes one line to standard error for every
// file the process opens or reads through node:fs, so the suite can check that the server never
// reads a file it was not asked for. It only watches: every call goes on to the real function.
import fs from "node:fs";

/** @param {unknown} file */
const report = (file) => {
  if (typeof file === "string" || file instanceof URL || Buffer.isBuffer(file))
    process.stderr.write(`opened: ${String(file)}\n`);
};

/** @param {any} owner @param {string[]} names */
function watch(owner, names) {
  for (const name of names) {
    const real = owner[name];
    owner[name] = function (/** @type {unknown} */ file, /** @type {unknown[]} */ ...rest) {
      report(file);
      return real.call(this, file, ...rest);
    };
  }
}

watch(fs, ["open", "openSync", "readFile", "readFileSync", "createReadStream", "openAsBlob"]);
watch(fs.promises, ["open", "readFile"]);
