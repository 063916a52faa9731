// The demo's analysis queue and its worker runner: order, one job at a time, pausing on an engine
// failure, and every way a job ends (result, read error, engine failure, crash, cancel).
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  AnalysisRunner,
  type Outcome,
  type WorkerLike,
} from "../../../../components/media-demo/engine/analysis-runner.ts";
import {
  EMPTY_QUEUE,
  enqueue,
  finishCurrent,
  pauseWithCurrent,
  requeueCurrent,
  resume,
  startNext,
  type Job,
} from "../../../../components/media-demo/engine/queue.ts";
import {
  describeEntry,
  entryFromOutcome,
} from "../../../../components/media-demo/results/result-shape.ts";
import type {
  FromWorker,
  ToWorker,
} from "../../../../components/media-demo/engine/worker-protocol.ts";

const job = (id: string): Job => ({
  id,
  file: { name: `${id}.mp4`, size: 10 } as File,
  format: "object",
  full: false,
});

test("jobs run one at a time, in the order they were added", () => {
  let state = enqueue(EMPTY_QUEUE, [job("a"), job("b")]);
  let step = startNext(state);
  assert.is(step.started?.id, "a");
  state = step.state;
  assert.is(startNext(state).started, null, "nothing starts while a job runs");
  state = enqueue(state, [job("c")]);
  state = finishCurrent(state);
  assert.equal(
    [startNext(state).started?.id, ...startNext(state).state.pending.map((j) => j.id)],
    ["b", "c"],
  );
  const last = finishCurrent(startNext(enqueue(EMPTY_QUEUE, [job("x")])).state);
  assert.equal(
    [last.current, last.pending],
    [null, []],
    "a finished last job leaves the queue empty",
  );
});

test("an engine failure puts the job back in front and pauses until resumed", () => {
  let state = startNext(enqueue(EMPTY_QUEUE, [job("a"), job("b")])).state;
  state = pauseWithCurrent(state);
  assert.equal(
    state.pending.map((j) => j.id),
    ["a", "b"],
  );
  assert.is(state.current, null);
  assert.is(startNext(state).started, null, "paused");
  assert.is(startNext(resume(state)).started?.id, "a");
});

test("a job whose engine was replaced runs again first, and the queue keeps running", () => {
  let state = startNext(enqueue(EMPTY_QUEUE, [job("a"), job("b")])).state;
  state = requeueCurrent(state);
  assert.equal(
    state.pending.map((j) => j.id),
    ["a", "b"],
  );
  assert.is(state.paused, false);
  assert.is(startNext(state).started?.id, "a");
  assert.equal(requeueCurrent(EMPTY_QUEUE), EMPTY_QUEUE, "nothing running: nothing to put back");
});

/** A stand-in for the Worker object (node has no Web Workers); the real worker runs in the e2e suite. */
function fakeWorkers() {
  const made: (WorkerLike & {
    sent: ToWorker[];
    terminated: boolean;
    reply(message: FromWorker): void;
  })[] = [];
  const create = () => {
    const worker = {
      sent: [] as ToWorker[],
      terminated: false,
      onmessage: null as WorkerLike["onmessage"],
      onerror: null as WorkerLike["onerror"],
      postMessage(message: ToWorker) {
        worker.sent.push(message);
      },
      terminate() {
        worker.terminated = true;
      },
      reply(message: FromWorker) {
        worker.onmessage?.({ data: message } as MessageEvent<FromWorker>);
      },
    };
    made.push(worker);
    return worker as unknown as WorkerLike;
  };
  return { made, create };
}

function runner() {
  const workers = fakeWorkers();
  const engineFailures: string[] = [];
  const engineReady: true[] = [];
  const instance = new AnalysisRunner(
    "/w.js",
    "/m.wasm",
    (message) => engineFailures.push(message),
    () => engineReady.push(true),
    workers.create,
  );
  return { instance, workers, engineFailures, engineReady };
}

test("the worker's ready message tells the page the engine has loaded", () => {
  const { instance, workers, engineReady } = runner();
  instance.warm();
  assert.is(engineReady.length, 0);
  workers.made[0].reply({ type: "ready" });
  assert.is(engineReady.length, 1);
});

