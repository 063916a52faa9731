// The runtime matrix's Workers rows: workerd, the runtime of Cloudflare Workers, from npm
// (tools/runtimes). A Worker has no file system and no process.argv, so it runs the Node.js recipe
// adapted as the Tested runtimes page prints it (worker.mjs: the file arrives as the request body,
// the WASM is fetched from the Worker's own origin), once as printed and once with the page's
// compiled-wasm.mjs imported first. `workerd test` runs a small entry that sends worker.mjs one
// request with the corpus file; the WASM's URL is answered from the release's dist/ folder.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const PAGE = path.join(ROOT, "site/docs/getting-started/support-matrix.md");
const WORKER = "worker.mjs";
const COMPILED = "compiled-wasm.mjs";

/** The code block of the Tested runtimes page that saves `name`. */
export function pageScript(name, markdown = fs.readFileSync(PAGE, "utf8")) {
  const match = markdown.match(new RegExp('```js [^\\n]*file="' + name + '"\\n([\\s\\S]*?)```'));
  if (!match) throw new Error(`${PAGE} has no code block saving ${name}`);
  return match[1];
}

/** The two ways the matrix runs the Worker: as printed, and with compiled-wasm.mjs imported first */
export const WORKER_VARIANTS = [
  { runtime: "workerd", prelude: "" },
  { runtime: `workerd, with ${COMPILED}`, prelude: `import "./${COMPILED}";\n` },
];

// What the matrix adds around the Worker: one request carrying the corpus file, its answer printed.
const ENTRY = `import worker from "./${WORKER}";
import media from "media";

export default {
  async test() {
    const request = new Request("http://worker.test/", { method: "POST", body: media });
    const response = await worker.fetch(request);
    console.log(await response.text());
  },
};
`;

/** workerd's configuration: the Worker's modules, and its outbound fetches served from `dist`. */
const config = (dist) => `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "main", worker = .worker),
    (name = "origin", disk = (path = ${JSON.stringify(dist)})),
  ],
);
const worker :Workerd.Worker = (
  modules = [
    (name = "entry.mjs", esModule = embed "entry.mjs"),
    (name = "${WORKER}", esModule = embed "${WORKER}"),
    (name = "${COMPILED}", esModule = embed "${COMPILED}"),
    (name = "mediainfo.js", esModule = embed "mediainfo.js"),
    (name = "mediainfo.js/MediaInfoModule.wasm", wasm = embed "MediaInfoModule.wasm"),
    (name = "media", data = embed "media"),
  ],
  compatibilityDate = "2026-11-01",
  globalOutbound = "origin",
);
`;

/**
 * The exception that ended the run, as workerd reports it uncaught (`CompileError: …`; what the
 * library logged before, such as a step it recovered from, is not it), else the first line.
 */
export function workerdError(output) {
  const uncaught = output.match(/uncaught exception;[^\n]*?stack = ([A-Z]\w*Error: [^\n]*)/);
  return uncaught ? uncaught[1].trim() : output.trim().split("\n")[0];
}

/**
 * Runs each variant with `release` on each of `files`; resolves to one matrix row per variant.
 * @param {string} binary workerd @param {{ version: string, packageDir: string }} release
 * @param {string[]} files paths of corpus files
 */
export function workerdRows(binary, release, files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `runtime-matrix-workerd-${release.version}-`));
  const version = spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout.trim();
  const dist = path.join(release.packageDir, "dist");
  try {
    // The build bundlers give a Worker: the package's `module` condition, dist/esm-bundle.
    fs.copyFileSync(path.join(dist, "esm-bundle/index.js"), path.join(dir, "mediainfo.js"));
    fs.copyFileSync(
      path.join(dist, "MediaInfoModule.wasm"),
      path.join(dir, "MediaInfoModule.wasm"),
    );
    fs.writeFileSync(path.join(dir, COMPILED), pageScript(COMPILED));
    fs.writeFileSync(path.join(dir, "entry.mjs"), ENTRY);
    fs.writeFileSync(path.join(dir, "config.capnp"), config(dist));
    return WORKER_VARIANTS.map(({ runtime, prelude }) => {
      fs.writeFileSync(path.join(dir, WORKER), prelude + pageScript(WORKER));
      /** @type {Record<string, string>} */
      const outputs = {};
      const failures = [];
      for (const file of files) {
        fs.copyFileSync(file, path.join(dir, "media"));
        const result = spawnSync(binary, ["test", "config.capnp"], {
          cwd: dir,
          encoding: "utf8",
          timeout: 120_000,
        });
        outputs[path.basename(file)] = (result.stdout ?? "").trim();
        if (result.status !== 0 || !outputs[path.basename(file)].startsWith("General"))
          failures.push(workerdError(result.stderr || String(result.error)));
      }
      const pass = failures.length === 0;
      return {
        runtime,
        version: version.replace(/^workerd /, ""),
        release: release.version,
        pass,
        ...(pass ? { outputs } : { error: failures[0] }),
      };
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
