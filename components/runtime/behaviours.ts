// Behaviours: server markup that JavaScript enhances, declared the way islands are. An element
// names what runs on it (`data-behaviour="code-blocks search-highlight"`); mounting runs each on its host and
// marks the host ready, unmounting aborts the host's signal, which removes every listener added
// with it and runs the cleanups. The same two calls serve the first load, every router swap and
// markup copied at run time (the mobile panel's copy of the sidebar).
import { BEHAVIOUR_ATTRIBUTE, BEHAVIOUR_READY_ATTRIBUTE } from "../../contract/index.js";

/** Runs on its host; the listeners it adds with `signal`, and what it returns, are undone on unmount. */
export type Behaviour = (host: HTMLElement, signal: AbortSignal) => (() => void) | void;

let registry: Record<string, Behaviour> = {};
const mounted = new WeakMap<Element, AbortController>();

/** Sets the behaviours by name (the client entry, once). */
export function defineBehaviours(behaviours: Record<string, Behaviour>): void {
  registry = behaviours;
}

/** Hosts under `scope`, and `scope` itself when it is one. */
function hostsIn(scope: ParentNode, selector: string): HTMLElement[] {
  const inside = [...scope.querySelectorAll<HTMLElement>(selector)];
  return scope instanceof HTMLElement && scope.matches(selector) ? [scope, ...inside] : inside;
}

/** Runs every behaviour its host names under `scope`; one that throws leaves the others working.
 * `run` is given one step per host, in document order: the default runs it at once. */
export function mountBehaviours(scope: ParentNode, run = (step: () => void) => step()): void {
  for (const host of hostsIn(scope, `[${BEHAVIOUR_ATTRIBUTE}]:not([${BEHAVIOUR_READY_ATTRIBUTE}])`))
    run(() => {
      const controller = new AbortController();
      for (const name of (host.getAttribute(BEHAVIOUR_ATTRIBUTE) ?? "")
        .split(/\s+/)
        .filter(Boolean)) {
        const behaviour = registry[name];
        if (!behaviour) {
          console.warn(`Unknown behaviour "${name}"`);
          continue;
        }
        try {
          const cleanup = behaviour(host, controller.signal);
          if (cleanup) controller.signal.addEventListener("abort", cleanup);
        } catch (error) {
          console.error(`Behaviour "${name}" failed`, error);
        }
      }
      mounted.set(host, controller);
      host.setAttribute(BEHAVIOUR_READY_ATTRIBUTE, "");
    });
}

export function unmountBehaviours(scope: ParentNode): void {
  for (const host of hostsIn(scope, `[${BEHAVIOUR_READY_ATTRIBUTE}]`)) {
    mounted.get(host)?.abort();
    mounted.delete(host);
    host.removeAttribute(BEHAVIOUR_READY_ATTRIBUTE);
  }
}
