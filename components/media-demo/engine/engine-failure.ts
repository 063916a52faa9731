// Plain words for an engine that failed to load. The library's own message
// ("Aborted(both async and sync fetching of the wasm failed). Build with -sASSERTIONS…") says
// nothing to a visitor: it goes behind a details disclosure, after what failed and what to try.
import { WORKER_FAILED } from "./analysis-runner";

export type EngineFailure = {
  summary: string;
  advice: string;
  details: string;
  learnMore?: { text: string; href: string };
};

const DOWNLOAD = /fetch|network|HTTP \d|status \d|404|503|load failed/i;
const UNSUPPORTED =
  /CompileError|LinkError|invalid value type|not supported|unsupported|unknown (type|opcode)/i;

/** What to tell the visitor about an engine failure with the technical `message`. */
export function describeEngineFailure(message: string): EngineFailure {
  if (message === WORKER_FAILED) {
    return {
      summary: "The analysis worker could not start.",
      advice:
        "Reload the page. If this keeps happening, the browser or an extension may be blocking web workers on this site.",
      details: message,
    };
  }
  if (UNSUPPORTED.test(message) && !DOWNLOAD.test(message)) {
    return {
      summary: "This browser cannot run the analysis engine.",
      // Which features the module needs is build data (the Installation page lists them); the
      // demo only points there, so an upgrade of the library cannot leave this sentence wrong.
      advice:
        "mediainfo.js needs a browser recent enough for the WebAssembly features its module uses.",
      details: message,
      learnMore: { text: "Supported browsers", href: "/docs/getting-started/installation/" },
    };
  }
  if (DOWNLOAD.test(message)) {
    return {
      summary: "The analysis engine could not be downloaded.",
      advice:
        "Check your connection, then press Retry. If it keeps failing, a network filter or browser extension may be blocking WebAssembly (.wasm) files.",
      details: message,
    };
  }
  return {
    summary: "The analysis engine could not be loaded.",
    advice: "Press Retry. If it keeps failing, reload the page.",
    details: message,
  };
}
