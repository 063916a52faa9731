// Two media servers for the remote-files recipe, at the ends of what real hosts do with Range:
// one follows RFC 9110 to the letter (so a client's malformed or out-of-file range fails there as
// it would on a strict host), one ignores Range and always sends the whole file. Both send the
// CORS headers the recipe's table lists, and count requests and body bytes as scripts/static-server.js does.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { listenOnLoopback } from "../../scripts/listen.js";
import { RANGE_CORS_HEADERS } from "../../scripts/static-server.js";
import { modeState, refusedByMode, type RangeServerModes } from "./range-server-modes.ts";

export type RangeAnswer =
  { status: 200 } | { status: 206; first: number; last: number } | { status: 416 };

// What a strict server answers to a GET of `size` bytes with this Range header:
// - no header, a unit other than bytes, or a value that does not parse: the whole file (200), since
//   a field a server cannot use is ignored;
// - several ranges: the whole file (200); answering with the one representation is allowed, and
//   a multipart body is more than any test here needs;
// - `first-last`, `first-` or `-suffix` overlapping the file: that part (206), `last` cut to the
//   file's end;
// - `first-last` with last below first (an invalid range), a first byte at or past the end, or
//   `-0`: 416 with `Content-Range: bytes */size`, as RFC 9110 says a server that supports Range
//   should answer an invalid or unsatisfiable range.
// An empty file has no byte to send in a part, so Range is ignored for it.
export function answerRange(header: string | undefined, size: number): RangeAnswer {
  const spec = /^\s*bytes\s*=\s*(.*?)\s*$/i.exec(header ?? "")?.[1];
  if (spec === undefined || spec.includes(",") || size === 0) return { status: 200 };
  const range = /^(\d*)-(\d*)$/.exec(spec);
  if (!range || (range[1] === "" && range[2] === "")) return { status: 200 };
  if (range[1] === "") {
    const suffix = Number(range[2]);
    return suffix === 0
      ? { status: 416 }
      : { status: 206, first: Math.max(0, size - suffix), last: size - 1 };
  }
  const first = Number(range[1]);
  const last = range[2] === "" ? size - 1 : Number(range[2]);
  if (last < first || first >= size) return { status: 416 };
  return { status: 206, first, last: Math.min(last, size - 1) };
}

export type RangeServer = {
  origin: string;
  requests(): number;
  bytesSent(): number;
  /** One line per request: method, Range header and status. */
  log: string[];
  /** Preflights answered, and the most requests that were ever in flight at once. */
  preflights(): number;
  maxInFlight(): number;
  /** Resolves once `count` requests are held (see answerFirst); release() answers them. */
  held(count: number): Promise<void>;
  release(): void;
  close(): Promise<void>;
};

/**
 * Serves the files of `root` on a loopback port. `ranges: "strict"` follows answerRange and
 * Range only on GET (HEAD and other methods ignore it, as RFC 9110 requires);
 * `ranges: "ignored"` always answers 200 with the whole file, and sends no Accept-Ranges.
 * HEAD gets the GET's headers and no body. `modes` add the refusals and stalls of
 * range-server-modes.ts.
 */
export async function serveRanges(
  root: string,
  ranges: "strict" | "ignored",
  modes: RangeServerModes = {},
): Promise<RangeServer> {
  const stats = { requests: 0, bytesSent: 0 };
  const log: string[] = [];
  const state = modeState(modes);
  const cors = {
    ...RANGE_CORS_HEADERS,
    "Access-Control-Allow-Headers":
      modes.allowHeaders ?? RANGE_CORS_HEADERS["Access-Control-Allow-Headers"],
  };
  const server = http.createServer((request, response) => {
    if (request.method === "OPTIONS") {
      state.preflights += 1;
      response.writeHead(204, { ...cors, "Access-Control-Allow-Methods": "GET, HEAD" });
      response.end();
      return;
    }
    stats.requests += 1;
    const number = stats.requests;
    if (refusedByMode(request, response, modes, state, cors)) {
      log.push(`${request.method} ${request.headers.range ?? "-"} ${response.statusCode}`);
      return;
    }
    if (modes.answerFirst !== undefined && number > modes.answerFirst)
      state.hold(() => answer(request, response));
    else answer(request, response);
  });
  const answer = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const file = path.join(
      root,
      path.basename(decodeURIComponent(new URL(request.url!, "http://x").pathname)),
    );
    const found = fs.existsSync(file) && fs.statSync(file).isFile();
    const size = found ? fs.statSync(file).size : 0;
    const answer: RangeAnswer = !found
      ? { status: 200 }
      : ranges === "strict" && request.method === "GET"
        ? answerRange(request.headers.range, size)
        : { status: 200 };
    const status = found ? answer.status : 404;
    log.push(`${request.method} ${request.headers.range ?? "-"} ${status}`);
    const headers: Record<string, string | number> = {
      ...cors,
      "Content-Type": "application/octet-stream",
    };
    if (ranges === "strict") headers["Accept-Ranges"] = "bytes";
    if (status === 404 || answer.status === 416) {
      if (status === 416) headers["Content-Range"] = `bytes */${size}`;
      response.writeHead(status, { ...headers, "Content-Length": 0 }).end();
      return;
    }
    const [first, last] = answer.status === 206 ? [answer.first, answer.last] : [0, size - 1];
    if (answer.status === 206) headers["Content-Range"] = `bytes ${first}-${last}/${size}`;
    response.writeHead(status, { ...headers, "Content-Length": last - first + 1 });
    if (request.method !== "GET" || size === 0) {
      response.end();
      return;
    }
    fs.createReadStream(file, { start: first, end: last })
      .on("data", (chunk) => (stats.bytesSent += chunk.length))
      .pipe(response);
  };
  const port = await listenOnLoopback(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    requests: () => stats.requests,
    bytesSent: () => stats.bytesSent,
    log,
    preflights: () => state.preflights,
    maxInFlight: () => state.maxInFlight,
    held: (count) => state.held(count),
    release: () => state.release(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
