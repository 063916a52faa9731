// The shared setup of the browser suites: a uvu suite whose tests get `site`, served and launched
// before the first test and closed after the last.
import { suite } from "uvu";
import { startSite, type Site } from "./site.ts";

type Options<Context> = {
  /** The directory to serve instead of _site; called before the site starts. */
  root?: (context: Context) => string;
};

/** A uvu suite named `name` with `site` started for it; add hooks for anything else it needs. */
export function browserSuite<Extra extends object = object>(
  name: string,
  { root }: Options<{ site: Site } & Extra> = {},
) {
  const test = suite<{ site: Site } & Extra>(name);
  test.before(async (context) => {
    context.site = await startSite(root?.(context));
  });
  test.after(async (context) => {
    await context.site?.close();
  });
  return test;
}
