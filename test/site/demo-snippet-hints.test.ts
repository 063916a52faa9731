// The demo code panel's type hints (the built asset): every snippet the panel can show has them,
// shows exactly snippetFor's text in Prism's own highlighting, and each hinted name shows what the
// compiler says of that very snippet, compiled here on its own.
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { Window } from "happy-dom";
import { builtPage, SITE_DIR } from "../helpers/built-site.ts";
import { BEHAVIOUR_ATTRIBUTE, ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from "../../contract/index.js";
import { CHUNK_SIZES } from "../../components/media-demo/options/analysis-options.ts";
import {
  hintedSnippet,
  type SnippetHintsAsset,
} from "../../components/media-demo/views/snippet-hints.ts";
import {
  SNIPPET_FORMATS,
  SNIPPET_TARGETS,
  snippetFor,
  type SnippetOptions,
  type SnippetTarget,
} from "../../components/media-demo/views/snippets.ts";
import { hintAttribute, hintsClass } from "../../components/type-hints/names.js";
import { typeHints } from "../../components/type-hints/build/plugin.js";
import { highlight } from "../../components/media-demo/build/snippet-hints.js";

const assets = path.join(SITE_DIR, "assets");
const file = fs.readdirSync(assets).find((name) => /^demo-snippet-hints\.\w+\.json$/.test(name));
const asset: SnippetHintsAsset = JSON.parse(fs.readFileSync(path.join(assets, file!), "utf8"));

// The sizes the options offer, and any other a stored result may carry (a positive safe integer).
const CHUNKS = [...CHUNK_SIZES, 1, 1000003, Number.MAX_SAFE_INTEGER];

/** Every target and options the panel can show: its formats, both flags, every chunk size. */
const everySnippet = (): [SnippetTarget, SnippetOptions][] =>
  SNIPPET_TARGETS.flatMap((target) =>
    SNIPPET_FORMATS.flatMap((format) =>
      [false, true].flatMap((full) =>
        [false, true].flatMap((coverData) =>
          CHUNKS.map((chunkSize): [SnippetTarget, SnippetOptions] => [
            target,
            { format, full, coverData, chunkSize },
          ]),
        ),
      ),
    ),
  );

const { document } = new Window() as unknown as { document: Document };

/** `html` parsed into a fresh element. */
function parse(html: string): HTMLElement {
  const element = document.createElement("div");
  element.innerHTML = html;
  return element;
}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', "#39": "'" };
/** The text highlighted code shows (its markup has only tags and these entities). */
const textOf = (html: string) =>
  html.replace(/<[^>]*>/g, "").replace(/&(lt|gt|amp|quot|#39);/g, (_, name) => ENTITIES[name]);

/** Each hinted name in order with its popup's content. */
function hintsIn(html: string, template: string): [string, string][] {
  const element = parse(html + template);
  const popups = element.querySelector<HTMLTemplateElement>(`template.${hintsClass}`)!.content;
  return [...element.querySelectorAll(`pre [${hintAttribute}]`)].map((hint) => [
    hint.textContent!,
    popups.querySelector(`[${hintAttribute}="${hint.getAttribute(hintAttribute)}"]`)!.innerHTML,
  ]);
}

test("every snippet the code panel can show has hints, in Prism's highlighting of its text", () => {
  const snippets = everySnippet();
  assert.is(snippets.length, 3 * 5 * 2 * 2 * CHUNKS.length);
  for (const [target, options] of snippets) {
    const label = `${target} ${JSON.stringify(options)}`;
    const hinted = hintedSnippet(asset, target, options);
    assert.ok(hinted, `${label} has hints`);
    const text = snippetFor(target, options);
    assert.is(textOf(hinted.html), text, label);
    const unwrapped = hinted.html.replace(/<span data-type-hint="\d+"[^>]*>([^<]*)<\/span>/g, "$1");
    assert.is(unwrapped, highlight(text).replace(/<\/code><\/pre>$/, "\n</code></pre>"), label);
    const hints = hintsIn(hinted.html, hinted.template);
    assert.ok(
      hints.some(([name]) => name === "mediaInfoFactory"),
      label,
    );
  }
});

test("the demo island names the asset and sits where the type-hints behaviour shows popups", () => {
  const island = builtPage("/demo/").document.querySelector(`[${ISLAND_ATTRIBUTE}="media-demo"]`)!;
  const props = JSON.parse(island.getAttribute(PROPS_ATTRIBUTE)!);
  assert.is(props.snippetHintsUrl, `/assets/${file}`);
  assert.ok(island.closest(`[${BEHAVIOUR_ATTRIBUTE}~="type-hints"]`), "under a type-hints host");
});

test("the asset's markup holds no script and no style (the panel sets it as HTML)", () => {
  const markup = JSON.stringify(asset);
  assert.not.match(markup, /<script|<style|\sstyle=|\son\w+=|javascript:/i);
});

test("each hint says what the compiler says of that snippet compiled on its own", () => {
  const samples: SnippetOptions[] = [
    { format: "object", full: false, coverData: false, chunkSize: 256 * 1024 },
    { format: "JSON", full: false, coverData: true, chunkSize: 64 * 1024 },
    { format: "XML", full: true, coverData: false, chunkSize: 4 * 1024 * 1024 },
  ];
  for (const target of SNIPPET_TARGETS)
    for (const options of samples) {
      const code = snippetFor(target, options);
      const where = `${target} ${JSON.stringify(options)}`;
      const compiled = typeHints({ html: highlight(code), code, lang: "js", where });
      const hinted = hintedSnippet(asset, target, options)!;
      assert.equal(
        hintsIn(hinted.html, hinted.template),
        hintsIn(compiled.html, compiled.template),
        where,
      );
    }
});

test.run();
