// Which colour mode a page shows. The toggle calls this, and the build emits its
// source text (via toString) inside the inline head script, so first paint and toggle agree. Keep
// it self-contained ES5 with no comments inside: it runs before any bundle and every byte is inline.

/**
 * The choice (`?theme=` wins over the stored value; anything but light/dark counts as system)
 * and the mode it shows (system follows the OS when respected, else the default mode).
 * Short names because the text ships inline on every page.
 * @param {string | null} q the `?theme=` value
 * @param {string | null} s the stored choice
 * @param {boolean} d the OS prefers dark
 * @param {string} m the default mode
 * @param {boolean} p respect the OS preference
 * @returns {[string, string]} [choice, mode]
 */
export function resolveColorMode(q, s, d, m, p) {
  var c = q === "light" || q === "dark" ? q : s === "light" || s === "dark" ? s : "system";
  return [c, c !== "system" ? c : p ? (d ? "dark" : "light") : m];
}
