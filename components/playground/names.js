// The playground's names: what the build writes into pages and the browser code reads.
/** The playground's route. */
export const PLAYGROUND_PATH = "/playground/";
/** The sandbox document the playground runs code in (not a route: no sitemap entry). */
export const SANDBOX_PATH = "/playground/sandbox.html";
/** The message the sandbox posts when it is ready for a run. */
export const SANDBOX_READY = "ready";
/** How often the sandbox says it is alive, and how long without a beat stops a run. */
export const BEAT_MS = 250;
export const STALL_MS = 3000;
/** The longest the sandbox may take to start. */
export const READY_LIMIT_MS = 10000;
/** The longest a run may take before it is stopped. */
export const RUN_LIMIT_MS = 30000;
/** A playground link that carries code starts its fragment with this. */
export const SHARED_CODE_PREFIX = "#code=";
/** The "Run" link under a runnable code block. */
export const runLinkClass = "code-block__run";
/** On each example's section of the playground page. */
export const exampleClass = "playground-example";
