// Data for the playground page: every runnable browser example and recipe of each documented
// release (read from the Markdown with the site's own parser), each release's library (as a module
// and as its UMD build) and WASM URLs as the bundling step wrote them, and the sample files the
// demo publishes.
import fs from "node:fs";
import path from "node:path";
import { createMarkdown, parseFenceInfo } from "../eleventy/markdown.js";
import markdownContainers from "../eleventy/markdown-containers.js";
import { SAMPLE } from "../eleventy/home-code-sample.js";
import { documentedReleases } from "../eleventy/releases.js";
import { readManifest } from "../eleventy/manifests.js";
import { playableExamples } from "../components/playground/build/examples.js";
import { readApiExamples } from "../components/api-reference/build/examples.js";
import { libraryHints } from "../components/playground/build/hints.js";
import { typeInfo } from "../components/type-hints/build/compile.js";
import { typesReleaseOf } from "../components/type-hints/build/releases.js";

/** The hover texts of the library's names in one example, as its code block's popups give them. @param {string} code @param {string} inputPath @param {boolean} givenFile */
const hintsOf = (code, inputPath, givenFile) =>
  libraryHints(typeInfo(code.trim(), "js", { givenFile, release: typesReleaseOf(inputPath) }));

/** @param {string} dir @returns {string[]} */
const markdownFiles = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? markdownFiles(path.join(dir, entry.name))
        : entry.name.endsWith(".md")
          ? [path.join(dir, entry.name)]
          : [],
    )
    .sort();

/** The fences of one Markdown text, as the examples test reads them. @param {string} markdown @param {string} version */
function fencesOf(markdown, version) {
  const md = createMarkdown([markdownContainers]);
  return md
    .parse(markdown, {})
    .filter((token) => token.type === "fence")
    .map((token) => {
      const { lang, title, attrs } = parseFenceInfo(token.info);
      const code = token.content.replaceAll("{{ build.wrapperVersion }}", version);
      return { lang, title, attrs, code };
    });
}

/** A docs file's page URL: site/docs/a/b.md → /docs/a/b/. @param {string} file */
const urlOf = (file) =>
  "/" + path.relative("site", file).split(path.sep).join("/").replace(/\.md$/, "/");

/** @param {{ site: Parameters<typeof documentedReleases>[0] }} data the global data, with the checked config */
export default function ({ site }) {
  const { engines, samples } = readManifest("demo");
  const { libraries, classicLibraries } = readManifest("playground");
  const releases = documentedReleases(site);
  const examples = releases.flatMap((release) => {
    const dir = path.join("site", release.prefix.slice(1), "docs");
    const pages = markdownFiles(dir).map((file) => ({
      inputPath: `./${file}`,
      url: urlOf(file),
      fences: fencesOf(fs.readFileSync(file, "utf8"), release.version),
    }));
    // The API reference's examples, on the page of the member they show (its page has its anchor).
    for (const example of readApiExamples())
      pages.push({
        inputPath: `./${dir}/api.md`,
        url: `${release.prefix}/api/${example.kind}/${example.name}/${example.member ? `#${example.member}` : ""}`,
        fences: fencesOf(example.body, release.version),
      });
    if (release.isLatest)
      pages.push({
        inputPath: "eleventy/home-code-sample.js",
        url: "/",
        fences: fencesOf(SAMPLE, release.version),
      });
    return playableExamples(pages, release.version, hintsOf);
  });
  return {
    playground: {
      examples,
      releases: releases.map(({ version, isLatest }) => {
        if (!libraries?.[version] || !classicLibraries?.[version] || !engines?.[version])
          throw new Error(
            `the playground has no library for mediainfo.js ${version}: run "npm run build:bundles"`,
          );
        return {
          version,
          isLatest,
          library: libraries[version],
          classicLibrary: classicLibraries[version],
          wasm: engines[version].wasm,
        };
      }),
      samples: samples.map(
        (/** @type {{ label: string, name: string, url: string }} */ sample) => ({
          label: sample.label,
          name: sample.name,
          url: sample.url,
        }),
      ),
    },
  };
}
