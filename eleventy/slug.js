// GitHub-style heading slugs, so anchors match what readers know from READMEs.

/** Lower-cases, drops punctuation other than `-` and `_`, and turns spaces into `-`. */
export function githubSlug(text) {
  return String(text)
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}
