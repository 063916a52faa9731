// The demo island rendered in happy-dom: results restored from storage (newest open, first track
// expanded), the unreadable-storage notice, Remove persisting, and the engine banner with Retry.
// happy-dom has no Web Workers, so a stand-in answers the warm-up; real analyses run in test/e2e/media-demo/.
import { GlobalRegistrator } from "@happy-dom/global-registrator";
import { suite } from "uvu";
import * as assert from "uvu/assert";

const island = suite("media-demo island");
type Posted = { type: string };
let workers: { url: string; posted: Posted[]; reply(data: unknown): void; terminated: boolean }[] =
  [];
let warmUp: (worker: (typeof workers)[number]) => void = () => {};

class StandInWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  record = {
    url: "",
    posted: [] as Posted[],
    terminated: false,
    reply: (data: unknown) => this.onmessage?.({ data }),
  };
  constructor(url: string) {
    this.record.url = url;
    workers.push(this.record);
  }
  postMessage(message: Posted) {
    this.record.posted.push(message);
    if (message.type === "warm") queueMicrotask(() => warmUp(this.record));
  }
  terminate() {
    this.record.terminated = true;
  }
}

const stored = {
  aold: {
    name: "old.flac",
    size: 21417,
    status: "done",
    ms: 7,
    at: 1,
    full: false,
    collapsed: false,
    result: {
      media: {
        track: [
          { "@type": "General", Format: "FLAC" },
          { "@type": "Audio", Format: "FLAC" },
        ],
      },
    },
  },
  bnew: {
    name: "new.mp4",
    size: 18846,
    status: "done",
    ms: 40,
    at: 2,
    full: false,
    collapsed: false,
    result: {
      media: {
        track: [
          { "@type": "General", Format: "MPEG-4" },
          { "@type": "Video", Format: "AVC", Width: 320, extra: { CodecConfigurationBox: "avcC" } },
        ],
      },
    },
  },
};

let render: (element: unknown, container: Element) => void;
let act: (callback: () => void | Promise<void>) => Promise<void>;
let MediaDemo: (props: { engines: typeof ENGINES }) => unknown;
let createElement: (type: unknown, props: unknown) => unknown;

island.before(async () => {
  GlobalRegistrator.register({ url: "http://localhost/demo/" });
  (globalThis as any).Worker = StandInWorker;
  ({ render, createElement } = (await import("preact")) as any);
  ({ act } = (await import("preact/test-utils")) as any);
  MediaDemo = (await import("../../../components/media-demo/MediaDemo.tsx")).default as any;
});
island.after(async () => {
  await GlobalRegistrator.unregister();
});
island.before.each(() => {
  workers = [];
  warmUp = (worker) => worker.reply({ type: "ready" });
  localStorage.clear();
  document.body.innerHTML = "<div id=host></div>";
});

/** The engines as the page's data lists them: the latest first. */
const ENGINES = [
  {
    version: "9.9.1",
    mediaInfoLib: "30.01",
    workerUrl: "/assets/demo/w.js",
    wasmUrl: "/assets/demo/m.wasm",
    isLatest: true,
  },
  {
    version: "9.8.0",
    mediaInfoLib: "29.02",
    workerUrl: "/assets/demo/9.8.0/w.js",
    wasmUrl: "/assets/demo/9.8.0/m.wasm",
    isLatest: false,
  },
];

async function mount(engines = ENGINES) {
  const host = document.getElementById("host")!;
  await act(async () => render(createElement(MediaDemo, { engines }), host));
  await act(async () => {});
  return host;
}
const buttons = (host: Element, name: string | RegExp) =>
  [...host.querySelectorAll("button")].filter((b) =>
    typeof name === "string" ? b.textContent!.trim() === name : name.test(b.textContent!),
  );

island(
  "restores stored results newest first: newest open, its first track expanded, no file so no re-analysis",
  async () => {
    localStorage.setItem("results", JSON.stringify(stored));
    const host = await mount();
    assert.is(host.querySelector("h2")?.textContent, "Results");
    const sections = host.querySelectorAll("section");
    assert.equal(
      [...sections].map((s) => s.querySelector(".media-demo__file-name")!.textContent),
      ["new.mp4", "old.flac"],
    );
    assert.is(sections[0].querySelector(".media-demo__entry-body")!.hasAttribute("hidden"), false);
    assert.is(sections[1].querySelector(".media-demo__entry-body")!.hasAttribute("hidden"), true);
    const toggles = sections[0].querySelectorAll(".media-demo__track-toggle");
    assert.equal(
      [...toggles].map((t) => t.textContent!.replace(/\s+/g, " ").trim()),
      ["Collapse General #1", "Expand Video #2"],
    );
    const tabs = [...sections[0].querySelectorAll("[role=tab]")];
    assert.equal(
      tabs.map((tab) => tab.textContent),
      ["Tables", "Object", "JSON", "Text", "XML", "HTML", "Get this in code"],
    );
    await act(async () => (tabs[4] as HTMLElement).click());
    const panel = sections[0].querySelector("[role=tabpanel]")!;
    // The view's code loads on first use: once its module has arrived, the panel renders it.
    await act(
      async () => void (await import("../../../components/media-demo/views/ViewPanel.tsx")),
    );
    await act(async () => {});
    assert.match(panel.textContent!, "no longer available");
    assert.equal(
      workers.map((w) => [w.url, w.posted[0]]),
      [["/assets/demo/w.js", { type: "warm", wasmUrl: "/assets/demo/m.wasm" }]],
    );
  },
);

