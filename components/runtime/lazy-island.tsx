// A lazily loaded island whose code may fail to arrive (offline, a deploy replaced the chunk):
// its place then shows a red box with the error and a Retry button that really fetches the code
// again, with a cache-busting URL because browsers remember failed module fetches.
import { createElement, useEffect, useState, type ComponentType } from "react";

type Module = { default: ComponentType<any> };

/** Marks the components lazyIsland makes: mount waits for their code before calling them ready. */
export const LAZY = Symbol("lazy island");
/** The prop through which a lazy island says it has rendered (its code arrived, or failed). */
export const LAZY_READY_PROP = "onIslandReady";

/** The module URL named in a failed dynamic import's message (Chromium and Firefox name it). */
export function failedModuleUrl(error: unknown): string | null {
  const match = String(error instanceof Error ? error.message : error).match(
    /(https?:\/\/\S+?\.js)\b/,
  );
  return match ? match[1] : null;
}

/** Wraps `load` (a `() => import("./x")`) as a component with its own failure display. */
export function lazyIsland(load: () => Promise<Module>): ComponentType<any> {
  let loaded: ComponentType<any> | null = null;
  let attempts = 0;

  function loadAgain(error: unknown): Promise<Module> {
    const url = failedModuleUrl(error);
    attempts += 1;
    const specifier = url ? `${url}?retry=${attempts}` : null;
    return specifier ? import(/* @vite-ignore */ specifier) : load();
  }

  function LazyIsland({ [LAZY_READY_PROP]: onReady, ...props }: Record<string, unknown>) {
    const [state, setState] = useState<{ error: unknown; retrying: boolean }>({
      error: null,
      retrying: false,
    });
    const [, setReady] = useState(0);
    const settled = Boolean(loaded) || (Boolean(state.error) && !state.retrying);
    useEffect(() => {
      if (settled && typeof onReady === "function") onReady();
    }, [settled, onReady]);
    useEffect(() => {
      if (loaded || (state.error && !state.retrying)) return;
      const attempt = state.retrying ? loadAgain(state.error) : load();
      attempt.then(
        (module) => {
          loaded = module.default;
          setReady((n) => n + 1);
        },
        (error: unknown) => setState({ error, retrying: false }),
      );
    }, [state]);

    if (loaded) return createElement(loaded, props);
    if (!state.error || state.retrying) return null;
    return (
      <div className="chunk-error" role="alert">
        <p>{String(state.error)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setState({ error: state.error, retrying: true })}
        >
          Retry
        </button>
      </div>
    );
  }
  return Object.assign(LazyIsland, { [LAZY]: true });
}
