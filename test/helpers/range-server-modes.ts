// What the remote-files recipe's options are tested against, on top of the range servers: a
// host that wants a bearer token, a pre-signed URL (signed for GET, so HEAD is refused), a host
// that fails its first requests with 503, and one that stops answering.
import type http from "node:http";

export type RangeServerModes = {
  /** Requests without `Authorization: <this>` get 401 (preflights are answered). */
  authorization?: string;
  /** Requests whose query lacks `signature=<this>` get 403, and so does every HEAD. */
  signature?: string;
  /** The first n requests with a Range header (chunk requests) get 503. */
  failFirst?: number;
  /** Requests after the first n are held unanswered until release() (or the server closes). */
  answerFirst?: number;
  /** Access-Control-Allow-Headers on every response and preflight (default: Range). */
  allowHeaders?: string;
};

/** The state the modes keep for one server: held requests and requests in flight. */
export function modeState(modes: RangeServerModes) {
  let held: (() => void)[] | null = modes.answerFirst === undefined ? null : [];
  let waiting: { count: number; resolve(): void }[] = [];
  const state = {
    inFlight: 0,
    maxInFlight: 0,
    preflights: 0,
    rangeRequests: 0,
    /** Answers the held requests and holds no more. */
    release() {
      const answers = held ?? [];
      held = null;
      for (const answer of answers) answer();
    },
    /** Resolves once `count` requests are held. */
    held(count: number): Promise<void> {
      return new Promise((resolve) => {
        waiting.push({ count, resolve });
        state.check();
      });
    },
    check() {
      const ready = waiting.filter((wait) => held && held.length >= wait.count);
      waiting = waiting.filter((wait) => !ready.includes(wait));
      for (const wait of ready) wait.resolve();
    },
    hold(answer: () => void) {
      if (!held) return answer();
      held.push(answer);
      state.check();
    },
  };
  return state;
}

/**
 * Answers `request` when a mode refuses it (returns true); counts the request's time in flight.
 */
export function refusedByMode(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  modes: RangeServerModes,
  state: ReturnType<typeof modeState>,
  headers: Record<string, string>,
): boolean {
  state.inFlight += 1;
  state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
  response.on("close", () => (state.inFlight -= 1));
  const signature = new URL(request.url!, "http://x").searchParams.get("signature");
  const status =
    modes.failFirst && request.headers.range && (state.rangeRequests += 1) <= modes.failFirst
      ? 503
      : modes.authorization && request.headers.authorization !== modes.authorization
        ? 401
        : modes.signature && (request.method === "HEAD" || signature !== modes.signature)
          ? 403
          : 0;
  if (status) response.writeHead(status, { ...headers, "Content-Length": 0 }).end();
  return status !== 0;
}
