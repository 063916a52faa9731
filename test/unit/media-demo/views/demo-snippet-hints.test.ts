// A type error in the demo's generated code fails the build, naming the snippet and its options.
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  buildSnippetHints,
  demoModules,
} from "../../../../components/media-demo/build/snippet-hints.js";
import type {
  SnippetOptions,
  SnippetTarget,
} from "../../../../components/media-demo/views/snippets.ts";

test("a syntax error in a generated snippet fails the build, naming target and options", async () => {
  const modules = await demoModules();
  const broken = {
    ...modules,
    snippetFor: (target: SnippetTarget, options: SnippetOptions) =>
      modules.snippetFor(target, options).replace("const mediainfo =", "const mediainfo = ="),
  };
  const stand = modules.CHUNK_SIZE_STAND_IN;
  const options = `{"format":"object","full":true,"coverData":true,"chunkSize":${stand}}`;
  try {
    buildSnippetHints(broken);
    assert.unreachable("the build goes on");
  } catch (error) {
    const { message } = error as Error;
    assert.match(message, `the demo's "browser" snippet with options ${options}`);
    assert.match(message, /type error in a code example[\s\S]*line 3: TS\d+ Expression expected/);
  }
});

test.run();
