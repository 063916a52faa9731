// On hosts without redirect rules, sends `/x.html`, `/x/index.html` and `/x` to the clean
// route `/x/` when the build knows that route (the list is /routes.json); otherwise says which
// releases have the page, when the address is a versioned one (release-hint.ts).
import { ROUTES_ATTRIBUTE, cleanPath } from "../../contract/index.js";

/** The clean route a mistyped path stands for, or null when it is already clean. */
export function cleanRoute(pathname: string): string | null {
  const path = cleanPath(pathname);
  return path === pathname ? null : path;
}

async function redirectIfKnown(): Promise<void> {
  const candidate = cleanRoute(location.pathname);
  const script = document.querySelector<HTMLScriptElement>(`script[${ROUTES_ATTRIBUTE}]`);
  const response = await fetch(script?.getAttribute(ROUTES_ATTRIBUTE) ?? "/routes.json");
  const routes: Record<string, unknown> = await response.json(); // route → its size
  if (candidate && Object.hasOwn(routes, candidate)) {
    location.replace(candidate + location.search + location.hash);
    return;
  }
  // Loaded only when no redirect happens: most visits of this page leave it at once.
  const { releaseHint, showReleaseHint } = await import("./release-hint");
  const hint = releaseHint(candidate ?? location.pathname, Object.keys(routes));
  const main = script?.closest("main")?.querySelector(".page-main__inner");
  if (hint && main) showReleaseHint(main, hint);
}

if (typeof document !== "undefined") {
  redirectIfKnown().catch((error) => console.warn("Could not check for a matching page:", error));
}
