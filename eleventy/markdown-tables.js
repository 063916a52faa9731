/**
 * Wraps each table in a focusable, labelled scroll region: at narrow widths a wide table scrolls
 * sideways inside it, and keyboards can only scroll what can take focus. The label names the
 * table by its column headers.
 */
export function scrollableTables(md) {
  md.renderer.rules.table_open = (tokens, idx, options, env, self) => {
    const headers = [];
    for (let i = idx + 1; i < tokens.length && tokens[i].type !== "thead_close"; i++) {
      if (tokens[i].type === "inline") headers.push(tokens[i].content.replace(/[`*_]/g, "").trim());
    }
    const label = headers.filter(Boolean).length
      ? `Table: ${headers.filter(Boolean).join(", ")}`
      : "Table";
    return `<div class="table-scroll" role="group" tabindex="0" aria-label="${md.utils.escapeHtml(label)}">${self.renderToken(tokens, idx, options)}`;
  };
  md.renderer.rules.table_close = (tokens, idx, options, env, self) =>
    `${self.renderToken(tokens, idx, options)}</div>\n`;
}
