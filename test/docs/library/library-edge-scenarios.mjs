// Edge cases of the installed mediainfo.js that the guides and the API pages describe, run under
// Node.js 20 and Node.js 22 by test/docs/library/library-behaviour.test.ts (printed as JSON on stdout):
// synchronous readers, the last read of a file, refused callback-form calls, rejected sizes, what a
// thrown non-Error becomes and openBufferContinue.
import fs from "node:fs";
import mediaInfoFactory from "mediainfo.js";

const [mp4, indexAtEnd] = process.argv.slice(2).map((file) => fs.readFileSync(file));
const reader = (data) => (size, offset) => data.subarray(offset, offset + size);
const later = (data) => (size, offset) =>
  new Promise((resolve) => setTimeout(() => resolve(data.subarray(offset, offset + size)), 5));
const settle = (promise) =>
  promise.then(
    () => "resolved",
    (error) => (error instanceof Error ? `${error.constructor.name}: ${error.message}` : error),
  );
const facts = {};

// A synchronous reader over a large file of zeros (nothing MediaInfoLib recognises, so it reads on
// until it gives up): before 0.3.7 each chunk was read one call deeper, until the stack ran out.
{
  const mediainfo = await mediaInfoFactory({ chunkSize: 1024 });
  let reads = 0;
  const zeros = (size) => ((reads += 1), new Uint8Array(size));
  const outcome = await settle(mediainfo.analyzeData(1024 ** 3, zeros));
  const next = await settle(mediainfo.analyzeData(mp4.length, reader(mp4)));
  let asyncReads = 0;
  const asyncZeros = async (size) => ((asyncReads += 1), new Uint8Array(size));
  const asyncOutcome = await settle(mediainfo.analyzeData(10_000 * 1024, asyncZeros));
  facts.syncReader = { reads, outcome, next, asyncReads, asyncOutcome };
  mediainfo.close();
}

// Where reading stops: an MP4 read from start to end in small chunks, every request recorded.
{
  const mediainfo = await mediaInfoFactory({ chunkSize: 4096 });
  const requests = [];
  await mediainfo.analyzeData(mp4.length, (size, offset) => {
    requests.push([offset, size]);
    return mp4.subarray(offset, offset + size);
  });
  facts.lastRequest = { fileSize: mp4.length, requests: requests.length, last: requests.at(-1) };
  mediainfo.close();
}

// A size promise that rejects, in the promise form: is the instance free for the next call?
{
  const mediainfo = await mediaInfoFactory();
  const rejected = await settle(
    mediainfo.analyzeData(() => Promise.reject(new Error("no size")), reader(mp4)),
  );
  const busyAfter = mediainfo.isAnalyzing;
  const next = await settle(mediainfo.analyzeData(mp4.length, reader(mp4)));
  facts.promiseSizeRejected = { rejected, busyAfter, next };
  mediainfo.close();
}

// The callback form: a call refused while busy (what the callback receives, whether the mark
// stays), and a size promise that rejects.
{
  const mediainfo = await mediaInfoFactory({ chunkSize: 4096 });
  const viaCallback = (size, readChunk) =>
    new Promise((resolve) =>
      mediainfo.analyzeData(size, readChunk, (result, error) =>
        resolve({ result: JSON.stringify(result), error: `${error}` }),
      ),
    );
  const first = viaCallback(mp4.length, later(mp4));
  const refused = await viaCallback(mp4.length, later(mp4));
  facts.callbackRefused = { ...refused, busyAfter: mediainfo.isAnalyzing };
  await first;
  const sizeRejected = await viaCallback(() => Promise.reject(new Error("no size")), reader(mp4));
  facts.callbackSizeRejected = { ...sizeRejected, busyAfter: mediainfo.isAnalyzing };
  mediainfo.close();
}

// Values that are not Error objects, thrown or rejected by a reader or a size function.
{
  const mediainfo = await mediaInfoFactory();
  const fail = (value, how) => () => (how === "throw" ? raise(value) : Promise.reject(value));
  const raise = (value) => {
    throw value;
  };
  facts.notErrors = {
    readerThrows42: await settle(mediainfo.analyzeData(mp4.length, fail(42, "throw"))),
    readerRejects42: await settle(mediainfo.analyzeData(mp4.length, fail(42, "reject"))),
    readerThrowsString: await settle(mediainfo.analyzeData(mp4.length, fail("disk gone", "throw"))),
    sizeRejects42: await settle(mediainfo.analyzeData(fail(42, "reject"), reader(mp4))),
  };
  facts.notErrors.sizeThrows42 = await settle(
    mediainfo.analyzeData(fail(42, "throw"), reader(mp4)),
  );
  mediainfo.close();
}

// openBufferContinue on an MP4 with its index at the end: the raw status MediaInfoLib returns for
// each chunk, beside the boolean the method returns.
{
  const data = indexAtEnd;
  const mediainfo = await mediaInfoFactory({ chunkSize: 4096 });
  // Since 0.3.7 the wrapper calls the module's exported C function; the spy sits in its place.
  const module = mediainfo.mediainfoModule;
  const raw = module._mi_open_buffer_continue;
  const steps = [];
  module._mi_open_buffer_continue = (...args) => {
    const status = raw(...args);
    steps.push({ status });
    return status;
  };
  mediainfo.openBufferInit(data.length, 0);
  let offset = 0;
  for (let finished = false; !finished && offset < data.length;) {
    const chunk = data.subarray(offset, offset + 4096);
    finished = mediainfo.openBufferContinue(chunk, chunk.length);
    steps.at(-1).returned = finished;
    const seekTo = mediainfo.openBufferContinueGotoGet();
    if (seekTo === -1) offset += chunk.length;
    else ((offset = seekTo), mediainfo.openBufferInit(data.length, seekTo));
  }
  facts.openBufferContinue = steps;
  mediainfo.close();
}

process.stdout.write(JSON.stringify(facts));
