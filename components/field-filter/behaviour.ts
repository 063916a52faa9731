// The field filter's behaviour: tiny, in the main bundle; the filter's code is its own chunk,
// loaded when the filter is focused or scrolls into view, or at once on the field index, whose
// entries get their permalinks from it.

export function fieldFilter(host: HTMLElement, signal: AbortSignal): () => void {
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && start(),
  );
  function start() {
    observer.disconnect();
    host.removeEventListener("focusin", start);
    void import("./filter").then(({ attachFilter }) => {
      if (!signal.aborted) attachFilter(host, signal);
    });
  }
  host.addEventListener("focusin", start, { signal });
  if (document.querySelector(".field-list")) start();
  else observer.observe(host);
  return () => observer.disconnect();
}
