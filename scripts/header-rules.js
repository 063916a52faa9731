// The `_headers` file that Netlify and Cloudflare Pages read (the build writes one): its rules,
// and the headers they give a path. The preview server applies them as those hosts do.

/** @typedef {{ pattern: string, headers: Record<string, string> }} HeaderRule */

/**
 * Parses a Netlify/Cloudflare `_headers` file into rules of { pattern, headers }.
 * @param {string} text @returns {HeaderRule[]}
 */
export function parseHeaders(text) {
  const rules = /** @type {HeaderRule[]} */ ([]);
  /** @type {HeaderRule | null} */
  let current = null;
  for (const raw of text.split("\n")) {
    if (raw.trim() === "" || raw.trim().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: {} };
      rules.push(current);
    } else if (current) {
      const index = raw.indexOf(":");
      if (index === -1) throw new Error(`_headers: bad header line "${raw.trim()}"`);
      current.headers[raw.slice(0, index).trim()] = raw.slice(index + 1).trim();
    } else {
      throw new Error(`_headers: header line before any path: "${raw.trim()}"`);
    }
  }
  return rules;
}

/**
 * The headers for `urlPath`, as Netlify and Cloudflare Pages compute them: every matching rule
 * applies and a header set by several rules has its values joined with ", ".
 * @param {HeaderRule[]} rules @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersFor(rules, urlPath) {
  const result = /** @type {Record<string, string>} */ ({});
  for (const rule of rules) {
    const pattern = new RegExp(
      "^" + rule.pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*") + "$",
    );
    if (!pattern.test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      result[name] = name in result ? `${result[name]}, ${value}` : value;
    }
  }
  return result;
}
