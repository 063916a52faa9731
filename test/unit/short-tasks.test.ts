// The first page's start-up in short tasks: steps run in order, the first before the call returns;
// the main thread is given back (a timer task) each time a slice is used up, never in the middle of
// a step; `done` comes after the last. The clock is scripted: each step moves it on by a set time.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { runInShortTasks, SLICE_MS } from "../../components/runtime/short-tasks.ts";

type Context = { ran: Array<{ name: string; task: number }>; time: number; task: number };
const tasks = suite<Context>("short tasks", { ran: [], time: 0, task: 0 });
let restore = () => {};

// Every timer callback counts as a new task, whoever set it: steps run in one task share a number.
tasks.before.each((context) => {
  Object.assign(context, { ran: [], time: 0, task: 0 });
  const { now } = performance;
  const timer = globalThis.setTimeout;
  performance.now = () => context.time;
  globalThis.setTimeout = ((run: () => void, ...rest: unknown[]) =>
    timer(
      () => {
        context.task += 1;
        run();
      },
      ...(rest as [number]),
    )) as typeof setTimeout;
  restore = () => {
    performance.now = now;
    globalThis.setTimeout = timer;
  };
});
tasks.after.each(() => restore());

/** Runs `steps`, resolving once `done` is called. */
const run = (steps: Array<() => void>) =>
  new Promise<void>((resolve) => runInShortTasks(steps, resolve));

/** A step that records its name and task, and takes `ms` of the scripted clock. */
const step = (context: Context, name: string, ms: number) => () => {
  context.ran.push({ name, task: context.task });
  context.time += ms;
};

/** The step names, grouped by the task they ran in. */
const byTask = ({ ran }: Context) =>
  [...new Set(ran.map(({ task }) => task))].map((task) =>
    ran.filter((entry) => entry.task === task).map(({ name }) => name),
  );

tasks(
  "steps that fit one slice run in the caller's task, before the call returns",
  async (context) => {
    const done = run(["a", "b", "c"].map((name) => step(context, name, 1)));
    assert.equal(byTask(context), [["a", "b", "c"]]);
    await done;
  },
);

tasks("the main thread is given back each time a slice is used up", async (context) => {
  await run(["a", "b", "c", "d", "e"].map((name) => step(context, name, SLICE_MS / 2)));
  assert.equal(byTask(context), [["a", "b"], ["c", "d"], ["e"]]);
});

tasks(
  "a step longer than a slice is not cut; the next one waits for a new task",
  async (context) => {
    let finished = false;
    const done = run([step(context, "a", SLICE_MS * 3), step(context, "b", 1)]).then(
      () => (finished = true),
    );
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    assert.equal(byTask(context), [["a"]], "microtasks alone do not reach the next slice");
    assert.not.ok(finished);
    await done;
    assert.equal(byTask(context), [["a"], ["b"]]);
  },
);

tasks.run();
