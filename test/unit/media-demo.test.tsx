// The demo island rendered in happy-dom: results restored from storage (newest open, first track
// expanded), the unreadable-storage notice, Remove persisting, and the engine banner with Retry.
// happy-dom has no Web Workers, so a stand-in answers the warm-up; real analyses run in test/e2e/demo.
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
let MediaDemo: (props: { workerUrl: string; wasmUrl: string }) => unknown;
let createElement: (type: unknown, props: unknown) => unknown;

island.before(async () => {
  GlobalRegistrator.register({ url: "http://localhost/demo/" });
  (globalThis as any).Worker = StandInWorker;
  ({ render, createElement } = (await import("preact")) as any);
  ({ act } = (await import("preact/test-utils")) as any);
  MediaDemo = (await import("../../components/media-demo/MediaDemo.tsx")).default as any;
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

async function mount() {
  const host = document.getElementById("host")!;
  await act(async () =>
    render(
      createElement(MediaDemo, { workerUrl: "/assets/demo/w.js", wasmUrl: "/assets/demo/m.wasm" }),
      host,
    ),
  );
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
    await act(async () => void (await import("../../components/media-demo/views/ViewPanel.tsx")));
    await act(async () => {});
    assert.match(panel.textContent!, "no longer available");
    assert.equal(
      workers.map((w) => [w.url, w.posted[0]]),
      [["/assets/demo/w.js", { type: "warm", wasmUrl: "/assets/demo/m.wasm" }]],
    );
  },
);

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
    const { ProgressPanel } = await import("../../components/media-demo/ProgressPanel.tsx");
    const host = document.getElementById("host")!;
    const cancelled: string[] = [];
    const progress = { jobId: "job1", name: "a.mp4", position: 10, size: 100 };
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

island.run();
