// The sandbox's own script: the playground's iframe (an opaque origin: sandboxed, scripts allowed)
// runs it inline, by hash. It receives the example, the library and the file from the page that
// made it, and posts back, through the message port that came with them, what the code logs,
// throws and creates. A module example runs as a module from a blob. A page example (a page from
// the docs, or a recipe's page with its scripts and workers) becomes this page: its body is put
// in, and its scripts run in the browser's order, each file from a blob, the library's URLs (a
// path into node_modules, a CDN address of this release) served by the release's own build.
// Plain ES2020 with no imports: the build inlines it with Function.prototype.toString.

/** @param {string} ready @param {number} beatMs */
export function sandboxBoot(ready, beatMs) {
  var host = window.parent;
  // Served without its sandbox header (a host that ignores _headers), this page would share the
  // site's origin and storage: it then runs nothing.
  if (self.origin !== "null") return;
  /** Where a page example's files seem to be, for its relative URLs: a reserved, unreachable name. */
  var BASE = "https://playground.invalid/";
  /** @type {MessagePort | null} */
  var port = null;
  /** @type {Record<string, unknown>[]} */
  var waiting = [];
  /** @param {Record<string, unknown>} message */
  function post(message) {
    if (port) port.postMessage(message);
    else waiting.push(message);
  }
  /** A logged value as text. Stands alone: workers get it as text too. @param {unknown} value */
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
  // What the sandbox's policy refused says why: it reaches no network.
  document.addEventListener("securitypolicyviolation", function (event) {
    post({
      type: "error",
      text:
        "Not loaded: " +
        event.blockedURI +
        " (the playground has no network: only the library, its WASM and the example's files).",
    });
  });

  var counts = { created: 0, resolved: 0, closed: 0 };
  /** @param {string} what */
  function counted(what) {
    /** @type {any} */ (counts)[what] += 1;
    post({
      type: "report",
      created: counts.created,
      resolved: counts.resolved,
      closed: counts.closed,
    });
  }
  /** @type {any} */ (globalThis).__playgroundCounted = counted;

  /** @param {string} text @param {string} [type] */
  function blobUrl(text, type) {
    return URL.createObjectURL(new Blob([text], { type: type || "text/javascript" }));
  }

  /**
   * The library's factory, wrapped to count instances and hand the library the WASM from here
   * (whatever `locateFile` answers, which is still called: the reader's code may log in it). Runs
   * where the library does, a worker too, so the wrappers below carry it as text.
   * @param {any} real the library's own factory
   * @param {string} wasm
   */
  function countingFactory(real, wasm) {
    return function (
      /** @type {any} */ options,
      /** @type {any} */ callback,
      /** @type {any} */ errCallback,
    ) {
      var count = /** @type {any} */ (globalThis).__playgroundCounted || function () {};
      /** @param {any} mediainfo */
      function counted(mediainfo) {
        count("resolved");
        var close = mediainfo.close.bind(mediainfo);
        mediainfo.close = function () {
          count("closed");
          close();
        };
        return mediainfo;
      }
      var locate = options && options.locateFile;
      count("created");
      var merged = Object.assign({}, options, {
        locateFile: function (/** @type {string} */ path, /** @type {string} */ prefix) {
          if (locate) locate(path, prefix);
          return wasm;
        },
      });
      if (callback === undefined) return real(merged).then(counted);
      return real(
        merged,
        function (/** @type {any} */ mediainfo) {
          callback(counted(mediainfo));
        },
        errCallback,
      );
    };
  }
  /** The call that makes the counting factory, as source text. @param {string} real @param {string} wasm */
  function countingFactoryOf(real, wasm) {
    return "(" + countingFactory.toString() + ")(" + real + "," + JSON.stringify(wasm) + ")";
  }

  /** The library's module, re-exported with the counting factory. @param {string} library @param {string} wasm */
  function moduleWrapperOf(library, wasm) {
    var from = JSON.stringify(library);
    return (
      "import * as real from " +
      from +
      ";\nexport * from " +
      from +
      ";\nexport const mediaInfoFactory = " +
      countingFactoryOf("real.mediaInfoFactory", wasm) +
      ";\nexport default mediaInfoFactory;\n"
    );
  }

  /** The UMD build, its global's factory then swapped for the counting one. @param {string} umd @param {string} wasm */
  function classicWrapperOf(umd, wasm) {
    return (
      umd +
      "\n;(function (lib) {\n  if (!lib) return;\n  lib.mediaInfoFactory = lib.default = " +
      countingFactoryOf("lib.mediaInfoFactory", wasm) +
      ";\n})(self.MediaInfo);\n"
    );
  }

  /**
   * What a run has to hand, as blob URLs: the library as a module and as a classic script, the
   * WASM, and the example's files made on first use, each as the kind of script that loads it.
   * @param {any} data the run message
   */
  function servedFrom(data) {
    var wasm = blobUrl(data.wasm, "application/wasm");
    var library = blobUrl(data.library);
    var moduleLibrary = blobUrl(moduleWrapperOf(library, wasm));
    var classicLibrary = data.classicLibrary
      ? blobUrl(classicWrapperOf(data.classicLibrary, wasm))
      : "";
    /** @type {Record<string, string>} */
    var files = {};
    (data.kind === "page" ? data.files : []).forEach(function (/** @type {any} */ file) {
      files[new URL(file.name, BASE).href] = String(file.code);
    });
    /** @type {Record<string, string>} */
    var made = {};
    /** @type {Record<string, string>} */
    var imports = {};
    var version = String(data.version || "");

    /**
     * The blob URL that serves `href` as `as` ("module", "classic", "worker-module",
     * "worker-classic"), or null when the sandbox has no such file.
     * @param {string} href @param {string} as
     * @returns {string | null}
     */
    function serve(href, as) {
      var library = href.match(
        /mediainfo\.js(?:@([^/]+))?\/dist\/(umd|esm-bundle)\/index(?:\.min)?\.js$/,
      );
      if (library) {
        if (library[1] && library[1] !== version) {
          post({
            type: "error",
            text:
              "This page asks for mediainfo.js " +
              library[1] +
              "; the playground runs " +
              version +
              ", the release of these docs.",
          });
          return null;
        }
        return library[2] === "umd" ? classicLibrary : moduleLibrary;
      }
      if (/\/MediaInfoModule\.wasm$/.test(href)) return wasm;
      if (!Object.prototype.hasOwnProperty.call(files, href)) return null;
      var key = as + " " + href;
      if (!made[key]) {
        var code = files[href];
        if (as === "module") code = moduleOf(code, href);
        // An opaque origin cannot start a module worker from a blob (the browser refuses the
        // script), but a classic worker may import a module: it holds the messages that come
        // before the module has run, as a module worker's queue would, then hands them on.
        if (as === "worker-module")
          code =
            workerPrelude(false, href) +
            "(" +
            moduleWorker.toString() +
            ")(" +
            JSON.stringify(serve(href, "module")) +
            ");\n";
        if (as === "worker-classic") code = workerPrelude(true, href) + code;
        made[key] = blobUrl(code);
      }
      return made[key];
    }

    /** A module's specifier, resolved from `base`, as the URL that serves it. @param {string} specifier @param {string} base */
    function resolve(specifier, base) {
      var bare = !/^(?:\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);
      if (bare && Object.prototype.hasOwnProperty.call(imports, specifier))
        specifier = imports[specifier];
      else if (bare) return specifier === "mediainfo.js" ? moduleLibrary : specifier;
      var href = new URL(specifier, base).href;
      return serve(href, "module") || href;
    }

    /** A module's text with its imports served from here and `import.meta.url` its own address. @param {string} code @param {string} href */
    function moduleOf(code, href) {
      return code
        .replace(/\bimport\.meta\.url\b/g, JSON.stringify(href))
        .replace(
          /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])([^"'\n]+)\2/g,
          function (
            _match,
            /** @type {string} */ before,
            /** @type {string} */ quote,
            /** @type {string} */ specifier,
          ) {
            return before + quote + resolve(specifier, href) + quote;
          },
        );
    }

    /**
     * What a worker runs before its own code: its console and its instances reported through a
     * port its page hands it (a message the worker's own listeners never see), and, in a classic
     * worker, importScripts taking the same URLs as the page.
     * @param {boolean} classic @param {string} href
     */
    function workerPrelude(classic, href) {
      /** @type {Record<string, string>} */
      var served = {};
      if (classic)
        Object.keys(files).forEach(function (file) {
          served[file] = /** @type {string} */ (serve(file, "classic"));
        });
      return (
        "(" +
        workerBridge.toString() +
        ")(" +
        JSON.stringify(href.slice(BASE.length)) +
        "," +
        (classic
          ? JSON.stringify({ base: href, files: served, classic: classicLibrary })
          : "null") +
        "," +
        show.toString() +
        ");\n"
      );
    }

    return {
      serve: serve,
      resolve: resolve,
      moduleOf: moduleOf,
      /** @param {Record<string, string>} map */
      addImports: function (map) {
        Object.keys(map).forEach(function (name) {
          imports[name] = String(map[name]);
        });
      },
    };
  }

  /**
   * Runs in a worker, before its code (as source text: a worker shares nothing with this page).
   * @param {string} name @param {any} classic the URLs importScripts serves, in a classic worker
   * @param {(value: unknown) => string} text how the page shows a logged value (`show`)
   */
  function workerBridge(name, classic, text) {
    /** @type {MessagePort | null} */
    var bridge = null;
    /** @type {unknown[]} */
    var queue = [];
    /** @param {unknown} message */
    function send(message) {
      if (bridge) bridge.postMessage(message);
      else queue.push(message);
    }
    self.addEventListener("message", function (event) {
      if (!event.data || event.data.playgroundBridge !== true || !event.ports[0]) return;
      event.stopImmediatePropagation();
      bridge = event.ports[0];
      queue.forEach(send);
      queue = [];
    });
    ["log", "info", "warn", "error", "debug"].forEach(function (level) {
      /** @type {any} */ (console)[level] = function (/** @type {unknown[]} */ ...args) {
        send({ type: "log", level: level, text: name + ": " + args.map(text).join(" ") });
      };
    });
    self.addEventListener("error", function (event) {
      send({
        type: "error",
        text: name + ": " + (event.error ? text(event.error) : event.message),
      });
    });
    self.addEventListener("unhandledrejection", function (event) {
      send({ type: "error", text: name + ": " + text(event.reason) });
    });
    /** @type {any} */ (self).__playgroundCounted = function (/** @type {string} */ what) {
      send({ type: "count", what: what });
    };
    if (!classic) return;
    var load = /** @type {any} */ (self).importScripts;
    /** @type {any} */ (self).importScripts = function (/** @type {string[]} */ ...urls) {
      return load.apply(
        self,
        urls.map(function (url) {
          var href = new URL(url, classic.base).href;
          if (Object.prototype.hasOwnProperty.call(classic.files, href)) return classic.files[href];
          if (/mediainfo\.js(?:@[^/]+)?\/dist\/umd\/index(?:\.min)?\.js$/.test(href))
            return classic.classic;
          return url;
        }),
      );
    };
  }

  /**
   * Runs in a classic worker that stands for a module worker (as source text): imports the module
   * and holds the messages that arrive before it has run.
   * @param {string} module
   */
  function moduleWorker(module) {
    /** @type {MessageEvent[]} */
    var early = [];
    /** @param {MessageEvent} event */
    function hold(event) {
      event.stopImmediatePropagation();
      early.push(event);
    }
    self.addEventListener("message", hold);
    import(module).then(
      function () {
        self.removeEventListener("message", hold);
        early.forEach(function (event) {
          self.dispatchEvent(
            new MessageEvent("message", { data: event.data, ports: Array.from(event.ports) }),
          );
        });
      },
      function (/** @type {unknown} */ error) {
        self.removeEventListener("message", hold);
        throw error;
      },
    );
  }

  /** Workers the page makes load the example's files, and report through a port of their own. @param {ReturnType<typeof servedFrom>} served */
  function bridgeWorkers(served) {
    var RealWorker = window.Worker;
    /** @param {string | URL} url @param {WorkerOptions} [options] */
    function PlaygroundWorker(url, options) {
      var href = new URL(String(url), BASE).href;
      var classic = !options || options.type !== "module";
      var source = served.serve(href, classic ? "worker-classic" : "worker-module");
      var worker = source
        ? new RealWorker(source, Object.assign({}, options, { type: "classic" }))
        : new RealWorker(url, options);
      var name = href.indexOf(BASE) === 0 ? href.slice(BASE.length) : href;
      // An error inside the worker is reported from there; a plain event says it never started.
      worker.addEventListener("error", function (event) {
        if (!(event instanceof ErrorEvent))
          post({ type: "error", text: name + ": the worker could not start." });
      });
      var bridge = new MessageChannel();
      bridge.port1.onmessage = function (event) {
        var data = event.data;
        if (data && data.type === "count") counted(String(data.what));
        else if (data && (data.type === "log" || data.type === "error")) post(data);
      };
      worker.postMessage({ playgroundBridge: true }, [bridge.port2]);
      return worker;
    }
    PlaygroundWorker.prototype = RealWorker.prototype;
    /** @type {any} */ (window).Worker = PlaygroundWorker;
  }

  /** A script element that runs `src`; resolves when it has run or failed to load. @param {string} src @param {boolean} isModule */
  function runScript(src, isModule) {
    return new Promise(function (resolve) {
      var script = document.createElement("script");
      if (isModule) script.type = "module";
      script.src = src;
      script.onload = function () {
        resolve(true);
      };
      script.onerror = function () {
        resolve(false);
      };
      document.head.append(script);
    });
  }

  /** Becomes the example's page and runs its scripts, classic ones first, then deferred and modules, each in order. @param {any} data */
  function runPage(data, /** @type {ReturnType<typeof servedFrom>} */ served) {
    var pageHref = new URL(data.files[0].name, BASE).href;
    var page = new DOMParser().parseFromString(String(data.files[0].code), "text/html");
    var scripts = Array.prototype.slice.call(page.querySelectorAll("script"));
    scripts.forEach(function (/** @type {HTMLScriptElement} */ script) {
      script.remove();
    });
    document.body.replaceChildren.apply(
      document.body,
      Array.from(page.body.childNodes, function (node) {
        return document.importNode(node, true);
      }),
    );
    if (page.title) document.title = page.title;
    /** @type {{ src: string, isModule: boolean, name: string }[]} */
    var first = [];
    /** @type {{ src: string, isModule: boolean, name: string }[]} */
    var later = [];
    scripts.forEach(function (/** @type {HTMLScriptElement} */ script) {
      var type = (script.getAttribute("type") || "").trim().toLowerCase();
      if (type === "importmap") {
        try {
          served.addImports(JSON.parse(script.textContent || "{}").imports || {});
        } catch (error) {
          post({ type: "error", text: "The import map is not JSON: " + show(error) });
        }
        return;
      }
      var isModule = type === "module";
      if (type && !isModule && !/^(?:text|application)\/javascript$/.test(type)) return;
      var src = script.getAttribute("src");
      var name = src || "an inline script";
      var url = src
        ? served.serve(new URL(src, pageHref).href, isModule ? "module" : "classic")
        : blobUrl(
            isModule
              ? served.moduleOf(script.textContent || "", pageHref)
              : script.textContent || "",
          );
      if (!url) {
        post({ type: "error", text: "Not loaded: " + src + " (the example has no such file)." });
        return;
      }
      (isModule || script.hasAttribute("defer") ? later : first).push({
        src: url,
        isModule: isModule,
        name: name,
      });
    });
    return first.concat(later).reduce(function (done, script) {
      return done.then(function () {
        return runScript(script.src, script.isModule).then(function (loaded) {
          if (!loaded) post({ type: "error", text: script.name + " could not be loaded." });
        });
      });
    }, Promise.resolve());
  }

  /**
   * The site's sample files, read through the page: `fetch` of a sample's URL goes to the page by
   * the port, which makes the request (a real one, its Range header kept) and sends the response
   * back. Any other URL is the browser's own fetch, which this page's policy refuses.
   * @param {MessagePort} channel @param {string[]} samples
   */
  function bridgeFetch(channel, samples) {
    var own = window.fetch;
    /** @type {Record<number, (data: any) => void>} */
    var waiting = {};
    var next = 0;
    channel.addEventListener("message", function (event) {
      var data = event.data;
      if (!data || data.type !== "fetched" || !waiting[data.id]) return;
      waiting[data.id](data);
      delete waiting[data.id];
    });
    channel.start();
    window.fetch = function (
      /** @type {RequestInfo | URL} */ input,
      /** @type {RequestInit | undefined} */ init,
    ) {
      var url = typeof input === "string" || input instanceof URL ? String(input) : "";
      if (samples.indexOf(url) < 0) return own.call(window, input, init);
      var options = init || {};
      /** @type {Record<string, string>} */
      var headers = {};
      new Headers(options.headers).forEach(function (value, name) {
        headers[name] = value;
      });
      var id = (next += 1);
      return new Promise(function (resolve, reject) {
        waiting[id] = function (data) {
          if (data.error) reject(new TypeError(data.error));
          else
            resolve(
              new Response(data.body, {
                status: data.status,
                statusText: data.statusText,
                headers: data.headers,
              }),
            );
        };
        post({
          type: "fetch",
          id: id,
          url: url,
          method: options.method || "GET",
          headers: headers,
        });
      });
    };
  }

  var started = false;
  window.addEventListener("message", function (event) {
    var data = event.data;
    if (event.source !== host || started || !data || data.type !== "run" || !event.ports[0]) return;
    started = true;
    port = event.ports[0];
    waiting.forEach(post);
    waiting = [];
    // The page stops a run that stops beating: a loop that never yields.
    setInterval(function () {
      post({ type: "beat" });
    }, beatMs);
    var served = servedFrom(data);
    bridgeWorkers(served);
    bridgeFetch(
      /** @type {MessagePort} */ (port),
      Array.isArray(data.samples) ? data.samples.map(String) : [],
    );
    var ran;
    if (data.kind === "page") ran = runPage(data, served);
    else {
      if (data.file) /** @type {any} */ (globalThis).file = data.file;
      var code = served.moduleOf(String(data.files[0].code), BASE + "example.js");
      ran = import(blobUrl(code));
    }
    ran.then(
      function () {
        // An example that waits for a picked file gets the chosen one now.
        /** @type {HTMLInputElement | null} */
        var input = document.querySelector("input[type=file]");
        if (data.file && input) {
          var transfer = new DataTransfer();
          transfer.items.add(data.file);
          input.files = transfer.files;
          input.dispatchEvent(new Event("change", { bubbles: true }));
        }
        // A page that reads a file over HTTP gets a sample's URL, as a reader would type it.
        /** @type {HTMLInputElement | null} */
        var address = document.querySelector("input[type=url]");
        if (data.remote && address) {
          address.value = String(data.remote);
          address.form?.requestSubmit();
        }
        post({ type: "done" });
      },
      function (/** @type {unknown} */ error) {
        post({ type: "error", text: show(error) });
        post({ type: "done" });
      },
    );
  });
  host.postMessage({ type: ready }, "*");
}
