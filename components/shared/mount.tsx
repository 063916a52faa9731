// Finds island hosts, parses their props and renders each component inside its own error
// boundary, once it is wanted (at once, when visible, or on first interaction).
import { createElement, Suspense, type ComponentType } from "react";
// react-dom's render (not react-dom/client): tsconfig `paths` send both to the same preact
// build under tsx, while react-dom/client could load a second copy of preact in unit tests.
import { render } from "react-dom";
import { ErrorBoundary, type BoundaryKind } from "./ErrorBoundary";
import { BOUNDARY_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE, LOAD_ATTRIBUTE, PROPS_ATTRIBUTE } from "../../contract/attributes.js";

const warned = new Set<string>();
const KINDS = new Set<BoundaryKind>(["small", "content", "layout"]);

/** Parses a host's `data-props`; bad JSON is reported and treated as no props. */
export function readProps(host: HTMLElement): Record<string, unknown> {
  const raw = host.getAttribute(PROPS_ATTRIBUTE);
  if (!raw) return {};
  try {
    const value = JSON.parse(raw);
    return value && typeof value === "object" ? value : {};
  } catch (error) {
    console.error(`Island "${host.getAttribute(ISLAND_ATTRIBUTE)}" has invalid ${PROPS_ATTRIBUTE}:`, error);
    return {};
  }
}

/** Runs `mount` now, or when the host scrolls into view, or on its first interaction. */
export function whenWanted(host: HTMLElement, mount: () => void): void {
  const load = host.getAttribute(LOAD_ATTRIBUTE) ?? "eager";
  if (load === "visible" && "IntersectionObserver" in window) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        mount();
      }
    });
    observer.observe(host);
  } else if (load === "interaction") {
    const events = ["pointerenter", "focusin", "touchstart"];
    const once = () => {
      for (const type of events) host.removeEventListener(type, once);
      mount();
    };
    for (const type of events) host.addEventListener(type, once, { passive: true });
  } else {
    mount();
  }
}

/** Which crash display an island gets: its host's boundary attribute, else `fallbackKind`. */
export function boundaryKind(host: HTMLElement, fallbackKind: BoundaryKind = "small"): BoundaryKind {
  const asked = host.getAttribute(BOUNDARY_ATTRIBUTE) as BoundaryKind | null;
  return asked && KINDS.has(asked) ? asked : fallbackKind;
}

/** Renders `Component` into `host` (replacing the fallback) and marks it ready. */
export function mount(host: HTMLElement, Component: ComponentType<any>, kind: BoundaryKind = "small"): void {
  const name = host.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  render(
    createElement(
      ErrorBoundary,
      { island: name, kind: boundaryKind(host, kind) },
      createElement(Suspense, { fallback: null }, createElement(Component, readProps(host))),
    ),
    host,
  );
  host.setAttribute(ISLAND_READY_ATTRIBUTE, "");
}

/** Mounts every island host under `scope`; unknown names warn once and keep their fallback. */
export function mountIslands(
  scope: ParentNode,
  islands: Record<string, ComponentType<any>>,
  kinds: Record<string, BoundaryKind> = {},
): void {
  for (const host of scope.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = host.getAttribute(ISLAND_ATTRIBUTE) ?? "";
    const Component = islands[name];
    if (!Component) {
      if (!warned.has(name)) console.warn(`Unknown island "${name}": keeping its fallback`);
      warned.add(name);
      continue;
    }
    whenWanted(host, () => mount(host, Component, kinds[name]));
  }
}

/** Unmounts every mounted island under `scope` (its listeners and effects are cleaned up). */
export function unmountIslands(scope: ParentNode): void {
  for (const host of scope.querySelectorAll<HTMLElement>(`[${ISLAND_READY_ATTRIBUTE}]`)) {
    render(null, host);
    host.removeAttribute(ISLAND_READY_ATTRIBUTE);
  }
}