/**
 * Waits for the notice about saved results: its words load on demand (a dynamic import, which a
 * busy machine may take a while to answer), so this retries until it shows or 10 s have passed.
 */
async function noticeWords(host: Element) {
  const deadline = Date.now() + 10_000;
  while (!host.querySelector(".media-demo__notice") && Date.now() < deadline)
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
}

island("Remove deletes one entry and the change is saved", async () => {
  localStorage.setItem("results", JSON.stringify(stored));
  const host = await mount();
  const remove = buttons(host.querySelectorAll("section")[0], /Remove/)[0];
  assert.is(remove.title, "Remove from list");
  await act(async () => remove.click());
  assert.equal(Object.keys(JSON.parse(localStorage.getItem("results")!)), ["aold"]);
  assert.is(host.querySelectorAll("section").length, 1);
});

island("unreadable stored data shows the notice and is replaced by an empty map", async () => {
  localStorage.setItem("results", "{broken");
  const host = await mount();
  await noticeWords(host);
  assert.match(
    host.querySelector(".media-demo__notice")!.textContent!,
    "Saved results could not be read and were discarded.",
  );
  assert.is(localStorage.getItem("results"), "{}");
  assert.is(host.querySelector("h2"), null, "no Results heading without entries");
});

island("an engine that fails to load shows a banner; Retry starts a fresh worker", async () => {
  warmUp = (worker) =>
    worker.reply({ type: "failed", jobId: null, stage: "load", message: "HTTP 503" });
  const host = await mount();
  const banner = host.querySelector("[role=alert]")!;
  assert.match(
    banner.textContent!,
    "The analysis engine could not be downloaded. Check your connection, then press Retry.",
  );
  assert.is(banner.querySelector("details summary")!.textContent, "Technical details");
  assert.is(banner.querySelector("details pre")!.textContent, "HTTP 503");
  warmUp = (worker) => worker.reply({ type: "ready" });
  await act(async () => buttons(banner, "Retry")[0].click());
  await act(async () => {});
  assert.is(host.querySelector("[role=alert]"), null);
  assert.is(workers.length, 2);
  assert.ok(workers[0].terminated);
});

island(
  "Cancel names the job it was shown for, and the second click of a double click does nothing",
  async () => {
    const { ProgressPanel } =
      await import("../../../components/media-demo/engine/ProgressPanel.tsx");
    const host = document.getElementById("host")!;
    const cancelled: string[] = [];
    const progress = {
      ...{ jobId: "job1", name: "a.mp4", position: 10, size: 100 },
      ...{ started: true, stalled: false },
    };
    await act(async () =>
      render(
        createElement(ProgressPanel, {
          progress,
          waiting: 1,
          onCancel: (id: string) => cancelled.push(id),
        }),
        host,
      ),
    );
    const [cancel] = buttons(host, "Cancel");
    const click = (detail: number) =>
      cancel.dispatchEvent(new MouseEvent("click", { bubbles: true, detail }));
    click(1);
    click(2);
    click(0); // keyboard activation
    assert.equal(cancelled, ["job1", "job1"]);
  },
);