test("a job gets progress, then its result; messages for other jobs are ignored", async () => {
  const { instance, workers } = runner();
  const progress: number[] = [];
  const outcome = instance.run(job("a"), (position) => progress.push(position));
  const worker = workers.made[0];
  assert.equal(worker.sent[0], {
    type: "analyse",
    jobId: "a",
    file: job("a").file,
    format: "object",
    full: false,
    wasmUrl: "/m.wasm",
  });
  worker.reply({ type: "progress", jobId: "zzz", position: 9, size: 10 });
  worker.reply({ type: "progress", jobId: "a", position: 5, size: 10 });
  worker.reply({ type: "done", jobId: "a", result: { media: null }, ms: 7 });
  assert.equal(await outcome, { kind: "done", result: { media: null }, ms: 7 });
  assert.equal(progress, [5]);
});

test("read, engine and MediaInfoLib failures end the job with their stage", async () => {
  const { instance, workers } = runner();
  const read = instance.run(job("a"), () => {});
  workers.made[0].reply({ type: "failed", jobId: "a", stage: "read", message: "NotReadableError" });
  assert.equal(await read, { kind: "failed", stage: "read", message: "NotReadableError" });
  const load = instance.run(job("b"), () => {});
  workers.made[0].reply({ type: "failed", jobId: "b", stage: "load", message: "HTTP 503" });
  assert.equal(await load, { kind: "failed", stage: "load", message: "HTTP 503" });
  assert.is(workers.made.length, 1, "read and load failures keep the worker");
  const crash = instance.run(job("c"), () => {});
  workers.made[0].reply({
    type: "failed",
    jobId: "c",
    stage: "analyse",
    message: "RuntimeError: unreachable",
  });
  assert.equal(await crash, {
    kind: "failed",
    stage: "analyse",
    message: "RuntimeError: unreachable",
  });
  assert.ok(workers.made[0].terminated, "a failure inside MediaInfoLib retires the worker");
  instance.run(job("d"), () => {});
  assert.is(workers.made.length, 2);
});

test("Cancel terminates the worker, ends the job as cancelled and starts a fresh, warmed worker", async () => {
  const { instance, workers } = runner();
  const outcome = instance.run(job("a"), () => {});
  instance.cancel("a");
  assert.equal(await outcome, { kind: "cancelled" } satisfies Outcome);
  assert.ok(workers.made[0].terminated);
  assert.equal(workers.made[1].sent, [{ type: "warm", wasmUrl: "/m.wasm" }]);
  workers.made[0].reply({ type: "done", jobId: "a", result: {}, ms: 1 });
});

test("Stop is a Cancel whose entry says why: the reason reaches the result list", async () => {
  const { instance, workers } = runner();
  const outcome = instance.run(job("a"), () => {});
  instance.cancel("a", "Stopped after 10 s without progress");
  const ended = await outcome;
  assert.equal(ended, { kind: "cancelled", reason: "Stopped after 10 s without progress" });
  assert.ok(workers.made[0].terminated);
  const entry = entryFromOutcome(job("a"), ended);
  assert.is(entry.status, "cancelled");
  assert.is(describeEntry(entry), "a.mp4: Stopped after 10 s without progress");
  assert.is(
    describeEntry(entryFromOutcome(job("a"), { kind: "cancelled" })),
    "a.mp4: analysis cancelled.",
  );
});

test("a Cancel for a job that already ended leaves the next job running", async () => {
  const { instance, workers } = runner();
  const first = instance.run(job("a"), () => {});
  instance.cancel("a");
  assert.equal(await first, { kind: "cancelled" } satisfies Outcome);
  const second = instance.run(job("b"), () => {});
  instance.cancel("a");
  assert.is(workers.made.length, 2, "the worker running b is kept");
  assert.not.ok(workers.made[1].terminated);
  workers.made[1].reply({ type: "done", jobId: "b", result: { media: null }, ms: 2 });
  assert.equal(await second, { kind: "done", result: { media: null }, ms: 2 } satisfies Outcome);
});

test("a warm-up failure with no job waiting is reported; a crashed worker fails the running job", async () => {
  const { instance, workers, engineFailures } = runner();
  instance.warm();
  workers.made[0].reply({ type: "failed", jobId: null, stage: "load", message: "no wasm" });
  assert.equal(engineFailures, ["no wasm"]);
  const outcome = instance.run(job("a"), () => {});
  workers.made[0].onerror?.({ preventDefault() {} } as ErrorEvent);
  assert.equal(await outcome, {
    kind: "failed",
    stage: "load",
    message: "The analysis worker could not be started.",
  });
  assert.ok(workers.made[0].terminated);
  instance.run(job("b"), () => {});
  assert.is(workers.made.length, 2, "the next job gets a new worker");
});

test.run();
