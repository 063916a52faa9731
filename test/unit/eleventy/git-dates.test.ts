// Last-updated dates come from git, and only from a full history.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { lastCommitDates, readableDate } from "../../../eleventy/git-dates.js";
import { scratchDir } from "../../helpers/scratch.ts";

const scratch = scratchDir("git-dates-");
const repo = path.join(scratch, "repo");
const git = (cwd: string, date: string | null, ...args: string[]) =>
  execFileSync("git", ["-C", cwd, ...args], {
    stdio: "pipe",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.test",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.test",
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  });
const commit = (date: string, files: Record<string, string>) => {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  }
  git(repo, date, "add", "-A");
  git(repo, date, "commit", "-q", "-m", `at ${date}`);
};

fs.mkdirSync(repo);
git(repo, null, "init", "-q");
commit("2024-03-01T10:00:00+00:00", {
  "site/docs/a.md": "a",
  "site/docs/b.md": "b",
  "site/other.md": "o",
});
commit("2025-06-15T23:30:00+00:00", { "site/docs/a.md": "a, edited" });
commit("2025-07-01T08:00:00+00:00", { "site/other.md": "o, edited" });

test.after(() => fs.rmSync(scratch, { recursive: true, force: true }));

test("each file gets the date of the newest commit that changed it", () => {
  const dates = lastCommitDates(repo);
  assert.is(dates.get("site/docs/a.md"), "2025-06-15T23:30:00+00:00");
  assert.is(dates.get("site/docs/b.md"), "2024-03-01T10:00:00+00:00");
  assert.is(dates.get("site/other.md"), "2025-07-01T08:00:00+00:00");
  assert.is(dates.get("site/docs/missing.md"), undefined);
});

test("paths are relative to the folder the build runs in", () => {
  const dates = lastCommitDates(path.join(repo, "site"));
  assert.is(dates.get("docs/a.md"), "2025-06-15T23:30:00+00:00");
});

test("a shallow clone knows no dates (its one commit would claim every file)", () => {
  const shallow = path.join(scratch, "shallow");
  execFileSync("git", ["clone", "-q", "--depth", "1", `file://${repo}`, shallow], {
    stdio: "pipe",
  });
  assert.ok(fs.existsSync(path.join(shallow, "site/docs/b.md")));
  assert.is(lastCommitDates(shallow).size, 0);
});

test("outside a git checkout there are no dates, and no error", () => {
  const plain = path.join(scratch, "plain");
  fs.mkdirSync(plain);
  assert.is(lastCommitDates(plain).size, 0);
});

test("dates read the same on every machine: the UTC day, written out in the locale's language and calendar", () => {
  const english = { htmlLang: "en", calendar: "gregory" };
  assert.is(readableDate("2025-06-15T23:30:00+00:00", english), "June 15, 2025");
  assert.is(readableDate("2025-06-15T23:30:00-05:00", english), "June 16, 2025");
  assert.is(
    readableDate("2025-06-15T23:30:00+00:00", { htmlLang: "en", calendar: "japanese" }),
    "June 15, 7 Reiwa",
  );
  assert.is(
    readableDate("2025-06-15T23:30:00+00:00", { htmlLang: "fr", calendar: "gregory" }),
    "15 juin 2025",
  );
});

test("merges count as git log -- file counts them: alike on both sides, or a resolved conflict", () => {
  const first = git(repo, null, "rev-parse", "--abbrev-ref", "HEAD").toString().trim();
  git(repo, null, "checkout", "-q", "-b", "side");
  commit("2025-08-02T00:00:00+00:00", {
    "site/docs/alike.md": "same",
    "site/docs/both.md": "side",
  });
  git(repo, null, "checkout", "-q", first);
  commit("2025-08-01T00:00:00+00:00", {
    "site/docs/alike.md": "same",
    "site/docs/both.md": "main",
  });
  git(repo, "2025-08-03T00:00:00+00:00", "merge", "-q", "side", "-s", "ours", "--no-edit");
  fs.writeFileSync(path.join(repo, "site/docs/both.md"), "resolved");
  git(repo, "2025-08-03T00:00:00+00:00", "commit", "-q", "-a", "--amend", "--no-edit");
  const dates = lastCommitDates(repo);
  // The side branch's newer commit does not date a file the merge took unchanged from main…
  assert.is(dates.get("site/docs/alike.md"), "2025-08-01T00:00:00+00:00");
  // …and a merge that changed a file against both parents dates it.
  assert.is(dates.get("site/docs/both.md"), "2025-08-03T00:00:00+00:00");
});

test.run();