island(
  "the progress waits for the engine, then counts bytes; a silent engine gets a warning with Stop",
  async () => {
    const { ProgressPanel, STOPPED } =
      await import("../../../components/media-demo/engine/ProgressPanel.tsx");
    const { WATCHDOG_MS } = await import("../../../components/media-demo/engine/watchdog.ts");
    const seconds = WATCHDOG_MS / 1000;
    const host = document.getElementById("host")!;
    const stopped: [string, string | undefined][] = [];
    const base = { jobId: "job2", name: "b.mxf", position: 0, size: 2048 };
    const show = (started: boolean, stalled: boolean) =>
      act(async () =>
        render(
          createElement(ProgressPanel, {
            progress: { ...base, started, stalled },
            waiting: 2,
            onCancel: (id: string, reason?: string) => stopped.push([id, reason]),
          }),
          host,
        ),
      );
    await show(false, false);
    assert.match(host.textContent!, "Waiting for the engine… · 2 more files waiting");
    assert.is(host.querySelector("[role=alert]"), null);
    await show(true, false);
    assert.match(host.textContent!, "0 B of 2.0 KB read · 2 more files waiting");
    await show(true, true);
    const alert = host.querySelector("[role=alert]")!;
    assert.ok(alert.textContent!.startsWith(`No progress for ${seconds} seconds: `));
    buttons(alert, "Stop")[0].dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 1 }));
    assert.equal(stopped, [["job2", STOPPED]]);
    assert.match(STOPPED, `Stopped after ${seconds} s without progress`);
    // The engine spoke again: the warning goes.
    await show(true, false);
    assert.is(host.querySelector("[role=alert]"), null);
  },
);

