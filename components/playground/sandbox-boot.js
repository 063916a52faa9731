// The sandbox's own script: the playground's iframe (an opaque origin, sandbox="allow-scripts")
// runs it inline, by hash. It receives the example, the library and the file from the page that
// made it, runs the code as a module from a blob, and posts back what it logs, throws and creates.
// Plain ES2020 with no imports: the build inlines it with Function.prototype.toString.

/** @param {string} ready @param {number} beatMs */
export function sandboxBoot(ready, beatMs) {
  var host = window.parent;
  // Served without its sandbox header (a host that ignores _headers), this page would share the
  // site's origin and storage: it then runs nothing.
  if (self.origin !== "null") return;
  /** @param {Record<string, unknown>} message */
  function post(message) {
    host.postMessage(message, "*");
  }
  /** @param {unknown} value */
  function show(value) {
    if (typeof value === "string") return value;
    if (value instanceof Error) return value.name + ": " + value.message;
    if (value === undefined || typeof value === "function" || typeof value === "symbol")
      return String(value);
    try {
      return JSON.stringify(value, null, 2) ?? String(value);
    } catch (error) {
      return String(value);
    }
  }
  ["log", "info", "warn", "error", "debug"].forEach(function (level) {
    /** @type {any} */ (console)[level] = function (/** @type {unknown[]} */ ...args) {
      post({ type: "log", level: level, text: args.map(show).join(" ") });
    };
  });
  window.addEventListener("error", function (event) {
    post({ type: "error", text: event.error ? show(event.error) : String(event.message) });
  });
  window.addEventListener("unhandledrejection", function (event) {
    post({ type: "error", text: show(event.reason) });
  });
  // The page stops a run that stops beating: a loop that never yields.
  setInterval(function () {
    post({ type: "beat" });
  }, beatMs);

  var counts = { created: 0, resolved: 0, closed: 0 };
  /** @type {any} */ (globalThis).__playgroundCounted = function (/** @type {string} */ what) {
    /** @type {any} */ (counts)[what] += 1;
    post({
      type: "report",
      created: counts.created,
      resolved: counts.resolved,
      closed: counts.closed,
    });
  };

  /** @param {string} text */
  function moduleUrl(text) {
    return URL.createObjectURL(new Blob([text], { type: "text/javascript" }));
  }

  /** The library's exports, with a factory that counts instances and serves the WASM from here. @param {string} library @param {string} wasm */
  function wrapperOf(library, wasm) {
    var from = JSON.stringify(library);
    return (
      "import * as real from " +
      from +
      ";\nexport * from " +
      from +
      ";\n" +
      "const count = globalThis.__playgroundCounted;\n" +
      'function counted(mediainfo) {\n  count("resolved");\n  const close = mediainfo.close.bind(mediainfo);\n' +
      '  mediainfo.close = () => { count("closed"); close(); };\n  return mediainfo;\n}\n' +
      "export function mediaInfoFactory(options = {}, callback, errCallback) {\n" +
      '  const locate = options.locateFile;\n  count("created");\n' +
      "  const merged = { ...options, locateFile: (path, prefix) => { if (locate) locate(path, prefix); return " +
      JSON.stringify(wasm) +
      "; } };\n" +
      "  if (callback === undefined) return real.mediaInfoFactory(merged).then(counted);\n" +
      "  return real.mediaInfoFactory(merged, (mediainfo) => callback(counted(mediainfo)), errCallback);\n}\n" +
      "export default mediaInfoFactory;\n"
    );
  }

  var started = false;
  window.addEventListener("message", function (event) {
    var data = event.data;
    if (event.source !== host || started || !data || data.type !== "run") return;
    started = true;
    var wasm = URL.createObjectURL(new Blob([data.wasm], { type: "application/wasm" }));
    var library = moduleUrl(data.library);
    var wrapper = moduleUrl(wrapperOf(library, wasm));
    var code = String(data.code).replace(
      /(\bfrom\s*|\bimport\s*\(\s*)(["'])mediainfo\.js\2/g,
      function (_match, /** @type {string} */ before) {
        return before + JSON.stringify(wrapper);
      },
    );
    /** @type {HTMLInputElement | null} */
    var input = document.querySelector("input[type=file]");
    if (data.file) /** @type {any} */ (globalThis).file = data.file;
    import(moduleUrl(code)).then(
      function () {
        // An example that waits for a picked file gets the chosen one now.
        if (data.file && input) {
          var transfer = new DataTransfer();
          transfer.items.add(data.file);
          input.files = transfer.files;
          input.dispatchEvent(new Event("change", { bubbles: true }));
        }
        post({ type: "done" });
      },
      function (/** @type {unknown} */ error) {
        post({ type: "error", text: show(error) });
        post({ type: "done" });
      },
    );
  });
  post({ type: ready });
}
