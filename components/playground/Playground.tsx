// The playground: a docs example in a code editor (a file at a time, for a page with its scripts),
// a file to run it on (a sample or the reader's own), Run and Stop, and what the run shows. The
// fragment names the example, or carries shared code; the code runs in the sandbox with the
// library of the release the example documents.
import { useEffect, useRef, useState } from "react";
import { createEditor, type Editor } from "./editor";
import { Output } from "./Output";
import { useRun } from "./use-run";
import {
  exampleOfFragment,
  releaseFor,
  sampleFor,
  type PlaygroundData,
  type PlaygroundExample,
} from "./examples";
import { FileChoice, type Chosen } from "./FileChoice";
import { CODE_PREFIX, SHARED_FAILURES, readShared, sharedFragment } from "./share-link";
import { announce } from "../runtime/announce";

async function fileOf(chosen: Chosen): Promise<File | null> {
  if (!chosen) return null;
  if (chosen instanceof File) return chosen;
  const answer = await fetch(chosen.url).catch(() => null);
  if (!answer?.ok)
    throw new Error(
      `the sample ${chosen.name} could not be downloaded (${answer ? `HTTP ${answer.status}` : "no connection"})`,
    );
  return new File([await answer.blob()], chosen.name, {
    type: answer.headers.get("Content-Type") ?? "",
  });
}

export default function Playground({ examples, releases, samples, sandboxUrl }: PlaygroundData) {
  // With no example named, the first module: a few lines to try things in.
  const initial =
    exampleOfFragment(examples, location.hash) ??
    examples.find((item) => item.kind === "module") ??
    examples[0];
  const [example, setExample] = useState<PlaygroundExample>(initial);
  const [chosen, setChosen] = useState<Chosen>(sampleFor(initial, samples));
  // Each file's text as edited; the editor holds the shown one's latest.
  const texts = useRef<string[]>(initial.files.map((file) => file.code));
  const [shown, setShown] = useState(0);
  const editorHost = useRef<HTMLDivElement>(null);
  const frameHost = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | null>(null);
  const [notice, setNotice] = useState("");
  const { state, start, stop, refuse } = useRun(frameHost);
  const release = releaseFor(example, releases);

  useEffect(() => {
    const first = initial.files[0];
    editor.current = createEditor(
      editorHost.current!,
      first.code,
      initial.hints,
      "Code",
      first.lang,
    );
    return () => editor.current?.destroy();
  }, []);

  /** Every file's text, the shown one's as the editor has it. */
  const edited = () =>
    texts.current.map((text, index) => (index === shown ? (editor.current?.code() ?? text) : text));
  const show = (target: PlaygroundExample, index: number, all: string[]) => {
    texts.current = all;
    setShown(index);
    editor.current?.setCode(all[index], target.hints, target.files[index].lang);
  };
  const open = (next: PlaygroundExample, files = next.files.map((file) => file.code)) => {
    setExample(next);
    setChosen(sampleFor(next, samples));
    show(next, 0, files);
  };
  // A fragment names an example, or carries shared code: never run until the reader presses Run.
  const openFragment = (fragment: string) => {
    if (!fragment.startsWith(CODE_PREFIX)) {
      const named = exampleOfFragment(examples, fragment);
      if (named) open(named);
      return;
    }
    readShared(fragment, examples).then((read) => {
      if (read.ok) {
        open(read.shared.example, read.shared.files);
        setNotice("Opened the code of a shared link. It runs only when you press Run.");
      } else setNotice(`This link's code cannot be opened: ${SHARED_FAILURES[read.failure]}.`);
    });
  };
  useEffect(() => {
    openFragment(location.hash);
    const onHash = () => openFragment(location.hash);
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);

  const onShare = async () => {
    const fragment = await sharedFragment(example, edited());
    history.replaceState(history.state, "", fragment);
    navigator.clipboard?.writeText(location.href).then(
      () => announce("Link to this code copied."),
      () => announce("The link to this code is in the address bar."),
    );
  };

  const onRun = () => {
    const files = edited().map((code, index) => ({ name: example.files[index].name, code }));
    const sampleUrls = samples.map((sample) => new URL(sample.url, location.href).href);
    // A page that reads its file over HTTP gets a sample's address; the others get the file.
    const byUrl = example.input === "url" && chosen !== null && !(chosen instanceof File);
    const remote = byUrl ? new URL(chosen.url, location.href).href : null;
    (byUrl ? Promise.resolve(null) : fileOf(chosen)).then(
      (file) =>
        start({
          sandboxUrl,
          kind: example.kind,
          files,
          version: release.version,
          library: release.library,
          classicLibrary: release.classicLibrary,
          wasm: release.wasm,
          file,
          remote,
          samples: sampleUrls,
          label: `with mediainfo.js ${release.version}${file ? ` on ${file.name}` : remote ? ` on ${chosen?.name}` : ""}`,
        }),
      (error: unknown) =>
        refuse(
          `Nothing ran: ${error instanceof Error ? error.message : String(error)}. Run again, or choose a file of yours.`,
        ),
    );
  };

  return (
    <div className="playground">
      <div className="playground__bar">
        <label className="playground__field">
          <span>Example</span>
          <select
            value={example.id}
            onChange={(event) => {
              const next = examples.find((item) => item.id === event.currentTarget.value);
              if (!next) return;
              history.replaceState(history.state, "", `#${next.id}`);
              open(next);
            }}
          >
            {examples.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title} ({item.page}, mediainfo.js {item.version})
              </option>
            ))}
          </select>
        </label>
        <p className="playground__release">
          Runs with mediainfo.js {release.version}.{" "}
          <a href={example.page}>Where this example comes from</a>
        </p>
      </div>
      {notice && <p className="playground__notice">{notice}</p>}
      {example.files.length > 1 && (
        <div className="playground__files" role="group" aria-label="Files of this example">
          {example.files.map((file, index) => (
            <button
              type="button"
              key={file.name}
              className="button button--secondary playground__file-button"
              aria-pressed={index === shown}
              onClick={() => index !== shown && show(example, index, edited())}
            >
              {file.name}
            </button>
          ))}
        </div>
      )}
      <div className="playground__editor" ref={editorHost} />
      <FileChoice
        samples={samples}
        chosen={chosen}
        onChoose={setChosen}
        ownFile={example.input === "file"}
      />
      <div className="playground__actions">
        <button type="button" className="button button--primary" onClick={onRun}>
          Run
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={stop}
          disabled={!state.isRunning}
        >
          Stop
        </button>
        <button type="button" className="button button--secondary" onClick={onShare}>
          Copy link to this code
        </button>
      </div>
      <Output state={state} frameHost={frameHost} />
    </div>
  );
}
