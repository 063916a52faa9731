// The release that followed another, from the release history (site/_data/changelog.json, newest
// first): the pages say "Before <that release>" where the latest differs from an older documented
// one, and the tests name it the same way instead of writing a version by hand.
import changelog from "../../../site/_data/changelog.json" with { type: "json" };

/** The release published right after `version`; throws when there is none. */
export function releaseAfter(version: string): string {
  const index = changelog.releases.findIndex((release) => release.version === version);
  if (index < 1) throw new Error(`no release follows ${version} in the release history`);
  return changelog.releases[index - 1].version;
}
