// The analysis watchdog's window, for the demo page's words about it.
export { WATCHDOG_MS } from "../engine/watchdog-window.js";
