// A browser init script for the router's race tests: pretends Save-Data is on, so only
// navigations fetch pages, and counts same-origin page fetches started and settled (answered and
// read, or failed) in `window.pageFetches`. Plain JS, so tsx adds no helpers to it.
(() => {
  Object.defineProperty(navigator, "connection", {
    value: { saveData: true, effectiveType: "4g" },
  });
  const fetches = { started: /** @type {string[]} */ ([]), settled: /** @type {string[]} */ ([]) };
  /** @type {any} */ (window).pageFetches = fetches;
  const pageOf = (href) => {
    const url = new URL(href, location.href);
    return url.origin === location.origin && url.pathname.endsWith("/") ? url.pathname : null;
  };
  const fetchAny = window.fetch;
  window.fetch = function (input, init) {
    const path = pageOf(input instanceof Request ? input.url : String(input));
    if (path) fetches.started.push(path);
    return fetchAny.call(this, input, init).catch((error) => {
      if (path) fetches.settled.push(path);
      throw error;
    });
  };
  const text = Response.prototype.text;
  Response.prototype.text = function () {
    const path = pageOf(this.url);
    return text.call(this).finally(() => path && fetches.settled.push(path));
  };
})();
