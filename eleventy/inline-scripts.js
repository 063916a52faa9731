// The few scripts that must run inline, before first paint, and the Content Security Policy
// that allows exactly them by hash. One place builds both, so they cannot drift apart.
import crypto from "node:crypto";
import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  CLIENT_STARTED_ATTRIBUTE,
  JS_ATTRIBUTE,
  THEME_ATTRIBUTE,
  THEME_CHOICE_ATTRIBUTE,
  STORAGE_KEYS,
  THEME_QUERY_PARAMETER,
  resolveColorMode,
} from "../contract/index.js";

/**
 * Sets `data-theme` / `data-theme-choice` from `?theme=`, the stored choice or the OS preference
 * before first paint (no colour flash), marks that JavaScript runs, and hides a dismissed
 * announcement bar.
 */
export function themeScript(site) {
  const { storageKey, defaultMode, respectPrefersColorScheme } = site.colorMode;
  const bar = site.announcementBar;
  const announcement = bar
    ? `try{var d=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismissed)})==="true"&&localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementId)})===${JSON.stringify(bar.id)};h.setAttribute(${JSON.stringify(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},String(d))}catch(e){}`
    : "";
  // g() reads a value that may throw (storage off, no matchMedia) as null.
  return (
    `(function(){var h=document.documentElement;h.setAttribute(${JSON.stringify(JS_ATTRIBUTE)},"");` +
    `function g(f){try{return f()}catch(e){return null}}` +
    `var r=(${resolveColorMode})(` +
    `g(function(){return new URLSearchParams(location.search).get(${JSON.stringify(THEME_QUERY_PARAMETER)})}),` +
    `g(function(){return localStorage.getItem(${JSON.stringify(storageKey)})}),` +
    `${respectPrefersColorScheme ? 'g(function(){return window.matchMedia("(prefers-color-scheme: dark)").matches})' : "!1"},` +
    `${JSON.stringify(defaultMode)},${respectPrefersColorScheme ? "!0" : "!1"});` +
    `h.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},r[1]);h.setAttribute(${JSON.stringify(THEME_CHOICE_ATTRIBUTE)},r[0]);${announcement}})();`
  );
}

/**
 * Runs in the browser on the home page: when the client bundle never ran (so
 * `data-client-started` is absent at DOMContentLoaded, which waits for module scripts), shows a
 * banner blaming a wrong base URL.
 * The site CSS hides the banner, so people see it only when the styles failed to load as well.
 * Styles are set through the CSSOM because the CSP forbids style attributes.
 * @param {string} configuredBase @param {string} startedAttribute
 */
function showBaseUrlBanner(configuredBase, startedAttribute) {
  document.addEventListener("DOMContentLoaded", function () {
    if (document.documentElement.hasAttribute(startedAttribute)) return;
    var suggested =
      location.pathname.slice(-1) === "/" ? location.pathname : location.pathname + "/";
    /** @param {string} tag @param {string} text @param {Record<string, string>} [css] */
    function element(tag, text, css) {
      var node = document.createElement(tag);
      node.textContent = text;
      for (var name in css || {}) node.style.setProperty(name, (css || {})[name]);
      return node;
    }
    var container = element("div", "");
    container.id = "base-url-issue-banner-container";
    var banner = element("div", "", {
      border: "thick solid red",
      "background-color": "rgb(255, 230, 179)",
      margin: "20px",
      padding: "20px",
      "font-size": "20px",
    });
    banner.id = "base-url-issue-banner";
    banner.setAttribute("role", "alert");
    var intro = element("p", "");
    intro.append(element("strong", "Your site did not load properly.", { "font-size": "30px" }));
    var reason = element("p", "A very common reason is a wrong site ");
    reason.append(element("strong", "base URL configuration"), ".");
    var current = element("p", "Current configured base URL = ");
    current.append(
      element("strong", configuredBase, { color: "red" }),
      configuredBase === "/" ? " (default value)" : "",
    );
    var suggestion = element("p", "We suggest trying base URL = ");
    suggestion.append(element("strong", suggested, { color: "green" }));
    banner.append(intro, reason, current, suggestion);
    container.append(banner);
    document.body.prepend(container);
  });
}

/** The home page's wrong-base-URL check, as inline script text. */
export function baseUrlBannerScript(site) {
  return `(${showBaseUrlBanner.toString()})(${JSON.stringify(site.baseUrl ?? "/")},${JSON.stringify(CLIENT_STARTED_ATTRIBUTE)});`;
}

/** Every inline script the site emits, by name. */
export function inlineScripts(site) {
  return { theme: themeScript(site), baseUrlBanner: baseUrlBannerScript(site) };
}

/** The base64 SHA-256 of a script body, as CSP wants it. */
export function scriptHash(body) {
  return `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/** A policy from its directives, as hosts and meta tags take it.
 * @param {Record<string, string[]>} directives */
function policy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** The site's strict policy: only our own files, plus the inline scripts above by hash. */
export function contentSecurityPolicy(site) {
  const hashes = Object.values(inlineScripts(site)).map(scriptHash);
  return policy({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...hashes, "'wasm-unsafe-eval'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "connect-src": ["'self'", site.githubApi],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
  });
}

/**
 * The demo worker's policy (served with the files under /assets/demo/): mediainfo.js's embind
 * glue compiles functions with `new Function`, so only here scripts may use eval; a worker takes
 * its policy from its own response, never from the page's meta tag.
 */
export function workerContentSecurityPolicy() {
  return policy({
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    "connect-src": ["'self'"],
  });
}
