// The few scripts that must run inline, before first paint, and the Content Security Policy
// that allows exactly them by hash. One place builds both, so they cannot drift apart.
import crypto from "node:crypto";

/**
 * Sets `data-theme` / `data-theme-choice` from `?theme=`, the stored choice or the OS preference
 * (BEHAVIOUR §2), marks that JavaScript runs, and hides a dismissed announcement bar (§6).
 */
export function themeScript(site) {
  const { storageKey, defaultMode, respectPrefersColorScheme } = site.colorMode;
  const bar = site.announcementBar;
  const announcement = bar
    ? `try{var d=localStorage.getItem("announcement.dismiss")==="true"&&localStorage.getItem("announcement.id")===${JSON.stringify(bar.id)};h.setAttribute("data-announcement-dismissed",String(d))}catch(e){}`
    : "";
  return (
    `(function(){var h=document.documentElement;h.setAttribute("data-js","");` +
    `function q(){try{var v=new URLSearchParams(location.search).get("theme");return v==="light"||v==="dark"?v:null}catch(e){return null}}` +
    `function s(){try{var v=localStorage.getItem(${JSON.stringify(storageKey)});return v==="light"||v==="dark"?v:null}catch(e){return null}}` +
    `var c=q()||s();` +
    `var m=c||(${respectPrefersColorScheme ? "window.matchMedia(\"(prefers-color-scheme: dark)\").matches?\"dark\":\"light\"" : JSON.stringify(defaultMode)});` +
    `h.setAttribute("data-theme",m);h.setAttribute("data-theme-choice",c||"system");${announcement}})();`
  );
}

/** Every inline script the site emits, by name. */
export function inlineScripts(site) {
  return { theme: themeScript(site) };
}

/** The base64 SHA-256 of a script body, as CSP wants it. */
export function scriptHash(body) {
  return `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/** The site's strict policy: only our own files, plus the inline scripts above by hash. */
export function contentSecurityPolicy(site) {
  const hashes = Object.values(inlineScripts(site)).map(scriptHash).join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes} 'wasm-unsafe-eval'`,
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${site.githubApi}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join("; ");
}
