// Where each TypeDoc reflection lives on the site: its page route and the `#{name}` anchor of a
// member (names keep their case, e.g. /api/interface/VideoTrack/#FrameRate). Each release's
// reference has its own root: /api/ for the latest, /0.3.6/api/ for an older one (the release
// being generated, components/api-reference/build/releases.js).
import { ReflectionKind } from "typedoc";
import { generating } from "./releases.js";

/** The URL root of the reference being generated, e.g. `/api/`. */
export const apiRoot = () => generating().release.apiRoot;

/** Route segment per kind of reflection that gets its own page. */
const PAGE_KINDS = new Map([
  [ReflectionKind.Class, "class"],
  [ReflectionKind.Interface, "interface"],
  [ReflectionKind.Function, "function"],
]);

/** True when the reflection has a page of its own (class, interface, function). */
export function hasOwnPage(reflection) {
  return PAGE_KINDS.has(reflection.kind);
}

/** The page route of a reflection that has its own page, e.g. `/api/interface/VideoTrack/`. */
export function pageRoute(reflection) {
  return `${apiRoot()}${PAGE_KINDS.get(reflection.kind)}/${reflection.name}/`;
}

/** The anchor name of a member: its own name, case preserved. */
export function anchorOf(reflection) {
  return reflection.name;
}

/**
 * The site URL of any reflection: its page, or the page that documents it plus `#name`.
 * Signatures and parameters point at the member that owns them.
 * @returns {string}
 */
export function siteUrl(reflection) {
  if (reflection.kind === ReflectionKind.Project) return apiRoot();
  if (hasOwnPage(reflection)) return pageRoute(reflection);
  if (
    reflection.kindOf(
      ReflectionKind.SomeSignature |
        ReflectionKind.Parameter |
        ReflectionKind.TypeParameter |
        ReflectionKind.TypeLiteral,
    )
  ) {
    return reflection.parent ? siteUrl(reflection.parent) : apiRoot();
  }
  const parent = reflection.parent;
  const parentPage =
    !parent || parent.kind === ReflectionKind.Project ? apiRoot() : siteUrl(parent).split("#")[0];
  return `${parentPage}#${anchorOf(reflection)}`;
}

/** The interfaces that are track types: `VideoTrack`, `AudioTrack`, … (BaseTrack is their shared base). */
export const isTrackType = (/** @type {import("typedoc").Reflection} */ reflection) =>
  reflection.kind === ReflectionKind.Interface &&
  /^\w+Track$/.test(reflection.name) &&
  reflection.name !== "BaseTrack";
