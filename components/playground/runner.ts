// Runs code in the sandbox: a fresh opaque-origin frame per run (its document's header sandboxes
// it: allow-scripts, no allow-same-origin), handed the files, the release's library and WASM
// (fetched here, from the site, so the offline worker can keep them), the reader's file and a
// message port. The frame talks back through that port: a message a frame posts to its parent
// window waits until the frame's task ends, so a line logged just before a loop that never ends
// would never arrive, while a port's message leaves at once. A run that stops beating (a loop that
// never yields) or outlives the time limit is stopped by removing its frame, which ends it. The
// frame reaches no network; a request of its code for one of the site's sample files comes through
// the port, and this page makes it, a real HTTP request with only its Range header kept.
import { BEAT_MS, READY_LIMIT_MS, RUN_LIMIT_MS, SANDBOX_READY, STALL_MS } from "./names.js";

export type RunEvent =
  | { type: "log"; level: string; text: string }
  | { type: "error"; text: string }
  | { type: "report"; created: number; resolved: number; closed: number }
  | { type: "done" }
  | { type: "stopped"; reason: "stopped" | "stalled" | "time-limit" | "failed"; text?: string };

export type RunRequest = {
  /** Where the frame goes; it replaces the previous run's. */
  host: HTMLElement;
  sandboxUrl: string;
  /** A module runs in the sandbox's page; a page's files (its HTML first) become that page. */
  kind: "module" | "page";
  files: { name: string; code: string }[];
  /** The release the library is; a page that asks a CDN for another is told so. */
  version: string;
  library: string;
  classicLibrary: string;
  wasm: string;
  file: File | null;
  /** The sample URL a page that reads over HTTP is given, and the site's sample files it may read. */
  remote: string | null;
  samples: string[];
  onEvent: (event: RunEvent) => void;
};

export type Run = { stop(): void };

const fetched = new Map<string, Promise<Response>>();

/** A site file, fetched once per page (a failed fetch is tried again on the next run). */
function siteFile(url: string): Promise<Response> {
  let response = fetched.get(url);
  if (!response) {
    response = fetch(url).then((answer) => {
      if (!answer.ok) throw new Error(`${url}: HTTP ${answer.status}`);
      return answer;
    });
    response.catch(() => fetched.delete(url));
    fetched.set(url, response);
  }
  return response.then((answer) => answer.clone());
}

/** The events a sandbox may post, checked: it runs the reader's code, so its messages are data. */
function eventOf(data: unknown): RunEvent | null {
  if (!data || typeof data !== "object") return null;
  const message = data as Record<string, unknown>;
  const text = typeof message.text === "string" ? message.text : "";
  if (message.type === "log")
    return { type: "log", level: String(message.level ?? "log").slice(0, 8), text };
  if (message.type === "error") return { type: "error", text };
  if (message.type === "done") return { type: "done" };
  if (message.type === "report")
    return {
      type: "report",
      created: Number(message.created) || 0,
      resolved: Number(message.resolved) || 0,
      closed: Number(message.closed) || 0,
    };
  return null;
}

/** The only request header a sample's request keeps: what a reader of a public file needs. */
const FORWARDED_HEADERS = ["range"];

/**
 * Makes a request the sandbox asks for, if it is for one of the site's sample files (GET or HEAD),
 * and answers on `port` with the response, or with why not.
 */
async function requestForSandbox(
  data: Record<string, unknown>,
  samples: string[],
  port: MessagePort,
) {
  const id = data.id;
  const url = String(data.url);
  const method = String(data.method ?? "GET").toUpperCase();
  if (!samples.includes(url) || (method !== "GET" && method !== "HEAD")) {
    port.postMessage({
      type: "fetched",
      id,
      error: `${method} ${url} is not one of the site's sample files`,
    });
    return;
  }
  const given = (data.headers ?? {}) as Record<string, unknown>;
  const headers = Object.fromEntries(
    Object.entries(given)
      .filter(([name]) => FORWARDED_HEADERS.includes(name.toLowerCase()))
      .map(([name, value]) => [name, String(value)]),
  );
  try {
    const response = await fetch(url, { method, headers, cache: "no-store" });
    const body = method === "HEAD" ? null : await response.arrayBuffer();
    port.postMessage(
      {
        type: "fetched",
        id,
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body,
      },
      body ? [body] : [],
    );
  } catch (error) {
    port.postMessage({ type: "fetched", id, error: String(error) });
  }
}

/** Starts a run; the returned `stop` ends it at once. */
export function startRun(request: RunRequest): Run {
  const { host, onEvent } = request;
  const frame = document.createElement("iframe");
  frame.title = "The example's page";
  frame.className = "playground__frame";
  frame.src = request.sandboxUrl;
  const started = Date.now();
  let lastBeat = started;
  let isReady = false;
  let isDone = false;
  let isOver = false;

  const end = (reason: Extract<RunEvent, { type: "stopped" }>["reason"], text?: string) => {
    if (isOver) return;
    isOver = true;
    window.removeEventListener("message", onMessage);
    channel.port1.close();
    clearInterval(watchdog);
    // Removing the frame ends whatever it runs, a loop that never yields included.
    frame.remove();
    onEvent({ type: "stopped", reason, text });
  };

  const files = Promise.all([
    siteFile(request.library).then((answer) => answer.text()),
    // A page may load the UMD build; a module never does.
    request.kind === "page"
      ? siteFile(request.classicLibrary).then((answer) => answer.text())
      : Promise.resolve(""),
    siteFile(request.wasm).then((answer) => answer.arrayBuffer()),
  ]);
  const channel = new MessageChannel();

  // The frame's one message to this window: it is ready for the run, and gets the port with it.
  function onMessage(event: MessageEvent) {
    if (event.source !== frame.contentWindow || isOver || isReady) return;
    if ((event.data as { type?: unknown } | null)?.type !== SANDBOX_READY) return;
    // A frame whose document this page can reach shares the site's origin: run nothing there.
    if (frame.contentDocument !== null)
      return end("failed", "The sandbox is not isolated from this site, so nothing was run.");
    isReady = true;
    lastBeat = Date.now();
    files.then(
      ([library, classicLibrary, wasm]) => {
        const { kind, files: sources, file, version, remote, samples } = request;
        const run = {
          type: "run",
          kind,
          files: sources,
          version,
          library,
          classicLibrary,
          wasm,
          file,
          remote,
          samples,
        };
        frame.contentWindow?.postMessage(run, "*", [channel.port2]);
      },
      (error: unknown) => end("failed", `The library could not be loaded: ${String(error)}`),
    );
  }

  channel.port1.onmessage = (event: MessageEvent) => {
    if (isOver) return;
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === "beat") {
      lastBeat = Date.now();
      return;
    }
    if (type === "fetch") {
      requestForSandbox(event.data, request.samples, channel.port1);
      return;
    }
    const runEvent = eventOf(event.data);
    if (!runEvent) return;
    if (runEvent.type === "done") isDone = true;
    onEvent(runEvent);
  };

  const watchdog = window.setInterval(() => {
    const now = Date.now();
    if (isReady && now - lastBeat > STALL_MS) end("stalled");
    else if (!isReady && now - started > READY_LIMIT_MS)
      end("failed", "The sandbox did not start (is the site reachable?).");
    else if (!isDone && now - started > RUN_LIMIT_MS) end("time-limit");
  }, BEAT_MS);
  window.addEventListener("message", onMessage);
  host.replaceChildren(frame);
  return { stop: () => end("stopped") };
}
