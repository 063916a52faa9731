// Run by the remote-files tests in Node.js 22 and in Chromium with the page's remote.js and the
// real mediainfo.js: what an abort does to an analysis and to the instance, and what a second
// analysis on a busy instance gets. The same code in both runtimes, so their reports compare.

/** How a promise settled: "resolved", or the error's class, name and (for an Error) message. */
const settled = (promise) =>
  promise.then(
    () => "resolved",
    (error) =>
      error instanceof DOMException
        ? `DOMException ${error.name}`
        : `${error.constructor.name}: ${error.message}`,
  );

const trackTypes = ({ result }) => result.media.track.map((track) => track["@type"]).join(", ");

/**
 * The instance, with a signal that times out as the analysis asks for its first chunk: the abort
 * lands inside the analysis however long the size request took, where a timer started with the
 * call could run out before the analysis began on a busy machine.
 */
function timingOutOnFirstRead(mediainfo) {
  const controller = new AbortController();
  const instance = {
    analyzeData: (size, readChunk) =>
      mediainfo.analyzeData(size, (chunkSize, offset) => {
        const chunk = readChunk(chunkSize, offset);
        controller.abort(new DOMException("signal timed out", "TimeoutError"));
        return chunk;
      }),
  };
  return { instance, options: { signal: controller.signal } };
}

/**
 * urls.stallsOnChunk answers HEAD and holds every chunk; urls.stallsOnSize holds everything;
 * urls.fine serves the sample.
 */
export async function probeRemote(mediaInfoFactory, analyzeUrl, urls) {
  const mediainfo = await mediaInfoFactory();
  const timeout = () => ({ signal: AbortSignal.timeout(300) });
  const reading = timingOutOnFirstRead(mediainfo);
  const report = {
    abortDuringAnalysis: await settled(
      analyzeUrl(reading.instance, urls.stallsOnChunk, reading.options),
    ),
    nextAnalysis: trackTypes(await analyzeUrl(mediainfo, urls.fine)),
    abortDuringSize: await settled(analyzeUrl(mediainfo, urls.stallsOnSize, timeout())),
  };
  // A first analysis waiting for a chunk that comes only when it is aborted, and a second one.
  const cancel = new AbortController();
  const waiting = () =>
    new Promise((_, reject) =>
      cancel.signal.addEventListener("abort", () => reject(new Error("aborted"))),
    );
  const first = settled(mediainfo.analyzeData(1000, waiting));
  report.overlapping = await settled(mediainfo.analyzeData(1000, () => new Uint8Array(0)));
  cancel.abort();
  report.firstOfOverlapping = await first;
  report.afterOverlap = trackTypes(await analyzeUrl(mediainfo, urls.fine));
  mediainfo.close();
  return report;
}
