// A small stand-in for the site and for mediainfo.js releases, in a temporary folder, for the
// tests of `npm run upgrade-library`: the upgrade plans against it exactly as against the real
// site, whatever release the real site documents. Releases are tiny packages (a manifest, a type
// definition, a WebAssembly module stating its MediaInfoLib version); upstream histories are
// throwaway git repositories with a CHANGELOG.md in upstream's format.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.invalid", ...args], {
    cwd,
    stdio: "pipe",
  });

/** A valid WebAssembly module with no code, whose bytes state MediaInfoLib's version. */
export function wasmStating(library: string): Buffer {
  const name = Buffer.from("about");
  const payload = Buffer.from(`MediaInfoLib - v${library}`, "latin1");
  const body = Buffer.concat([Buffer.from([name.length]), name, payload]);
  return Buffer.concat([
    Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]),
    Buffer.from([0x00, body.length]),
    body,
  ]);
}

/** A mediainfo.js release in `dir`: its manifest, types (with `extra` appended) and WebAssembly. */
export function writeRelease(
  dir: string,
  {
    version,
    library,
    extra = "",
    repository = "file:///nonexistent/mediainfo.js.git",
  }: {
    version: string;
    library: string;
    extra?: string;
    repository?: string;
  },
) {
  fs.mkdirSync(path.join(dir, "dist"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify(
      { name: "mediainfo.js", version, types: "dist/index.d.ts", repository: { url: repository } },
      null,
      2,
    ),
  );
  fs.writeFileSync(
    path.join(dir, "dist/index.d.ts"),
    `export declare function mediaInfoFactory(): Promise<void>;\n${extra}`,
  );
  fs.writeFileSync(path.join(dir, "dist/MediaInfoModule.wasm"), wasmStating(library));
  return dir;
}

/** The stand-in's config/releases.json: `documented` first, then the `older` releases. */
export const RELEASES = (
  documented: string,
  library: string,
  older: { name: string; mediaInfoLib: string }[] = [],
) => `${JSON.stringify([{ name: documented, mediaInfoLib: library }, ...older], null, 2)}\n`;

/**
 * The stand-in site, a git repository (the upgrade lists tracked files that name the old release),
 * documenting `documented`, whose WebAssembly states MediaInfoLib `library`.
 */
export function writeSite(
  root: string,
  {
    documented,
    library,
    releases = RELEASES(documented, library),
    toolsets = {},
  }: {
    documented: string;
    library: string;
    releases?: string;
    toolsets?: Record<string, Record<string, string>>;
  },
) {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write(".gitignore", "node_modules/\n");
  write(
    "package.json",
    JSON.stringify({ name: "site", dependencies: { "mediainfo.js": documented } }, null, 2) + "\n",
  );
  write(
    "typedoc.json",
    JSON.stringify({
      sourceLinkTemplate: `https://github.com/buzz/mediainfo.js/blob/v${documented}/src/{path}#L{line}`,
    }) + "\n",
  );
  write("config/releases.json", releases);
  write("site/docs/intro.md", `\`\`\`json\n{ "version": "${library}" }\n\`\`\`\n`);
  write("site/docs/getting-started/usage.md", `<creatingLibrary version="${library}">\n`);
  write("README.md", `Tested with mediainfo.js ${documented}.\n`);
  write(
    "site/_data/changelog.json",
    `{
  "repository": "https://github.com/buzz/mediainfo.js",
  "releases": [
    { "version": "${documented}", "date": "2026-01-01", "tree": "v${documented}" }
  ]
}
`,
  );
  // A toolset is named by its folder in tools/, or by its path (`packages/mcp-server`).
  for (const [name, dependencies] of Object.entries(toolsets))
    write(
      `${name.includes("/") ? name : `tools/${name}`}/package.json`,
      JSON.stringify({ name, dependencies }, null, 2) + "\n",
    );
  writeRelease(path.join(root, "node_modules/mediainfo.js"), { version: documented, library });
  git(root, "init", "--quiet");
  git(root, "add", ".");
  git(root, "commit", "--quiet", "-m", "site");
  return root;
}

/** Upstream's CHANGELOG.md section of one release, in conventional-changelog's format. */
export const upstreamSection = (version: string, previous: string, date: string, words: string) =>
  `## [${version}](https://github.com/buzz/mediainfo.js/compare/v${previous}...v${version}) (${date})


### Features

* **probe:** ${words} ([1111111](https://github.com/buzz/mediainfo.js/commit/${"1".repeat(40)}))
`;

/** A throwaway upstream repository: one commit per entry, tagged, each with its CHANGELOG.md. */
export function writeHistory(dir: string, tags: { tag: string; changelog: string }[]) {
  fs.mkdirSync(dir, { recursive: true });
  git(dir, "init", "--quiet");
  for (const { tag, changelog } of tags) {
    fs.writeFileSync(path.join(dir, "CHANGELOG.md"), changelog);
    git(dir, "add", "CHANGELOG.md");
    git(dir, "commit", "--quiet", "-m", tag);
    git(dir, "tag", tag);
  }
  return dir;
}
