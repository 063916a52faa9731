// The state of the playground's runs: the console lines, the instances the code made, what the
// status line says, and Run/Stop. One run at a time: a new run ends the one before.
import { useEffect, useRef, useState } from "react";
import { startRun, type Run, type RunEvent } from "./runner";
import { RUN_LIMIT_MS, STALL_MS } from "./names.js";

export type Line = { level: string; text: string };
export type Counts = { created: number; resolved: number; closed: number };
export type RunState = {
  lines: Line[];
  counts: Counts | null;
  status: string;
  isRunning: boolean;
};

/** Lines kept: a loop that logs without end must not grow the page without end. */
const MAX_LINES = 500;

const STOPPED: Record<string, string> = {
  stopped: "Stopped.",
  stalled: `Stopped: the code did not yield for ${STALL_MS / 1000} s (a loop that never ends?).`,
  "time-limit": `Stopped: the code ran past the ${RUN_LIMIT_MS / 1000} s limit.`,
};

export type RunInput = Omit<Parameters<typeof startRun>[0], "onEvent" | "host"> & {
  label: string;
};

/** Run and Stop, and what the current run has shown; `frameHost` receives the sandbox's frame. */
export function useRun(frameHost: { current: HTMLElement | null }) {
  const run = useRef<Run | null>(null);
  const kind = useRef<RunInput["kind"]>("module");
  const [state, setState] = useState<RunState>({
    lines: [],
    counts: null,
    status: "",
    isRunning: false,
  });

  useEffect(() => () => run.current?.stop(), []);

  const onEvent = (event: RunEvent) =>
    setState((previous) => {
      if (event.type === "log" || event.type === "error") {
        const line = event.type === "log" ? event : { level: "error", text: event.text };
        return { ...previous, lines: [...previous.lines, line].slice(-MAX_LINES) };
      }
      if (event.type === "report") return { ...previous, counts: event };
      if (event.type === "done")
        return {
          ...previous,
          status:
            kind.current === "page"
              ? "Loaded: the page has run, with the file. What it shows is below."
              : "Finished: the code ran to its end.",
        };
      return {
        ...previous,
        isRunning: false,
        status: event.text ?? STOPPED[event.reason] ?? "Stopped.",
      };
    });

  const start = (input: RunInput) => {
    run.current?.stop();
    if (!frameHost.current) return;
    const { label, ...request } = input;
    kind.current = request.kind;
    setState({ lines: [], counts: null, status: `Running ${label}…`, isRunning: true });
    run.current = startRun({ ...request, host: frameHost.current, onEvent });
  };
  const stop = () => run.current?.stop();
  /** Says why a run could not start (its file could not be read); the last run's output goes. */
  const refuse = (text: string) => {
    run.current?.stop();
    setState({ lines: [], counts: null, status: text, isRunning: false });
  };
  return { state, start, stop, refuse };
}
