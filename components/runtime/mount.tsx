// Finds island hosts, parses their props and renders each component inside its own error
// boundary, and marks each ready once it has rendered.
import { createElement, Suspense, type ComponentType } from "react";
// react-dom's render (not react-dom/client): tsconfig `paths` send both to the same preact
// build under tsx, while react-dom/client could load a second copy of preact in unit tests.
import { render } from "react-dom";
import { ErrorBoundary, type BoundaryKind } from "./ErrorBoundary";
import { LAZY, LAZY_READY_PROP } from "./lazy-island";
import {
  BOUNDARY_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  PROPS_ATTRIBUTE,
} from "../../contract/attributes.js";

const warned = new Set<string>();

/** Parses a host's `data-props`; bad JSON is reported and treated as no props. */
export function readProps(host: HTMLElement): Record<string, unknown> {
  const raw = host.getAttribute(PROPS_ATTRIBUTE);
  if (!raw) return {};
  try {
    const value = JSON.parse(raw);
    return value && typeof value === "object" ? value : {};
  } catch (error) {
    console.error(
      `Island "${host.getAttribute(ISLAND_ATTRIBUTE)}" has invalid ${PROPS_ATTRIBUTE}:`,
      error,
    );
    return {};
  }
}

/** Hosts with a component rendered into them (ready or, for a lazy island, still loading). */
const mounted = new Set<HTMLElement>();

/** Marks a host ready: its component has rendered (a lazy one, with its code loaded). */
const markReady = (host: HTMLElement) => () => host.setAttribute(ISLAND_READY_ATTRIBUTE, "");

/** Renders `Component` into `host` (replacing the fallback); ready at once unless it is lazy. */
export function mount(host: HTMLElement, Component: ComponentType<any>): void {
  // The crash display the markup declares (the island shortcode writes it; small when absent).
  const kind = (host.getAttribute(BOUNDARY_ATTRIBUTE) ?? "small") as BoundaryKind;
  const name = host.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  const isLazy = LAZY in Component;
  const props = isLazy
    ? { ...readProps(host), [LAZY_READY_PROP]: markReady(host) }
    : readProps(host);
  render(
    createElement(
      ErrorBoundary,
      { island: name, kind },
      createElement(Suspense, { fallback: null }, createElement(Component, props)),
    ),
    host,
  );
  mounted.add(host);
  if (!isLazy) markReady(host)();
}

/** Mounts every island host under `scope`; unknown names warn once and keep their fallback.
 * `run` is given one step per host, in document order: the default runs it at once. */
export function mountIslands(
  scope: ParentNode,
  islands: Record<string, ComponentType<any>>,
  run = (step: () => void) => step(),
): void {
  for (const host of scope.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = host.getAttribute(ISLAND_ATTRIBUTE) ?? "";
    const Component = islands[name];
    if (!Component) {
      if (!warned.has(name)) console.warn(`Unknown island "${name}": keeping its fallback`);
      warned.add(name);
      continue;
    }
    run(() => mount(host, Component));
  }
}

/** Unmounts every mounted island under `scope` (its listeners and effects are cleaned up). */
export function unmountIslands(scope: ParentNode): void {
  for (const host of mounted) {
    if (!scope.contains(host)) continue;
    render(null, host);
    host.removeAttribute(ISLAND_READY_ATTRIBUTE);
    mounted.delete(host);
  }
}
