// The first page's start-up in short tasks: steps run in order, none in the caller's task; the main
// thread is given back (a timer task) each time a slice is used up, never in the middle of a step;
// `done` comes after the last. The clock is scripted: each step moves it on by a set time.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { runInShortTasks, SLICE_MS } from "../../../components/runtime/short-tasks.ts";

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

tasks("steps that fit one slice run together, in a task after the caller's", async (context) => {
  const done = run(["a", "b", "c"].map((name) => step(context, name, 1)));
  assert.equal(context.ran, [], "nothing runs in the caller's task");
  await done;
  assert.equal(byTask(context), [["a", "b", "c"]]);
  assert.is(context.ran[0].task, 1, "the first timer task");
});

tasks("the main thread is given back each time a slice is used up", async (context) => {
  await run(["a", "b", "c", "d", "e"].map((name) => step(context, name, SLICE_MS / 2)));
  assert.equal(byTask(context), [["a", "b"], ["c", "d"], ["e"]]);
});

tasks(
  "a step longer than a slice is not cut; the next one waits for a new task",
  async (context) => {
    await run([step(context, "a", SLICE_MS * 3), step(context, "b", 1)]);
    assert.equal(byTask(context), [["a"], ["b"]]);
  },
);

tasks.run();
