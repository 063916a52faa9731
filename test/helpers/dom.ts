// happy-dom as the global browser for unit suites: register before a suite, reset before each
// test, unregister after, so suites that need no DOM see plain Node.
import { GlobalRegistrator } from "@happy-dom/global-registrator";

/** Installs window, document, localStorage… as globals (idempotent). */
export function register(url = "http://localhost:8080/"): void {
  if (!GlobalRegistrator.isRegistered)
    GlobalRegistrator.register({ url, width: 1280, height: 800 });
}

/** Removes the globals again. */
export async function unregister(): Promise<void> {
  if (GlobalRegistrator.isRegistered) await GlobalRegistrator.unregister();
}

/** A blank page: empty body, no html attributes, empty storage. */
export function reset(html = ""): void {
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.head.innerHTML = "";
  document.body.innerHTML = html;
  document.body.removeAttribute("style");
  localStorage.clear();
}

/** A controllable `(prefers-color-scheme: dark)` for window.matchMedia; returns the setter. */
export function fakeColorScheme(isDark: boolean): (isDark: boolean) => void {
  const listeners = new Set<() => void>();
  const original = window.matchMedia.bind(window);
  let dark = isDark;
  window.matchMedia = ((query: string) => {
    if (!query.includes("prefers-color-scheme")) return original(query);
    return {
      get matches() {
        return dark;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return (next) => {
    dark = next;
    for (const listener of listeners) listener();
  };
}

/** Captures console[method] calls while `run` runs. */
export async function captureConsole<T>(
  method: "warn" | "error",
  run: () => T | Promise<T>,
): Promise<{ result: T; calls: unknown[][] }> {
  const original = console[method];
  const calls: unknown[][] = [];
  console[method] = (...args: unknown[]) => calls.push(args);
  try {
    return { result: await run(), calls };
  } finally {
    console[method] = original;
  }
}
