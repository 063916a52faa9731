// The field filter's behaviour: tiny, in the main bundle; the filter's code is its own chunk,
// loaded when the filter is focused or scrolls into view (issue #21).

export function fieldFilter(host: HTMLElement): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start());
  function start() {
    observer.disconnect();
    host.removeEventListener("focusin", start);
    void import("./filter").then(({ attachFilter }) => {
      if (!stopped) stop = attachFilter(host);
    });
  }
  host.addEventListener("focusin", start);
  observer.observe(host);
  return () => {
    stopped = true;
    observer.disconnect();
    host.removeEventListener("focusin", start);
    stop?.();
  };
}