/** Lets the page's effects and promises run until `done` holds (at most a few hundred turns). */
async function until(done: () => boolean) {
  for (let turn = 0; turn < 200 && !done(); turn++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
const releasePicker = (host: Element) =>
  [...host.querySelectorAll("label")]
    .find((label) => /mediainfo\.js release/.test(label.textContent!))
    ?.querySelector("select") ?? null;
island(
  "a kept result deeper than any MediaInfo result is removed with a notice naming it; the others stay",
  async () => {
    // JSON text, as storage holds it: nested far past what JSON.stringify or a recursive walk takes.
    const levels = 20_000;
    const deep = `{"id":"deep","name":"deep.mp4","size":1,"status":"done","ms":0,"at":5,"full":false,"collapsed":false,"result":{"media":{"track":[{"@type":"General","Format":"MPEG-4","extra":${'{"a":'.repeat(levels)}{}${"}".repeat(levels)}}]}}}`;
    const kept = JSON.stringify(stored).replace(/^\{/, `{"deep":${deep},`);
    localStorage.setItem("results", kept);
    const host = await mount();
    await noticeWords(host);
    assert.match(
      host.querySelector(".media-demo__notice")!.textContent!,
      "“deep.mp4” was removed from your saved results: it is nested more than 16 levels deep, and MediaInfo's results never are.",
    );
    assert.equal(
      [...host.querySelectorAll(".media-demo__file-name")].map((name) => name.textContent),
      ["new.mp4", "old.flac"],
    );
    assert.equal(Object.keys(JSON.parse(localStorage.getItem("results")!)).sort(), [
      "aold",
      "bnew",
    ]);
  },
);

const choose = async (select: HTMLSelectElement, value: string) =>
  act(async () => {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
const savedOptions = () => JSON.parse(localStorage.getItem("demo.options") ?? "null");
const liveRegion = (host: Element) => host.querySelector("[aria-live=polite]")!.textContent;
const metaOf = (section: Element) => section.querySelector(".media-demo__entry-meta")!.textContent!;

island(
  "the release picker lists every engine, the latest marked; a choice replaces the worker and is saved",
  async () => {
    const host = await mount();
    const picker = releasePicker(host)!;
    assert.ok(picker, "a menu labelled mediainfo.js release");
    assert.equal(
      [...picker.options].map((option) => [option.value, option.textContent]),
      [
        ["9.9.1", "9.9.1 (latest)"],
        ["9.8.0", "9.8.0"],
      ],
    );
    assert.is(picker.value, "9.9.1");
    assert.match(picker.closest("label")!.textContent!, "MediaInfoLib 30.01");
    await choose(picker, "9.8.0");
    assert.equal(
      workers.map((w) => [w.url, w.terminated]),
      [
        ["/assets/demo/w.js", true],
        ["/assets/demo/9.8.0/w.js", false],
      ],
    );
    assert.equal(workers[1].posted[0], { type: "warm", wasmUrl: "/assets/demo/9.8.0/m.wasm" });
    assert.is(savedOptions().release, "9.8.0");
    assert.is(liveRegion(host), "Analysing with mediainfo.js 9.8.0 from now on.");
    assert.match(picker.closest("label")!.textContent!, "MediaInfoLib 29.02");

    // A new visit starts the chosen release's engine, and only that one.
    workers = [];
    await act(async () => render(null, host));
    const again = await mount();
    assert.equal(
      workers.map((w) => w.url),
      ["/assets/demo/9.8.0/w.js"],
    );
    await choose(releasePicker(again)!, "9.9.1");
    assert.is("release" in savedOptions(), false, "the latest is stored as no choice");
  },
);

island("one engine: no release picker", async () => {
  const host = await mount([ENGINES[0]]);
  assert.is(releasePicker(host), null);
});

island(
  "a saved release the page no longer offers falls back to the latest, saying so",
  async () => {
    localStorage.setItem(
      "demo.options",
      JSON.stringify({ full: false, coverData: false, chunkSize: 262144, release: "0.1.0" }),
    );
    const host = await mount();
    assert.equal(
      workers.map((w) => w.url),
      ["/assets/demo/w.js"],
    );
    assert.is(releasePicker(host)!.value, "9.9.1");
    const noticeOf = () =>
      [...host.querySelectorAll(".media-demo__notice")].find((node) =>
        /0\.1\.0/.test(node.textContent!),
      );
    await until(() => noticeOf() !== undefined); // its words load only when needed
    const notice = noticeOf()!;
    assert.is(notice.getAttribute("role"), "status");
    assert.match(
      notice.textContent!,
      "The saved mediainfo.js release 0.1.0 is no longer offered here, so the demo analyses with the latest, 9.9.1.",
    );
    await act(async () => buttons(notice, "Dismiss")[0].click());
    assert.is("release" in savedOptions(), false);
    assert.not.match(host.textContent!, "0.1.0");
  },
);

island(
  "switching release keeps the queue: the running file runs again on the chosen engine, labelled with it",
  async () => {
    const host = await mount();
    const input = host.querySelector<HTMLInputElement>("input[type=file]")!;
    const files = [new File(["a"], "a.mp3"), new File(["bb"], "b.mp3")];
    Object.defineProperty(input, "files", { value: files, configurable: true });
    await act(async () => void input.dispatchEvent(new Event("change", { bubbles: true })));
    const analysed = (worker: (typeof workers)[number]) =>
      worker.posted.filter((m) => m.type === "analyse").map((m) => (m as any).file.name);
    assert.equal(analysed(workers[0]), ["a.mp3"]);
    await choose(releasePicker(host)!, "9.8.0");
    await until(() => analysed(workers[1]).length === 1);
    assert.ok(workers[0].terminated);
    assert.equal(analysed(workers[1]), ["a.mp3"], "the running file starts again");
    const jobOf = (name: string) =>
      (workers[1].posted.find((m: any) => m.type === "analyse" && m.file.name === name) as any)
        .jobId;
    const result = (library?: string) => ({
      ...(library ? { creatingLibrary: { name: "MediaInfoLib", version: library } } : {}),
      media: { track: [{ "@type": "General", Format: "MPEG Audio" }] },
    });
    await act(async () =>
      workers[1].reply({ type: "done", jobId: jobOf("a.mp3"), result: result("29.07"), ms: 3 }),
    );
    await until(() => analysed(workers[1]).length === 2);
    assert.equal(analysed(workers[1]), ["a.mp3", "b.mp3"], "the queued file was kept");
    await act(async () =>
      workers[1].reply({ type: "done", jobId: jobOf("b.mp3"), result: result(), ms: 3 }),
    );
    await until(() => host.querySelectorAll("section").length === 2);
    const sections = [...host.querySelectorAll("section")];
    assert.equal(
      sections.map((section) => section.querySelector(".media-demo__file-name")!.textContent),
      ["b.mp3", "a.mp3"],
      "no entry for the interrupted run",
    );
    // MediaInfoLib's version comes from the result when it states one, else from the release.
    assert.match(metaOf(sections[0]), "mediainfo.js 9.8.0 · MediaInfoLib 29.02");
    assert.match(metaOf(sections[1]), "mediainfo.js 9.8.0 · MediaInfoLib 29.07");
    const stored = Object.values(JSON.parse(localStorage.getItem("results")!)) as any[];
    assert.equal(
      stored.map((entry) => entry.release),
      ["9.8.0", "9.8.0"],
    );
  },
);

island(
  "stored results keep their release label; one saved before releases were recorded says release unknown",
  async () => {
    const before = {
      ...stored,
      crel: {
        ...stored.bnew,
        name: "tagged.mp3",
        at: 3,
        release: "9.8.0",
        result: { creatingLibrary: { version: "29.07" }, media: stored.bnew.result.media },
      },
    };
    localStorage.setItem("results", JSON.stringify(before));
    const host = await mount();
    const sections = [...host.querySelectorAll("section")];
    assert.equal(
      sections.map(metaOf).map((meta) => meta.split(" · ").slice(-2).join(" · ")),
      [
        "mediainfo.js 9.8.0 · MediaInfoLib 29.07",
        "analysed in 40 ms · mediainfo.js release unknown",
        "analysed in 7 ms · mediainfo.js release unknown",
      ],
    );
    assert.equal(JSON.parse(localStorage.getItem("results")!), before, "nothing lost or rewritten");
  },
);

island.run();
